import { useLayoutEffect, useState } from 'react';
import { makeStore, type AppStore, type StoreConfig } from './make-store';

let browserStore: AppStore | undefined;
let openIslands = 0;

/**
 * The store of a client island. In the browser every island of the page shares one store (the
 * header entry and the member blocks see the same member); on the server (pre-rendering) each
 * render gets its own, since server output must not share state. When the last island of a page
 * unmounts, its pending requests are cancelled (the store keeps listening). A logout by the
 * header (which uses the session owner without a store) reaches the store through the session
 * saga (store/user/session-saga.ts).
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
