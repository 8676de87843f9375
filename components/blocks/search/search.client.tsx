'use client';

import dynamic from 'next/dynamic';
import type { SearchIslandProps } from './search-island.client';

/**
 * Loads the search island in its own chunk, so its code reaches only the search page, not every
 * page that shares the blocks' client chunk (issue 7's JavaScript budget). It is still rendered
 * into the HTML on the server, so the field works without JavaScript.
 */
const SearchIsland = dynamic(() =>
  import('./search-island.client').then((module) => module.SearchIsland),
);

export function SiteSearchIsland(props: SearchIslandProps) {
  return <SearchIsland {...props} />;
}
