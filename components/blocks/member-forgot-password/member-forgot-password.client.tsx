'use client';

import dynamic from 'next/dynamic';
import type { MemberIslandConfig } from '../member-shared/island-config';

/** Loads the forgot-password island in its own chunk: store, saga and axios code reach only this page. */
const ForgotPasswordIsland = dynamic(() =>
  import('./forgot-password-island.client').then((module) => module.ForgotPasswordIsland),
);

export function MemberForgotPasswordLoader({ config }: { config: MemberIslandConfig }) {
  return <ForgotPasswordIsland config={config} />;
}
