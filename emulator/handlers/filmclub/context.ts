import type { BackendAuth } from './auth';
import type { FilmclubEmulator } from './emulator';
import type { PartnerId } from './operations';
import type { BackendState } from './state';

/** What the handlers of one backend share. */
export interface BackendContext {
  readonly partnerId: PartnerId;
  /** The backend's base: `${base}/filmclub/<partnerId>`. */
  readonly root: string;
  readonly auth: BackendAuth;
  readonly emulator: FilmclubEmulator;
}

/** The backend's current state (reset replaces it, so handlers look it up per call). */
export const backendOf = (context: BackendContext): BackendState =>
  context.emulator.backends[context.partnerId];
