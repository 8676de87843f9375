'use client';

import type { MemberIslandConfig } from '../member-shared/island-config';
import { memberIslands } from '../member-shared/member-loaders.client';

/** The tickets island (with the qrcode library) in its own chunk, only in a build with a film club (member-loaders.client.tsx). */
export function MemberTicketsLoader(props: { config: MemberIslandConfig; headingLevel: 2 | 3 }) {
  return memberIslands && <memberIslands.TicketsIsland {...props} />;
}
