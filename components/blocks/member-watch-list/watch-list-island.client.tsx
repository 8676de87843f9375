'use client';

import type { MemberIslandConfig } from '../member-shared/island-config';
import { MemberStoreProvider } from '../member-shared/member-store-provider.client';
import { MyWatchList, type MyWatchListProps } from './my-watch-list.client';

export interface WatchListIslandProps extends MyWatchListProps {
  config: MemberIslandConfig;
}

/** The member's watch list with the page's member store. */
export function WatchListIsland({ config, ...props }: WatchListIslandProps) {
  return (
    <MemberStoreProvider config={config}>
      <MyWatchList {...props} />
    </MemberStoreProvider>
  );
}

/** The default export, so member-loaders.client.tsx's `import()` needs no `.then` (fewer bytes in the chunks every page shares). */
export default WatchListIsland;
