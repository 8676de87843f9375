import type { PartnerId } from './operations';
import type { Catalogue } from './programme';
import type { SeededMember, TicketSeed } from './seed';

/** More than two pages of 10 (docs/testing.md, Film-club emulator): 23 tickets. */
const MANY_TICKETS = 23;
const DAY_MS = 86_400_000;

/** Their logins (README.md, docs/testing.md). */
export const MANY_LISTS_MEMBERS: Record<
  PartnerId,
  { email: string; password: string; userName: string }
> = {
  118: { email: 'liv.lerret@example.no', password: 'Lerret2026!', userName: 'livl' },
  178: { email: 'per.popcorn@example.no', password: 'Popcorn2026!', userName: 'perp' },
};

/**
 * The member of a backend with many tickets and films, for paging (issue 30): a ticket for each of
 * the first 23 showings starting a day or more after the clock (fewer if the programme has fewer),
 * and every film the catalogue knows on the watch list (21 with the embedded content).
 */
export function manyListsMember(partnerId: PartnerId, catalogue: Catalogue): SeededMember {
  const earliest = catalogue.now.getTime() + DAY_MS;
  const tickets = catalogue.showings
    .filter((showing) => Date.parse(showing.startTime) >= earliest)
    .slice(0, MANY_TICKETS)
    .map((showing, index): TicketSeed => ({
      number: 300 + index,
      movieId: showing.movieId,
      startTime: showing.startTime,
      ...(showing.endTime && { endTime: showing.endTime }),
      hall: showing.hall,
      rows: [{ row: String(1 + (index % 12)), seats: [String(1 + index), String(2 + index)] }],
      notes: null,
      qrImage: false,
    }));
  return {
    ...MANY_LISTS_MEMBERS[partnerId],
    tickets,
    watchList: catalogue.films.map((film) => film.movieId),
  };
}
