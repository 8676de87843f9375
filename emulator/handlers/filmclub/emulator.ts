import { PARTNER_IDS, type PartnerId } from './operations';
import type { Catalogue } from './programme';
import { seededBackend, type BackendState } from './state';

/** Default lifetime of a backend-178 access token (ms); `POST _control/token-ttl` changes it. */
export const DEFAULT_TOKEN_TTL_MS = 60_000;

/** The in-memory state of both emulated backends behind one `filmclubHandlers(base)` call. */
export interface FilmclubEmulator {
  /** The site's films and showings the backends know (programme.ts). */
  readonly catalogue: Catalogue;
  backends: Record<PartnerId, BackendState>;
  tokenTtlMs: number;
}

const seededBackends = (catalogue: Catalogue): Record<PartnerId, BackendState> =>
  Object.fromEntries(
    PARTNER_IDS.map((partnerId) => [partnerId, seededBackend(partnerId, catalogue)]),
  ) as Record<PartnerId, BackendState>;

export const createEmulator = (catalogue: Catalogue): FilmclubEmulator => ({
  catalogue,
  backends: seededBackends(catalogue),
  tokenTtlMs: DEFAULT_TOKEN_TTL_MS,
});

/**
 * Back to the seed: seeded members only, no sessions or tokens, no faults, empty logs, default
 * TTL; hung calls answer. With `partnerId`, only that backend is reset (its hung calls, and the
 * TTL only with 178), so tests of the two backends can run side by side.
 */
export function resetEmulator(emulator: FilmclubEmulator, partnerId?: PartnerId): void {
  // Only the reset backend's hung calls answer: a test of the other backend may be holding one open.
  for (const id of partnerId ? [partnerId] : PARTNER_IDS) {
    const hung = emulator.backends[id].hung;
    for (const release of [...hung]) release();
    emulator.backends[id] = seededBackend(id, emulator.catalogue);
  }
  // The TTL is backend 178's: a reset of 118 alone leaves a 178 test's TTL as it set it.
  if (partnerId !== 118) emulator.tokenTtlMs = DEFAULT_TOKEN_TTL_MS;
}
