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

/**
 * The page's query string as the visitor's filters and chosen day live there, so a view can be
 * shared by URL. On the server and during hydration it is empty (the static page shows all).
 */
export function useSearch(): URLSearchParams {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
  return new URLSearchParams(search);
}

/**
 * Sets (or with an empty list, removes) query parameters without a navigation, and tells every
 * island. `push` adds a history entry (Back returns to the previous query); default replaces it.
 */
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

/**
 * False in the server HTML and during hydration, true once the island runs in the browser. Islands
 * wait for it before showing anything that depends on the browser (the URL, the stored profile).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
