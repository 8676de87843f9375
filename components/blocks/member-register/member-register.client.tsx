'use client';

import dynamic from 'next/dynamic';
import type { MemberIslandConfig } from '../member-shared/island-config';

/** Loads the registration island in its own chunk: store, saga and axios code reach only this page. */
const RegisterIsland = dynamic(() =>
  import('./register-island.client').then((module) => module.RegisterIsland),
);

export function MemberRegisterLoader({ config }: { config: MemberIslandConfig }) {
  return <RegisterIsland config={config} />;
}
