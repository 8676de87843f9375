import {
  clearProfile,
  clearSavedTickets,
  readProfile,
  writeProfile,
  type ProfileStorage,
} from './filmclub-profile';
import type { UserProfile } from './schemas';

/**
 * The one owner of a film-club session (docs/product.md, Film club): the member's profile (kept in
 * localStorage), the access token in use (178, in memory only) and the login state. The header,
 * the API client and the store all go through it. It is tiny and free of the store, axios and
 * zod, so the header of every content page can use it; the store follows it by `subscribe`.
 */
export interface FilmclubSession {
  readonly partnerId: number;
  /** The logged-in member, or null. React's getSnapshot, so it reads no storage and returns a stable object. */
  profile(): UserProfile | null;
  /** Counts member changes; an answer from an older generation belongs to a member who is gone and is dropped. */
  generation(): number;
  /** The token for `Authorization` (178): the last refreshed access token, else the profile token; null when logged out. */
  accessToken(): string | null;
  /** Keeps a token SwitchTokensDx returned, unless the member changed since `generation`; true when kept. */
  setAccessToken(token: string, generation: number): boolean;
  /** Starts a member's session (login, registration): stores the profile, drops any saved tickets, tells subscribers. */
  signIn(profile: UserProfile): void;
  /** Ends the session: forgets token, profile and saved tickets, tells subscribers. Safe when logged out. */
  logout(): void;
  /** Calls `listener` after every member change, also one made in another tab or while the page sat in the back-forward cache. */
  subscribe(listener: () => void): () => void;
}

const sameMember = (a: UserProfile | null, b: UserProfile | null) =>
  a?.token === b?.token && a?.userName === b?.userName && a?.email === b?.email;

function createSession(partnerId: number, storage: ProfileStorage | undefined): FilmclubSession {
  const listeners = new Set<() => void>();
  let profile = readProfile(storage, partnerId);
  let generation = 0;
  let accessToken: string | null = null;
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const become = (next: UserProfile | null) => {
    profile = next;
    accessToken = null;
    generation += 1;
  };
  /** Re-reads the stored profile after a change this session did not make; true when the member changed. */
  const sync = (): boolean => {
    const stored = readProfile(storage, partnerId);
    if (sameMember(stored, profile)) return false;
    become(stored);
    return true;
  };
  if (typeof window !== 'undefined' && storage) {
    window.addEventListener('storage', (event) => {
      if ((event.key === null || event.key.startsWith(`filmclub-${partnerId}-`)) && sync())
        notify();
    });
    // A page restored from the back-forward cache kept its memory from before a logout elsewhere.
    window.addEventListener('pageshow', (event) => {
      if (event.persisted && sync()) notify();
    });
  }
  return {
    partnerId,
    profile: () => profile,
    generation: () => generation,
    accessToken: () => (profile ? (accessToken ?? profile.token) : null),
    setAccessToken: (token, at) => {
      if (at !== generation || !profile) return false;
      accessToken = token;
      return true;
    },
    signIn: (next) => {
      clearSavedTickets(storage, partnerId);
      writeProfile(storage, partnerId, next);
      become(next);
      notify();
    },
    logout: () => {
      const hadMember = profile !== null;
      clearProfile(storage, partnerId);
      become(null);
      if (hadMember) notify();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const sessions = new WeakMap<ProfileStorage, Map<number, FilmclubSession>>();

/** The one session per storage and partner; without a storage (pre-rendering) a fresh, logged-out one. */
export function filmclubSession(
  partnerId: number,
  storage: ProfileStorage | undefined,
): FilmclubSession {
  if (!storage) return createSession(partnerId, undefined);
  let byPartner = sessions.get(storage);
  if (!byPartner) sessions.set(storage, (byPartner = new Map()));
  let session = byPartner.get(partnerId);
  if (!session) byPartner.set(partnerId, (session = createSession(partnerId, storage)));
  return session;
}
