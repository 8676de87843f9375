'use client';

import type { MemberIslandConfig } from '../member-shared/island-config';
import { MemberIsland } from '../member-shared/member-island.client';
import { MyWatchList, type MyWatchListProps } from './my-watch-list.client';

export interface WatchListIslandProps extends MyWatchListProps {
  config: MemberIslandConfig;
}

/** The member's watch list with the page's member store. */
export function WatchListIsland({ config, ...props }: WatchListIslandProps) {
  return (
    <MemberIsland config={config}>
      <MyWatchList {...props} />
    </MemberIsland>
  );
}

/** The default export, so member-loaders.client.tsx's `import()` needs no `.then` (fewer bytes in the chunks every page shares). */
export default WatchListIsland;
