import { memberIslandConfig } from '../member-shared/island-config';
import { MemberBlockFrame } from '../member-shared/member-block-frame';
import type { BlockProps } from '../types';
import { MemberIslandLoader } from '../member-shared/member-loaders.client';
import { IslandBoundary } from '@/components/shared/island-boundary.client';

/** Film-club registration form (`/filmklubb/registrer`); nothing when the build has no film-club backend. */
export function MemberRegister({ block, context }: BlockProps<'memberRegister'>) {
  const config = memberIslandConfig(context);
  if (!config) return null;
  return (
    <MemberBlockFrame id={block.id} title={block.props.title}>
      <IslandBoundary name="member-register">
        <MemberIslandLoader island="RegisterIsland" props={{ config }} />
      </IslandBoundary>
    </MemberBlockFrame>
  );
}
