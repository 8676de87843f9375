import { useLayoutEffect, useState } from 'react';
import { PROFILE_CHANGED_EVENT, readProfile } from '@/lib/filmclub-profile';
import { makeStore, type AppStore, type StoreConfig } from './make-store';
import { loggedOut } from './shared/logged-out';

let browserStore: AppStore | undefined;
let openIslands = 0;

/**
 * The store of a client island. In the browser every island of the page shares one store (the
 * header entry and the member blocks see the same member); on the server (pre-rendering) each
 * render gets its own, since server output must not share state. When the last island of a page
 * unmounts, its pending requests are cancelled (the store keeps listening). A logout
 * announced by the header (which reads the stored profile without a store) reaches the store.
 */
export function useIslandStore(config: Omit<StoreConfig, 'storage'>): AppStore {
  const [store] = useState(() => {
    if (typeof window === 'undefined') return makeStore(config);
    browserStore ??= makeStore({ ...config, storage: window.localStorage });
    return browserStore;
  });
  const partnerId = config.filmclub?.partnerId;
  useLayoutEffect(() => {
    openIslands += 1;
    store.open();
    // Logged out elsewhere (the header, another tab): forget the member here too.
    const onProfileChanged = () => {
      if (partnerId && store.getState().user.userProfile && !readProfile(window.localStorage, partnerId)) store.dispatch(loggedOut());
    };
    window.addEventListener(PROFILE_CHANGED_EVENT, onProfileChanged);
    window.addEventListener('storage', onProfileChanged);
    return () => {
      window.removeEventListener(PROFILE_CHANGED_EVENT, onProfileChanged);
      window.removeEventListener('storage', onProfileChanged);
      openIslands -= 1;
      if (openIslands === 0) store.close();
    };
  }, [store, partnerId]);
  return store;
}
