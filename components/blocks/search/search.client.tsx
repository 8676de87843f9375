'use client';

import dynamic from 'next/dynamic';
import type { SearchIslandProps } from './search-island.client';

/** The search island in its own chunk, so its code stays off other pages; still server-rendered. */
const SearchIsland = dynamic(() =>
  import('./search-island.client').then((module) => module.SearchIsland),
);

export function SiteSearchIsland(props: SearchIslandProps) {
  return <SearchIsland {...props} />;
}
