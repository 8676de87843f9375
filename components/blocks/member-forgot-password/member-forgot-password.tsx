import { memberIslandConfig } from '../member-shared/island-config';
import { MemberBlockFrame } from '../member-shared/member-block-frame';
import type { BlockProps } from '../types';
import { MemberIslandLoader } from '../member-shared/member-loaders.client';
import { IslandBoundary } from '@/components/shared/island-boundary.client';

/** Film-club "forgot password" form (`/filmklubb/glemt-passord`); nothing when the build has no film-club backend. */
export function MemberForgotPassword({ block, context }: BlockProps<'memberForgotPassword'>) {
  const config = memberIslandConfig(context);
  if (!config) return null;
  return (
    <MemberBlockFrame id={block.id} title={block.props.title}>
      <IslandBoundary name="member-forgot-password">
        <MemberIslandLoader island="ForgotPasswordIsland" props={{ config }} />
      </IslandBoundary>
    </MemberBlockFrame>
  );
}
