'use client';

import dynamic from 'next/dynamic';
import type { WatchListIslandProps } from './watch-list-island.client';

/** Loads the watch-list island in its own chunk: store, saga and axios code reach only this page. */
const WatchListIsland = dynamic(() =>
  import('./watch-list-island.client').then((module) => module.WatchListIsland),
);

export function MemberWatchListLoader(props: WatchListIslandProps) {
  return <WatchListIsland {...props} />;
}
