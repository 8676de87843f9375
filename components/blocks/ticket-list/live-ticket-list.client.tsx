'use client';

import dynamic from 'next/dynamic';
import type { LiveTicketIslandProps } from './live-ticket-island.client';

/**
 * Loads the live-availability island in its own chunk, so the store, saga and axios code reach
 * only pages with a ticket list (docs/product.md, Quality rules). It is still rendered into the HTML on the server,
 * so the list works without JavaScript.
 */
const LiveTicketIsland = dynamic(() =>
  import('./live-ticket-island.client').then((module) => module.LiveTicketIsland),
);

export function LiveTicketList(props: LiveTicketIslandProps) {
  return <LiveTicketIsland {...props} />;
}
