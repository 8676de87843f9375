'use client';

import type { MemberIslandConfig } from '../member-shared/island-config';
import { memberIslands } from '../member-shared/member-loaders.client';

/** The login island in its own chunk, only in a build with a film club (member-loaders.client.tsx). */
export function MemberLoginLoader({ config }: { config: MemberIslandConfig }) {
  return memberIslands && <memberIslands.LoginIsland config={config} />;
}
