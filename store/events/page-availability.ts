import type { LiveAvailabilityMap } from './live-availability';

let current: LiveAvailabilityMap = {};
const listeners = new Set<() => void>();

/**
 * The live availability of the page's showings, for islands that filter on it (the programme's
 * «Skjul utsolgte»): the snapshot of the one store the page's live status opens
 * (components/shared/live-status-run.client.tsx), so the card and the filter read one fact
 * (docs/product.md, One availability). Empty until the store answers, and after a failure: then
 * the build's availability holds.
 */
export const pageAvailability = {
  /** The store's current answers by event id; the same object until the next answer. Empty on the server and while hydrating (nothing is asked before). */
  snapshot: (): LiveAvailabilityMap => current,
  /** Calls `listener` after each new snapshot; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Sets the snapshot (the page store's); listeners hear only of a new object. */
  publish(next: LiveAvailabilityMap): void {
    if (next === current) return;
    current = next;
    for (const listener of listeners) listener();
  },
};
