import { useSyncExternalStore } from 'react';
import { isAccountPage, RETURN_PARAM } from '@/lib/return-path';
import { useSearch } from '@/components/shared/url-state';

/** Hash changes; the query's changes come through `useSearch` (url-state.ts owns their events). */
function subscribeToHash(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * Where «Logg inn» and «Bli medlem» bring the member back to (docs/product.md, Return after
 * login): this page with its query and hash, kept current as filters change it; on the login,
 * registration and forgot-password pages the `tilbake` they were given (null without one). Null
 * on the server: the pre-rendered link names the page's path only.
 */
export function useReturnPath(): string | null {
  // Renders again when filters or Back and forward change the query; the snapshot then reads the new URL.
  useSearch();
  const href = useSyncExternalStore(subscribeToHash, here, () => null);
  if (href === null) return null;
  const url = new URL(href, window.location.origin);
  return isAccountPage(url.pathname) ? url.searchParams.get(RETURN_PARAM) : href;
}
