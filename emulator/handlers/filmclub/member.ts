import {
  addToWatchlistRequestSchema,
  type WireTicket,
  type WireWatchListMovie,
  type addToWatchlistResponseSchema,
} from '@/services/filmclub/wire';
import type { z } from 'zod';
import type { BackendContext } from './context';
import { memberOperation } from './operation';
import { paged } from './paging';
import { filmById } from './programme';
import { errors, json, readJson } from './respond';
import { toWireTicket, toWireWatchListMovie } from './to-wire';

/** The url of a QR image answered beside a ticket list call: QrCodeDx under the same backend. */
const qrImageUrl =
  (request: Request) =>
  (code: string): string =>
    new URL(`QrCodeDx?code=${encodeURIComponent(code)}`, request.url).href;

/**
 * The member's own data (docs/product.md, Film club), all needing authentication:
 * - GetWatchlistDx?skip&take → `{ Items: WireWatchListMovie[], Total }`, in the order added;
 * - AddToWatchlistDx `{id}` (MovieId, or an EDI number) → `{ Added: true, Movie }`, idempotent; unknown id → 404;
 * - GetTicketsDx?skip&take → `{ Items: WireTicket[], Total }`, soonest first.
 */
export function memberHandlers(context: BackendContext) {
  return [
    memberOperation(context, 'GET', 'GetWatchlistDx', (request, _backend, member) => {
      const movies = member.watchList.flatMap((id) => {
        const film = filmById(context.emulator.catalogue, id);
        return film ? [toWireWatchListMovie(film)] : [];
      });
      const page = paged<WireWatchListMovie>(request, movies);
      return page instanceof Response ? page : json(page);
    }),
    memberOperation(context, 'POST', 'AddToWatchlistDx', async (request, _backend, member) => {
      const body = addToWatchlistRequestSchema.safeParse(await readJson(request));
      if (!body.success) return errors.invalidInput('Ugyldig forespørsel: id mangler.');
      const film = filmById(context.emulator.catalogue, body.data.id.trim());
      if (!film) return errors.filmNotFound();
      if (!member.watchList.includes(film.movieId)) member.watchList.push(film.movieId);
      return json({ Added: true, Movie: toWireWatchListMovie(film) } satisfies z.infer<
        typeof addToWatchlistResponseSchema
      >);
    }),
    memberOperation(context, 'GET', 'GetTicketsDx', (request, _backend, member) => {
      const tickets = member.tickets.flatMap((ticket) => {
        const film = filmById(context.emulator.catalogue, ticket.movieId);
        return film ? [toWireTicket(context.partnerId, ticket, film, qrImageUrl(request))] : [];
      });
      tickets.sort((a, b) => Date.parse(a.StartTime) - Date.parse(b.StartTime));
      const page = paged<WireTicket>(request, tickets);
      return page instanceof Response ? page : json(page);
    }),
  ];
}
