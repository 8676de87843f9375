'use client';

import type { MemberIslandConfig } from '../member-shared/island-config';
import { MemberStoreProvider } from '../member-shared/member-store-provider.client';
import { ForgotPasswordForm } from './forgot-password-form.client';

/** The forgot-password form with the page's member store. */
export function ForgotPasswordIsland({ config }: { config: MemberIslandConfig }) {
  return (
    <MemberStoreProvider config={config}>
      <ForgotPasswordForm />
    </MemberStoreProvider>
  );
}

/** The default export, so member-loaders.client.tsx's `import()` needs no `.then` (fewer bytes in the chunks every page shares). */
export default ForgotPasswordIsland;
