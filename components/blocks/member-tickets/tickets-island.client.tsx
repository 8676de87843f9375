'use client';

import type { MemberIslandConfig } from '../member-shared/island-config';
import { MemberIsland } from '../member-shared/member-island.client';
import { MyTickets } from './my-tickets.client';

/** The member's tickets with the page's member store. */
export function TicketsIsland({
  config,
  headingLevel,
}: {
  config: MemberIslandConfig;
  headingLevel: 2 | 3;
}) {
  return (
    <MemberIsland config={config}>
      <MyTickets headingLevel={headingLevel} />
    </MemberIsland>
  );
}

/** The default export, so member-loaders.client.tsx's `import()` needs no `.then` (fewer bytes in the chunks every page shares). */
export default TicketsIsland;
