import type { Availability } from '@/lib/schemas';
import { fetchBasicEvents, type LiveAvailability } from '@/services/runtime/basic-events';

/** Where the live-availability store asks (docs/architecture.md, Configuration: fixed at build time). */
export interface LiveAvailabilityConfig {
  /** Runtime service base URL (RUNTIME_URL). */
  runtimeUrl: string;
  /** The site value of the runtime events call (docs/product.md, Outside services). */
  site: string;
}

/** Live availability by event id: a new object after each answer, so React sees the change. */
export type LiveAvailabilityMap = Readonly<Record<string, Availability>>;

/**
 * The store of the live ticket list (the `events` state of docs/product.md, Client state:
 * requested ids and items). Not Redux: it is loaded on demand by every film and culture page, so
 * it is a few hundred bytes over `fetch` (docs/browser.md, Live availability and the member area).
 */
export interface LiveAvailabilityStore {
  /**
   * Asks the runtime service once for the ids not requested before (docs/product.md, State
   * transitions: "ids already requested are not requested again"; in more calls only when their
   * keys pass {@link MAX_KEYS_LENGTH}) and merges the answers. A
   * failure only logs (`Live availability failed for N event(s): …`, docs/product.md, Errors):
   * the list keeps what the build knew, and those ids are not asked again.
   */
  want(ids: readonly string[]): void;
  /** The live availability known so far (empty until the runtime service has answered). */
  snapshot(): LiveAvailabilityMap;
  /** Calls `listener` after each change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** The visitor left: aborts pending calls, and their unanswered ids may be asked again. */
  close(): void;
}

/**
 * The longest `keys` list one call carries (characters): servers commonly refuse a request line
 * over 8 KB, and a page of the embedded programme needs at most about 5,300 (`/filmoversikt`), so
 * a real page asks in one call and only a programme grown far beyond a season asks in several.
 */
export const MAX_KEYS_LENGTH = 6_000;

/** `ids` in groups whose comma-joined, URL-encoded keys stay within {@link MAX_KEYS_LENGTH}. */
export function callsFor(ids: readonly string[]): string[][] {
  const calls: string[][] = [];
  let current: string[] = [];
  let length = 0;
  for (const id of ids) {
    const size = encodeURIComponent(id).length + 1;
    if (current.length > 0 && length + size > MAX_KEYS_LENGTH) {
      calls.push(current);
      current = [];
      length = 0;
    }
    current.push(id);
    length += size;
  }
  if (current.length > 0) calls.push(current);
  return calls;
}

/** A new live-availability store; nothing is asked until `want`. */
export function createLiveAvailabilityStore(config: LiveAvailabilityConfig): LiveAvailabilityStore {
  const requested = new Set<string>();
  const pending = new Set<{ controller: AbortController; ids: string[] }>();
  const listeners = new Set<() => void>();
  let items: LiveAvailabilityMap = {};

  const received = (answer: LiveAvailability[]) => {
    items = { ...items, ...Object.fromEntries(answer.map((item) => [item.id, item.availability])) };
    for (const listener of listeners) listener();
  };

  return {
    want(ids) {
      const fresh = [...new Set(ids)].filter((id) => !requested.has(id));
      if (fresh.length === 0) return;
      for (const id of fresh) requested.add(id);
      for (const ids of callsFor(fresh)) {
        const call = { controller: new AbortController(), ids };
        pending.add(call);
        fetchBasicEvents(config.runtimeUrl, config.site, ids, { signal: call.controller.signal })
          .then(
            (answer) => {
              if (!call.controller.signal.aborted) received(answer);
            },
            (error: unknown) => {
              if (call.controller.signal.aborted) return;
              const message = error instanceof Error ? error.message : String(error);
              console.error(`Live availability failed for ${ids.length} event(s): ${message}`);
            },
          )
          .finally(() => pending.delete(call));
      }
    },
    snapshot: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      for (const call of pending) {
        call.controller.abort();
        for (const id of call.ids) requested.delete(id);
      }
      pending.clear();
    },
  };
}
