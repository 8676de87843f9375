'use client';

import type { MemberIslandConfig } from '../member-shared/island-config';
import { MemberIsland } from '../member-shared/member-island.client';
import { MovieMember, type MovieMemberProps } from './movie-member.client';

export interface MovieIslandProps extends MovieMemberProps {
  config: MemberIslandConfig;
}

/** The film page's member part with the page's member store. */
export function MovieIsland({ config, ...props }: MovieIslandProps) {
  return (
    <MemberIsland config={config}>
      <MovieMember {...props} />
    </MemberIsland>
  );
}

/** The default export, so member-loaders.client.tsx's `import()` needs no `.then` (fewer bytes in the chunks every page shares). */
export default MovieIsland;
