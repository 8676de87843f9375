import { useCallback, useSyncExternalStore } from 'react';
import { filmclubSession, type FilmclubSession } from '@/lib/filmclub-session';

/** The session of this page (the one the store's API client also uses); null on the server. */
const sessionOf = (partnerId: number): FilmclubSession | null =>
  typeof window === 'undefined' ? null : filmclubSession(partnerId, window.localStorage);

/**
 * The member as the header sees them, from the session owner (lib/filmclub-session.ts), which is
 * free of the store, saga and HTTP code: the user name (null on the server and for visitors),
 * kept current on login and logout in this tab, other tabs and pages restored from the
 * back-forward cache; and `logout`, which ends the session for the whole page (a member screen's
 * store follows it and cancels its requests).
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
