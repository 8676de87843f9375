'use client';

import dynamic from 'next/dynamic';
import type { MemberIslandConfig } from '../member-shared/island-config';

/** Loads the tickets island in its own chunk (with the qrcode library): store, saga and axios code reach only this page. */
const TicketsIsland = dynamic(() =>
  import('./tickets-island.client').then((module) => module.TicketsIsland),
);

export function MemberTicketsLoader(props: { config: MemberIslandConfig; headingLevel: 2 | 3 }) {
  return <TicketsIsland {...props} />;
}
