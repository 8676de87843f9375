import { useSyncExternalStore } from 'react';

const CHANGE = 'kh:urlchange';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE, onChange);
  };
}

/** The page's query string; empty on the server and during hydration (the static page shows all). */
export function useSearch(): URLSearchParams {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
  return new URLSearchParams(search);
}

/** Sets (an empty list removes) query parameters without a navigation and tells every island; `push` adds a history entry. */
export function updateSearch(
  updates: Record<string, string[]>,
  { push = false }: { push?: boolean } = {},
): void {
  const params = new URLSearchParams(window.location.search);
  for (const [name, values] of Object.entries(updates)) {
    params.delete(name);
    for (const value of values) params.append(name, value);
  }
  const query = params.toString();
  const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
  if (push) window.history.pushState(window.history.state, '', url);
  else window.history.replaceState(window.history.state, '', url);
  window.dispatchEvent(new Event(CHANGE));
}

const noSubscription = () => () => {};

/** False in the server HTML and during hydration, true once the island runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
