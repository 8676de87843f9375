'use client';

import type { MemberIslandConfig } from '../member-shared/island-config';
import { MemberIsland } from '../member-shared/member-island.client';
import { ForgotPasswordForm } from './forgot-password-form.client';

/** The forgot-password form with the page's member store. */
export function ForgotPasswordIsland({ config }: { config: MemberIslandConfig }) {
  return (
    <MemberIsland config={config}>
      <ForgotPasswordForm />
    </MemberIsland>
  );
}

/** The default export, so member-loaders.client.tsx's `import()` needs no `.then` (fewer bytes in the chunks every page shares). */
export default ForgotPasswordIsland;
