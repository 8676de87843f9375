import type { Ticket } from '@/lib/schemas';
import { loadOnce } from '@/lib/load-once';
import { clearSavedTickets, savedTicketsKey } from '@/lib/filmclub-profile';
import type { ProfileStorage } from './profile-storage';

/**
 * The member's last fetched tickets, kept in localStorage so "Mine billetter" and the QR codes
 * stay readable offline (issue 6). Kept by the page rather than in the service worker's cache:
 * it works before a worker controls the page, it is tied to the member who fetched it (178 sends
 * its token in a header, so a URL-keyed cache could not tell members apart), and logging out
 * clears it with the profile (lib/filmclub-profile.ts clearProfile, also used by the header).
 */
export interface SavedTickets {
  /** The member the tickets belong to (UserName). */
  userName: string;
  /** When they were fetched, epoch milliseconds. */
  savedAt: number;
  items: Ticket[];
}

/** The schema of the saved copy, with zod, loaded on the first read only (a read is rare: the backend could not be reached). */
const loadSchema = loadOnce(() => import('./saved-tickets-schema'));

export { clearSavedTickets, savedTicketsKey };

/** Stores the tickets just fetched (replacing the previous copy). A full or blocked storage is ignored: the copy is a convenience. */
export function saveTickets(
  storage: ProfileStorage | undefined,
  partnerId: number,
  saved: SavedTickets,
): void {
  try {
    storage?.setItem(savedTicketsKey(partnerId), JSON.stringify(saved));
  } catch (error) {
    console.warn('Saving the tickets for offline use failed:', error);
  }
}

/**
 * The saved tickets of `userName`, or null when there are none, they are another member's, or
 * unreadable (also when the schema's chunk cannot load, e.g. offline before any worker cached it).
 */
export async function readSavedTickets(
  storage: ProfileStorage | undefined,
  partnerId: number,
  userName: string,
): Promise<SavedTickets | null> {
  const text = storage?.getItem(savedTicketsKey(partnerId));
  if (!text) return null;
  try {
    const { savedTicketsSchema } = await loadSchema();
    const saved = savedTicketsSchema.safeParse(JSON.parse(text));
    return saved.success && saved.data.userName === userName ? saved.data : null;
  } catch {
    return null;
  }
}
