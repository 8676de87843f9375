'use client';

import type { MovieIslandProps } from './movie-island.client';
import { memberIslands } from '../member-shared/member-loaders.client';

/** The film page's member island in its own chunk, only in a build with a film club (member-loaders.client.tsx). */
export function MemberMovieLoader(props: MovieIslandProps) {
  return memberIslands && <memberIslands.MovieIsland {...props} />;
}
