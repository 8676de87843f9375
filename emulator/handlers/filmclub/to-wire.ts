import { toOsloIso } from '@/lib/time';
import type { WireTicket, WireWatchListMovie } from '@/services/filmclub/wire';
import type { EmulatedFilm } from './films';
import type { PartnerId } from './operations';
import type { TicketSeed } from './seed';

/** A watch-list entry as GetWatchlistDx and AddToWatchlistDx answer it (services/filmclub/wire.ts). */
export const toWireWatchListMovie = (film: EmulatedFilm): WireWatchListMovie => ({
  MovieId: film.movieId,
  Title: film.title,
  Poster: film.poster,
  Edi: film.ediNumber,
});

/** `R5S7-8`: a seat row of the QR payload. */
const seatsCode = (row: { row: string; seats: string[] }): string =>
  `R${row.row}S${row.seats[0] ?? ''}${row.seats.length > 1 ? `-${row.seats.at(-1) ?? ''}` : ''}`;

/** `SAL1` for `Sal 1`: the hall in a QR payload, letters and digits only. */
const hallCode = (hall: string): string => hall.toUpperCase().replace(/[^A-Z0-9ÆØÅ]/g, '');

/**
 * The scannable payload of a ticket, unique per ticket:
 * `KH-<partner>-T<number>-<Oslo date>T<clock>-<hall>-<rows>`, e.g.
 * `KH-118-T000123-2026-11-28T18:00-SAL1-R5S7-8`.
 */
export function qrPayload(partnerId: PartnerId, ticket: TicketSeed): string {
  const number = `T${String(ticket.number).padStart(6, '0')}`;
  return `KH-${partnerId}-${number}-${ticket.startTime.slice(0, 16)}-${hallCode(ticket.hall)}-${ticket.rows.map(seatsCode).join('+')}`;
}

/**
 * A ticket as GetTicketsDx answers it (docs/product.md, Film-club entities): StartTime and Screen of its
 * showing in the programme, ExpirationDate at the end of the showing, `qrImageUrl` the QR image
 * url for tickets seeded with one.
 */
export function toWireTicket(
  partnerId: PartnerId,
  ticket: TicketSeed,
  film: EmulatedFilm,
  qrImageUrl: (code: string) => string,
): WireTicket {
  const startTime = ticket.startTime;
  const code = qrPayload(partnerId, ticket);
  return {
    MovieId: film.movieId,
    MovieTitle: film.title,
    Notes: ticket.notes,
    QRCode: code,
    QRUrl: ticket.qrImage ? qrImageUrl(code) : null,
    StartTime: startTime,
    ExpirationDate:
      ticket.endTime ?? toOsloIso(new Date(Date.parse(startTime) + film.lengthMinutes * 60_000)),
    Poster: film.poster,
    Screen: ticket.hall,
    SeatsInfo: {
      Info: ticket.rows
        .map(
          (row) =>
            `Rad ${row.row}, ${row.seats.length > 1 ? 'seter' : 'sete'} ${row.seats.join(', ')}`,
        )
        .join('; '),
      Rows: ticket.rows.map((row) => ({ Row: row.row, Seats: [...row.seats] })),
    },
  };
}
