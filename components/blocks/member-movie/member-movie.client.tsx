'use client';

import dynamic from 'next/dynamic';
import type { MovieIslandProps } from './movie-island.client';

/** Loads the film page's member island in its own chunk, only in builds with a film-club backend. */
const MovieIsland = dynamic(() =>
  import('./movie-island.client').then((module) => module.MovieIsland),
);

export function MemberMovieLoader(props: MovieIslandProps) {
  return <MovieIsland {...props} />;
}
