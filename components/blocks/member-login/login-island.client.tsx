'use client';

import type { MemberIslandConfig } from '../member-shared/island-config';
import { MemberIsland } from '../member-shared/member-island.client';
import { LoginForm } from './login-form.client';

/** The login form with the page's member store. */
export function LoginIsland({ config }: { config: MemberIslandConfig }) {
  return (
    <MemberIsland config={config}>
      <LoginForm />
    </MemberIsland>
  );
}

/** The default export, so member-loaders.client.tsx's `import()` needs no `.then` (fewer bytes in the chunks every page shares). */
export default LoginIsland;
