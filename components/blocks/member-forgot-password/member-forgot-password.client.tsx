'use client';

import type { MemberIslandConfig } from '../member-shared/island-config';
import { memberIslands } from '../member-shared/member-loaders.client';

/** The forgot-password island in its own chunk, only in a build with a film club (member-loaders.client.tsx). */
export function MemberForgotPasswordLoader({ config }: { config: MemberIslandConfig }) {
  return memberIslands && <memberIslands.ForgotPasswordIsland config={config} />;
}
