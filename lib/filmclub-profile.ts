import type { UserProfile } from './schemas';

export type ProfileStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The older key is read as a fallback (docs/product.md, Film club). */
export const profileKeys = (partnerId: number) => ({
  current: `filmclub-${partnerId}-profile-new`,
  legacy: `filmclub-${partnerId}-profile`,
});

// By hand, not zod: this runs in the header of every page, which must stay light.
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

export const savedTicketsKey = (partnerId: number) => `filmclub-${partnerId}-tickets`;

export function clearSavedTickets(storage: ProfileStorage | undefined, partnerId: number): void {
  storage?.removeItem(savedTicketsKey(partnerId));
}

export function readProfile(
  storage: ProfileStorage | undefined,
  partnerId: number,
): UserProfile | null {
  if (!storage) return null;
  const keys = profileKeys(partnerId);
  return parseProfile(storage.getItem(keys.current)) ?? parseProfile(storage.getItem(keys.legacy));
}

/** Storage only: the session (lib/filmclub-session.ts) tells everyone who follows the member. */
export function writeProfile(
  storage: ProfileStorage | undefined,
  partnerId: number,
  profile: UserProfile,
): void {
  storage?.setItem(profileKeys(partnerId).current, JSON.stringify(profile));
}

/** Both keys and the saved tickets. Storage only, like writeProfile. */
export function clearProfile(storage: ProfileStorage | undefined, partnerId: number): void {
  const keys = profileKeys(partnerId);
  storage?.removeItem(keys.current);
  storage?.removeItem(keys.legacy);
  clearSavedTickets(storage, partnerId);
}
