import { useSyncExternalStore } from 'react';
import { PROFILE_CHANGED_EVENT, parseProfile, profileKeys } from '@/lib/filmclub-profile';

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(PROFILE_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(PROFILE_CHANGED_EVENT, onChange);
  };
}

/**
 * The member's stored user name, read straight from localStorage (no store, saga or HTTP code),
 * kept current on login and logout in this tab and others. Null on the server and for visitors.
 */
export function useStoredUserName(partnerId: number): string | null {
  const keys = profileKeys(partnerId);
  const raw = useSyncExternalStore(subscribe, () => localStorage.getItem(keys.current) ?? localStorage.getItem(keys.legacy), () => null);
  return parseProfile(raw)?.userName ?? null;
}
