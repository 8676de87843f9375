import { FILMS, type EmulatedFilm } from './films';
import type { PartnerId } from './operations';

/** A seat row of a ticket. */
export interface SeatRowSeed {
  row: string;
  seats: string[];
}

/**
 * A ticket as seeded: the screening is `daysAhead` Oslo days after today at `clock`, so a ticket
 * is never in the past however long after the seed it is read (see to-wire.ts).
 */
export interface TicketSeed {
  number: number;
  movieId: string;
  daysAhead: number;
  clock: string;
  screen: 1 | 2;
  rows: SeatRowSeed[];
  notes: string | null;
  /** Whether the ticket also has a QR image url (QRUrl); most have only the QR payload. */
  qrImage: boolean;
}

/** A seeded member of one backend (README.md, "Film-club emulator"). */
export interface SeededMember {
  email: string;
  password: string;
  userName: string;
  tickets: TicketSeed[];
  watchList: string[];
}

type TicketPlan = Omit<TicketSeed, 'movieId'>;

const ID_NOTE = 'Husk å ta med legitimasjon';
const DOOR_NOTE = 'Dørene åpner 30 minutter før visning';

const PLANS: Record<PartnerId, { email: string; password: string; userName: string; firstFilm: number; firstComing: number; tickets: TicketPlan[] }> = {
  118: {
    email: 'ola.nordmann@example.no',
    password: 'Kino2026!',
    userName: 'olan',
    firstFilm: 0,
    firstComing: 0,
    tickets: [
      { number: 123, daysAhead: 2, clock: '18:00', screen: 1, rows: [{ row: '5', seats: ['7', '8'] }], notes: ID_NOTE, qrImage: false },
      { number: 124, daysAhead: 3, clock: '20:30', screen: 2, rows: [{ row: '8', seats: ['3'] }], notes: null, qrImage: true },
      { number: 125, daysAhead: 5, clock: '17:00', screen: 1, rows: [{ row: '3', seats: ['10', '11', '12'] }], notes: DOOR_NOTE, qrImage: false },
      { number: 126, daysAhead: 8, clock: '19:00', screen: 2, rows: [{ row: '6', seats: ['1', '2'] }, { row: '7', seats: ['1', '2'] }], notes: null, qrImage: false },
    ],
  },
  178: {
    email: 'kari.nordmann@example.no',
    password: 'Film2026!',
    userName: 'karin',
    firstFilm: 4,
    firstComing: 2,
    tickets: [
      { number: 201, daysAhead: 1, clock: '19:30', screen: 2, rows: [{ row: '4', seats: ['9', '10'] }], notes: null, qrImage: false },
      { number: 202, daysAhead: 4, clock: '18:00', screen: 1, rows: [{ row: '10', seats: ['14'] }], notes: ID_NOTE, qrImage: true },
      { number: 203, daysAhead: 6, clock: '21:00', screen: 1, rows: [{ row: '2', seats: ['5', '6', '7', '8'] }], notes: DOOR_NOTE, qrImage: false },
    ],
  },
};

/** The n-th film of a list, wrapping round, so the seed holds however few films the content has. */
const pick = (films: readonly EmulatedFilm[], n: number): EmulatedFilm | undefined => films[n % Math.max(films.length, 1)];

/**
 * The seeded member of a backend: 3-4 tickets for films on the programme now and a watch list of
 * two announced films (or films on now, when none are announced).
 */
export function seededMember(partnerId: PartnerId): SeededMember {
  const plan = PLANS[partnerId];
  const showing = FILMS.filter((film) => film.showing);
  const coming = FILMS.filter((film) => !film.showing);
  const listed = coming.length >= 2 ? coming : FILMS;
  const tickets = plan.tickets.flatMap((ticket, index) => {
    const film = pick(showing, plan.firstFilm + index);
    return film ? [{ ...ticket, movieId: film.movieId }] : [];
  });
  const watchList = [pick(listed, plan.firstComing), pick(listed, plan.firstComing + 1)].flatMap((film) => (film ? [film.movieId] : []));
  return { email: plan.email, password: plan.password, userName: plan.userName, tickets, watchList: [...new Set(watchList)] };
}
