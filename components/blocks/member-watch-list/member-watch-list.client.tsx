'use client';

import type { WatchListIslandProps } from './watch-list-island.client';
import { memberIslands } from '../member-shared/member-loaders.client';

/** The watch-list island in its own chunk, only in a build with a film club (member-loaders.client.tsx). */
export function MemberWatchListLoader(props: WatchListIslandProps) {
  return memberIslands && <memberIslands.WatchListIsland {...props} />;
}
