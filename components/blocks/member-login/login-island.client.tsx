'use client';

import type { MemberIslandConfig } from '../member-shared/island-config';
import { MemberStoreProvider } from '../member-shared/member-store-provider.client';
import { LoginForm } from './login-form.client';

/** The login form with the page's member store. */
export function LoginIsland({ config }: { config: MemberIslandConfig }) {
  return (
    <MemberStoreProvider config={config}>
      <LoginForm />
    </MemberStoreProvider>
  );
}

/** The default export, so member-loaders.client.tsx's `import()` needs no `.then` (fewer bytes in the chunks every page shares). */
export default LoginIsland;
