import { memberIslandConfig } from '../member-shared/island-config';
import { MemberBlockFrame } from '../member-shared/member-block-frame';
import type { BlockProps } from '../types';
import { MemberIslandLoader } from '../member-shared/member-loaders.client';
import { IslandBoundary } from '@/components/shared/island-boundary.client';

/** Film-club login form (`/filmklubb/logg-inn`); nothing when the build has no film-club backend. */
export function MemberLogin({ block, context }: BlockProps<'memberLogin'>) {
  const config = memberIslandConfig(context);
  if (!config) return null;
  return (
    <MemberBlockFrame id={block.id} title={block.props.title}>
      <IslandBoundary name="member-login">
        <MemberIslandLoader island="LoginIsland" props={{ config }} />
      </IslandBoundary>
    </MemberBlockFrame>
  );
}
