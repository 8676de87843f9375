'use client';

import dynamic from 'next/dynamic';
import type { MemberIslandConfig } from '../member-shared/island-config';

/** Loads the login island in its own chunk: store, saga and axios code reach only this page. */
const LoginIsland = dynamic(() =>
  import('./login-island.client').then((module) => module.LoginIsland),
);

export function MemberLoginLoader({ config }: { config: MemberIslandConfig }) {
  return <LoginIsland config={config} />;
}
