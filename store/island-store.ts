import { useLayoutEffect, useState } from 'react';
import { makeStore, type AppStore, type StoreConfig } from './make-store';

let browserStore: AppStore | undefined;
let openIslands = 0;

/**
 * The store of a member island: in the browser one per page, shared by its islands; on the server
 * one per render. When the last island of a page unmounts, its pending requests are cancelled.
 */
export function useIslandStore(config: Omit<StoreConfig, 'storage'>): AppStore {
  const [store] = useState(() => {
    if (typeof window === 'undefined') return makeStore(config);
    browserStore ??= makeStore({ ...config, storage: window.localStorage });
    return browserStore;
  });
  useLayoutEffect(() => {
    openIslands += 1;
    store.open();
    return () => {
      openIslands -= 1;
      if (openIslands === 0) store.close();
    };
  }, [store]);
  return store;
}
