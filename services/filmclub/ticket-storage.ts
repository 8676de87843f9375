import type { Ticket } from '@/lib/schemas';
import { loadOnce } from '@/lib/load-once';
import { clearSavedTickets, savedTicketsKey } from '@/lib/filmclub-profile';
import type { ProfileStorage } from './profile-storage';

/**
 * The member's last fetched tickets, readable offline. In localStorage, not the worker's cache: a
 * URL-keyed cache cannot tell members apart (178 sends its token in a header).
 */
export interface SavedTickets {
  userName: string;
  /** epoch ms */
  savedAt: number;
  items: Ticket[];
}

// zod loads on the first read only: a read is rare (the backend could not be reached).
const loadSchema = loadOnce(() => import('./saved-tickets-schema'));

export { clearSavedTickets, savedTicketsKey };

/** Replaces the saved copy; a full or blocked storage is ignored, the copy is a convenience. */
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

/** The saved tickets of `userName`; null when none, another member's, or unreadable. */
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
