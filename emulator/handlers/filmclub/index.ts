import { accountHandlers } from './account';
import { sessionAuth } from './auth-118';
import { tokenAuth } from './auth-178';
import type { BackendAuth } from './auth';
import type { BackendContext } from './context';
import { controlHandlers } from './control';
import { createEmulator } from './emulator';
import { memberHandlers } from './member';
import { movieHandlers } from './movies';
import { PARTNER_IDS, type PartnerId } from './operations';
import type { Catalogue } from './programme';

/** The path part of a base url ('' or 'http://host/api' → '' or '/api'), for the session cookie's Path. */
const basePath = (base: string): string =>
  (/^https?:\/\//.test(base) ? new URL(base).pathname : base).replace(/\/+$/, '');

/**
 * MSW handlers of the two film-club backends (docs/product.md, Film club) under `<base>/filmclub/118/` (session
 * cookies) and `<base>/filmclub/178/` (expiring bearer tokens), plus the test controls under
 * `<base>/filmclub/_control/` (control.ts). Each call makes one independent in-memory emulator,
 * seeded with one member per backend (README.md, "Film-club emulator"), knowing the films and
 * showings of `catalogue` (programme.ts loadCatalogue).
 */
export function filmclubHandlers(base: string, catalogue: Catalogue) {
  const emulator = createEmulator(catalogue);
  const auths: Record<PartnerId, BackendAuth> = {
    118: sessionAuth(`${basePath(base)}/filmclub/118`),
    178: tokenAuth(() => emulator.tokenTtlMs),
  };
  const backends = PARTNER_IDS.flatMap((partnerId) => {
    const context: BackendContext = {
      partnerId,
      root: `${base}/filmclub/${partnerId}`,
      auth: auths[partnerId],
      emulator,
    };
    return [...accountHandlers(context), ...memberHandlers(context), ...movieHandlers(context)];
  });
  return [...controlHandlers(`${base}/filmclub/_control`, emulator, auths), ...backends];
}
