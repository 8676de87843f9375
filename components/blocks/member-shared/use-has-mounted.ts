import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while hydrating, true afterwards. Member screens wait for it before
 * choosing between "logged in" and "logged out": the profile lives in localStorage, which the
 * pre-rendered HTML cannot know, and guessing would flash the wrong screen.
 */
export function useHasMounted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
