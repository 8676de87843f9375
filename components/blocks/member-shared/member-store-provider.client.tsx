'use client';

import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useIslandStore } from '@/store/island-store';
import type { MemberIslandConfig } from './island-config';

/**
 * Provides the page's one store to a member island. Import only from a file loaded with
 * `next/dynamic`, so store code stays out of content pages.
 */
export function MemberStoreProvider({
  config,
  children,
}: {
  config: MemberIslandConfig;
  children: ReactNode;
}) {
  const store = useIslandStore(config);
  return <Provider store={store}>{children}</Provider>;
}
