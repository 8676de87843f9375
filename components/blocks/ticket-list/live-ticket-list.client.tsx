'use client';

import dynamic from 'next/dynamic';
import type { LiveTicketIslandProps } from './live-ticket-island.client';

/**
 * The live-availability island in its own chunk: every page is one route, so a direct import would
 * land in the chunk all pages share. Still server-rendered.
 */
const LiveTicketIsland = dynamic(() =>
  import('./live-ticket-island.client').then((module) => module.LiveTicketIsland),
);

export function LiveTicketList(props: LiveTicketIslandProps) {
  return <LiveTicketIsland {...props} />;
}
