import { useEffect, useState } from 'react';
import { makeStore, type AppStore, type StoreConfig } from './make-store';

let browserStore: AppStore | undefined;
let openIslands = 0;

/**
 * The store of a client island. In the browser every island of the page shares one store (the
 * header entry and the member blocks see the same member); on the server (pre-rendering) each
 * render gets its own, since server output must not share state. The sagas run while at least
 * one island is mounted; when the last one unmounts, pending requests are cancelled.
 */
export function useIslandStore(config: Omit<StoreConfig, 'storage'>): AppStore {
  const [store] = useState(() => {
    if (typeof window === 'undefined') return makeStore(config);
    browserStore ??= makeStore({ ...config, storage: window.localStorage });
    return browserStore;
  });
  useEffect(() => {
    openIslands += 1;
    store.open();
    return () => {
      openIslands -= 1;
      if (openIslands === 0) store.close();
    };
  }, [store]);
  return store;
}
