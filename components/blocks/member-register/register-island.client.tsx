'use client';

import type { MemberIslandConfig } from '../member-shared/island-config';
import { MemberStoreProvider } from '../member-shared/member-store-provider.client';
import { RegisterForm } from './register-form.client';

/** The registration form with the page's member store. */
export function RegisterIsland({ config }: { config: MemberIslandConfig }) {
  return (
    <MemberStoreProvider config={config}>
      <RegisterForm />
    </MemberStoreProvider>
  );
}

/** The default export, so member-loaders.client.tsx's `import()` needs no `.then` (fewer bytes in the chunks every page shares). */
export default RegisterIsland;
