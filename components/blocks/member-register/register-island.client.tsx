'use client';

import type { MemberIslandConfig } from '../member-shared/island-config';
import { MemberIsland } from '../member-shared/member-island.client';
import { RegisterForm } from './register-form.client';

/** The registration form with the page's member store. */
export function RegisterIsland({ config }: { config: MemberIslandConfig }) {
  return (
    <MemberIsland config={config}>
      <RegisterForm />
    </MemberIsland>
  );
}

/** The default export, so member-loaders.client.tsx's `import()` needs no `.then` (fewer bytes in the chunks every page shares). */
export default RegisterIsland;
