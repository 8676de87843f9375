import type { UserProfile } from './schemas';

/** The minimal Storage the profile needs (window.localStorage in the browser). */
export type ProfileStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage keys of docs/product.md, Film club: the current key ends in `-new`; the older one is read as a fallback. */
export const profileKeys = (partnerId: number) => ({
  current: `filmclub-${partnerId}-profile-new`,
  legacy: `filmclub-${partnerId}-profile`,
});

/**
 * A stored profile, checked by hand rather than with zod: this module also runs in the header of
 * every page, which must stay light (the same shape as lib/schemas/filmclub.ts userProfileSchema).
 */
export function parseProfile(text: string | null): UserProfile | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { userName, email, token } = value as Record<string, unknown>;
    return typeof userName === 'string' &&
      typeof email === 'string' &&
      typeof token === 'string' &&
      token !== ''
      ? { userName, email, token }
      : null;
  } catch {
    return null;
  }
}

/** localStorage key of the member's last fetched tickets (services/filmclub/ticket-storage.ts); logout removes it. */
export const savedTicketsKey = (partnerId: number) => `filmclub-${partnerId}-tickets`;

/** Forgets the saved tickets (a new login, and logout through clearProfile). Storage only, like writeProfile. */
export function clearSavedTickets(storage: ProfileStorage | undefined, partnerId: number): void {
  storage?.removeItem(savedTicketsKey(partnerId));
}

/** The stored profile: the current key, or a session saved by the earlier site under the older key. */
export function readProfile(
  storage: ProfileStorage | undefined,
  partnerId: number,
): UserProfile | null {
  if (!storage) return null;
  const keys = profileKeys(partnerId);
  return parseProfile(storage.getItem(keys.current)) ?? parseProfile(storage.getItem(keys.legacy));
}

/**
 * Stores the profile after login or registration (docs/product.md, Constants: key ending in -new). Storage only:
 * the session (lib/filmclub-session.ts) calls it and tells everyone who follows the member.
 */
export function writeProfile(
  storage: ProfileStorage | undefined,
  partnerId: number,
  profile: UserProfile,
): void {
  storage?.setItem(profileKeys(partnerId).current, JSON.stringify(profile));
}

/** Clears both keys and the saved tickets on logout (docs/product.md, Film club; privacy). Storage only, like writeProfile. */
export function clearProfile(storage: ProfileStorage | undefined, partnerId: number): void {
  const keys = profileKeys(partnerId);
  storage?.removeItem(keys.current);
  storage?.removeItem(keys.legacy);
  clearSavedTickets(storage, partnerId);
}
