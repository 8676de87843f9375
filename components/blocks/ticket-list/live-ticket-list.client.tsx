'use client';

import dynamic from 'next/dynamic';
import type { LiveTicketIslandProps } from './live-ticket-island.client';

/**
 * Loads the live-availability island in its own chunk, referenced only by pages with a ticket
 * list: every page is one route, so a client component imported directly would land in the chunk
 * all pages share. It is still rendered into the HTML on the server, so the list works without
 * JavaScript; its store and the runtime call load later, when the page is idle.
 */
const LiveTicketIsland = dynamic(() =>
  import('./live-ticket-island.client').then((module) => module.LiveTicketIsland),
);

export function LiveTicketList(props: LiveTicketIslandProps) {
  return <LiveTicketIsland {...props} />;
}
