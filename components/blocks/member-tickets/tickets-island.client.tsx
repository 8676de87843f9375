'use client';

import type { MemberIslandConfig } from '../member-shared/island-config';
import { MemberStoreProvider } from '../member-shared/member-store-provider.client';
import { MyTickets } from './my-tickets.client';
import type { TicketCalendar } from '@/lib/ticket-calendar';

/** The member's tickets with the page's member store. */
export function TicketsIsland({
  config,
  headingLevel,
  calendar,
}: {
  config: MemberIslandConfig;
  headingLevel: 2 | 3;
  calendar: TicketCalendar;
}) {
  return (
    <MemberStoreProvider config={config}>
      <MyTickets headingLevel={headingLevel} calendar={calendar} />
    </MemberStoreProvider>
  );
}

/** The default export, so member-loaders.client.tsx's `import()` needs no `.then` (fewer bytes in the chunks every page shares). */
export default TicketsIsland;
