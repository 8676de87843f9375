import type { Availability } from '@/lib/schemas';
import { fetchBasicEvents, type LiveAvailability } from '@/services/runtime/basic-events';

/** Where the store asks, fixed at build time (docs/architecture.md, Configuration). */
export interface LiveAvailabilityConfig {
  runtimeUrl: string;
  /** The `site` value of the runtime events call (docs/product.md, Outside services). */
  site: string;
}

/** Live availability by event id: a new object after each answer, so React sees the change. */
export type LiveAvailabilityMap = Readonly<Record<string, Availability>>;

/**
 * The `events` state of docs/product.md, Client state. Not Redux: every film and culture page
 * loads it, so it stays a few hundred bytes over `fetch`.
 */
export interface LiveAvailabilityStore {
  /**
   * Asks once for the ids never asked before (docs/product.md, State transitions) and merges the
   * answers. A failure only logs (docs/product.md, Errors): the list keeps what the build knew.
   */
  want(ids: readonly string[]): void;
  snapshot(): LiveAvailabilityMap;
  subscribe(listener: () => void): () => void;
  /** The visitor left: aborts pending calls, and their unanswered ids may be asked again. */
  close(): void;
}

/**
 * The longest `keys` list of one call (characters): servers commonly refuse a request line over
 * 8 KB, and the largest page of the embedded programme needs about 5,300 (`/filmoversikt`).
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
