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
