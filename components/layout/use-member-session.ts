import { useCallback, useSyncExternalStore } from 'react';
import { filmclubSession, type FilmclubSession } from '@/lib/filmclub-session';

/** The session of this page (the one the store's API client also uses); null on the server. */
const sessionOf = (partnerId: number): FilmclubSession | null =>
  typeof window === 'undefined' ? null : filmclubSession(partnerId, window.localStorage);

/**
 * The header's member from lib/filmclub-session.ts (free of store and HTTP code): the user name,
 * null on the server and for visitors, and `logout` for the whole page.
 */
export function useMemberSession(partnerId: number): {
  userName: string | null;
  logout: () => void;
} {
  const subscribe = useCallback(
    (onChange: () => void) => sessionOf(partnerId)?.subscribe(onChange) ?? (() => {}),
    [partnerId],
  );
  const profile = useSyncExternalStore(
    subscribe,
    () => sessionOf(partnerId)?.profile() ?? null,
    () => null,
  );
  const logout = useCallback(() => sessionOf(partnerId)?.logout(), [partnerId]);
  return { userName: profile?.userName ?? null, logout };
}
