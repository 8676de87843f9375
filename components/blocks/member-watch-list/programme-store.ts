import {
  parseProgrammeShowings,
  PROGRAMME_SHOWINGS_PATH,
  type ProgrammeShowings,
} from '@/lib/programme-showings';

/** The built programme as the watch list sees it: not yet loaded, loaded, or failed (the list then says so once). */
export type ProgrammeState =
  { status: 'loading' } | { status: 'ready'; programme: ProgrammeShowings } | { status: 'failed' };

let state: ProgrammeState = { status: 'loading' };
let started = false;
const listeners = new Set<() => void>();

function set(next: ProgrammeState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Fetches the build's programme file once per page (the service worker answers offline). */
function load(): void {
  if (started) return;
  started = true;
  fetch(PROGRAMME_SHOWINGS_PATH)
    .then(async (response) => {
      if (!response.ok) throw new Error(`programme showings: HTTP ${response.status}`);
      set({ status: 'ready', programme: parseProgrammeShowings(await response.json()) });
    })
    .catch((error: unknown) => {
      console.error(error);
      // A later mount (a retry of the list) tries again.
      started = false;
      set({ status: 'failed' });
    });
}

/** For useSyncExternalStore: subscribing starts the load. */
export function subscribeProgramme(listener: () => void): () => void {
  listeners.add(listener);
  load();
  return () => listeners.delete(listener);
}

export const programmeSnapshot = (): ProgrammeState => state;

/** The server's snapshot: the island renders only in the browser, so always loading. */
export const LOADING: ProgrammeState = { status: 'loading' };
export const programmeServerSnapshot = (): ProgrammeState => LOADING;
