'use client';

import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useIslandStore } from '@/store/island-store';
import type { MemberIslandConfig } from './island-config';

/**
 * Provides the page's store to a member island: in the browser every island of the page shares
 * one store, which follows the member's session; leaving the screen cancels its pending requests.
 * Import this only from a file loaded with `next/dynamic`, so the store code stays out of
 * content pages (docs/product.md, Quality rules).
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
