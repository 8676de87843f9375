'use client';

import type { MemberIslandConfig } from '../member-shared/island-config';
import { MemberStoreProvider } from '../member-shared/member-store-provider.client';
import { MovieMember, type MovieMemberProps } from './movie-member.client';

export interface MovieIslandProps extends MovieMemberProps {
  config: MemberIslandConfig;
}

/** The film page's member part with the page's member store. */
export function MovieIsland({ config, ...props }: MovieIslandProps) {
  return (
    <MemberStoreProvider config={config}>
      <MovieMember {...props} />
    </MemberStoreProvider>
  );
}

/** The default export, so member-loaders.client.tsx's `import()` needs no `.then` (fewer bytes in the chunks every page shares). */
export default MovieIsland;
