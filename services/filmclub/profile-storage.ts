import { userProfileSchema, type UserProfile } from '@/lib/schemas';

/** The minimal Storage the profile needs (window.localStorage in the browser). */
export type ProfileStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage keys of DESIGN.md §3: the current key ends in `-new`; the older one is read as a fallback. */
export const profileKeys = (partnerId: number) => ({ current: `filmclub-${partnerId}-profile-new`, legacy: `filmclub-${partnerId}-profile` });

function parse(text: string | null): UserProfile | null {
  if (!text) return null;
  try {
    const result = userProfileSchema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** The stored profile: the current key, or a session saved by the earlier site under the older key. */
export function readProfile(storage: ProfileStorage | undefined, partnerId: number): UserProfile | null {
  if (!storage) return null;
  const keys = profileKeys(partnerId);
  return parse(storage.getItem(keys.current)) ?? parse(storage.getItem(keys.legacy));
}

/** Stores the profile after login or registration (SPEC.md §9: key ending in -new). */
export function writeProfile(storage: ProfileStorage | undefined, partnerId: number, profile: UserProfile): void {
  storage?.setItem(profileKeys(partnerId).current, JSON.stringify(profile));
}

/** Clears both keys on logout (DESIGN.md §3). */
export function clearProfile(storage: ProfileStorage | undefined, partnerId: number): void {
  const keys = profileKeys(partnerId);
  storage?.removeItem(keys.current);
  storage?.removeItem(keys.legacy);
}
