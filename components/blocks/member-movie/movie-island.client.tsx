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
