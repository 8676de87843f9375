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
  /** Releases of the calls held open by a `hang` rule; reset calls them all. */
  readonly hung: Set<() => void>;
}

const seededBackends = (catalogue: Catalogue): Record<PartnerId, BackendState> =>
  Object.fromEntries(PARTNER_IDS.map((partnerId) => [partnerId, seededBackend(partnerId, catalogue)])) as Record<PartnerId, BackendState>;

export const createEmulator = (catalogue: Catalogue): FilmclubEmulator => ({ catalogue, backends: seededBackends(catalogue), tokenTtlMs: DEFAULT_TOKEN_TTL_MS, hung: new Set() });

/**
 * Back to the seed: seeded members only, no sessions or tokens, no faults, empty logs, default
 * TTL; hung calls answer. With `partnerId`, only that backend is reset, so tests of the two
 * backends can run side by side.
 */
export function resetEmulator(emulator: FilmclubEmulator, partnerId?: PartnerId): void {
  if (partnerId) emulator.backends[partnerId] = seededBackend(partnerId, emulator.catalogue);
  else emulator.backends = seededBackends(emulator.catalogue);
  emulator.tokenTtlMs = DEFAULT_TOKEN_TTL_MS;
  for (const release of [...emulator.hung]) release();
  emulator.hung.clear();
}
