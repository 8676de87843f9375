import { http } from 'msw';
import QRCode from 'qrcode';
import type { WireReview } from '@/services/filmclub/wire';
import { movieInfoOf, reviewsOf } from './catalogue';
import type { BackendContext } from './context';
import type { EmulatedFilm } from './films';
import { memberOperation } from './operation';
import { paged } from './paging';
import { filmByEdi, type Catalogue } from './programme';
import { errors, json } from './respond';

/** The film the `edi` query parameter names, or its 400/404 answer. */
function filmOf(catalogue: Catalogue, request: Request): EmulatedFilm | Response {
  const edi = new URL(request.url).searchParams.get('edi')?.trim();
  if (!edi) return errors.invalidInput('edi mangler.');
  return filmByEdi(catalogue, edi) ?? errors.filmNotFound();
}

/**
 * Film data of one backend (docs/product.md, Film club), needing authentication like every member call:
 * - GetMovieByEdiDx?edi → WireMovieInfo; unknown edi → 404 NOT_FOUND;
 * - GetReviewsByEdiDx?edi&skip&take (take 20 by default) → `{ Items: WireReview[], Total }`;
 * - QrCodeDx?code → the PNG of a ticket's QR payload: the target of a ticket's QRUrl, open
 *   (an <img> sends no bearer token), not one of the contract's calls.
 */
export function movieHandlers(context: BackendContext) {
  return [
    memberOperation(context, 'GET', 'GetMovieByEdiDx', (request) => {
      const film = filmOf(context.emulator.catalogue, request);
      return film instanceof Response ? film : json(movieInfoOf(context.partnerId, film));
    }),
    memberOperation(context, 'GET', 'GetReviewsByEdiDx', (request, _backend, _member, now) => {
      const film = filmOf(context.emulator.catalogue, request);
      if (film instanceof Response) return film;
      const page = paged<WireReview>(request, reviewsOf(context.partnerId, film, now), 20);
      return page instanceof Response ? page : json(page);
    }),
    http.get(`${context.root}/QrCodeDx`, async ({ request }) => {
      const code = new URL(request.url).searchParams.get('code');
      if (!code) return errors.invalidInput('code mangler.');
      const png = await QRCode.toBuffer(code, { type: 'png', margin: 2, width: 240 });
      return new Response(new Uint8Array(png), {
        headers: { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' },
      });
    }),
  ];
}
