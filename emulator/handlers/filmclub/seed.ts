import type { EmulatedFilm } from './films';
import type { PartnerId } from './operations';
import type { Catalogue, Showing } from './programme';

/** A seat row of a ticket. */
export interface SeatRowSeed {
  row: string;
  seats: string[];
}

/** A ticket as seeded: for one showing of the site's programme (programme.ts). */
export interface TicketSeed {
  number: number;
  movieId: string;
  /** ISO 8601 with the Oslo offset: the showing's start. */
  startTime: string;
  /** ISO 8601 end of the showing, when the programme gives one. */
  endTime?: string;
  /** The showing's hall (`Sal 1`). */
  hall: string;
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

/** A seeded ticket before its showing is chosen: bought for a showing at least `daysAhead` days after the clock. */
type TicketPlan = Omit<TicketSeed, 'movieId' | 'startTime' | 'endTime' | 'hall'> & {
  daysAhead: number;
};

const ID_NOTE = 'Husk å ta med legitimasjon';
const DOOR_NOTE = 'Dørene åpner 30 minutter før visning';
const DAY_MS = 86_400_000;

const PLANS: Record<
  PartnerId,
  {
    email: string;
    password: string;
    userName: string;
    firstFilm: number;
    firstComing: number;
    tickets: TicketPlan[];
  }
> = {
  118: {
    email: 'ola.nordmann@example.no',
    password: 'Kino2026!',
    userName: 'olan',
    firstFilm: 0,
    firstComing: 0,
    tickets: [
      {
        number: 123,
        daysAhead: 1,
        rows: [{ row: '5', seats: ['7', '8'] }],
        notes: ID_NOTE,
        qrImage: false,
      },
      { number: 124, daysAhead: 2, rows: [{ row: '8', seats: ['3'] }], notes: null, qrImage: true },
      {
        number: 125,
        daysAhead: 4,
        rows: [{ row: '3', seats: ['10', '11', '12'] }],
        notes: DOOR_NOTE,
        qrImage: false,
      },
      {
        number: 126,
        daysAhead: 7,
        rows: [
          { row: '6', seats: ['1', '2'] },
          { row: '7', seats: ['1', '2'] },
        ],
        notes: null,
        qrImage: false,
      },
    ],
  },
  178: {
    email: 'kari.nordmann@example.no',
    password: 'Film2026!',
    userName: 'karin',
    firstFilm: 4,
    firstComing: 2,
    tickets: [
      {
        number: 201,
        daysAhead: 1,
        rows: [{ row: '4', seats: ['9', '10'] }],
        notes: null,
        qrImage: false,
      },
      {
        number: 202,
        daysAhead: 3,
        rows: [{ row: '10', seats: ['14'] }],
        notes: ID_NOTE,
        qrImage: true,
      },
      {
        number: 203,
        daysAhead: 5,
        rows: [{ row: '2', seats: ['5', '6', '7', '8'] }],
        notes: DOOR_NOTE,
        qrImage: false,
      },
    ],
  },
};

/** The n-th film of a list, wrapping round, so the seed holds however few films the content has. */
const pick = (films: readonly EmulatedFilm[], n: number): EmulatedFilm | undefined =>
  films[n % Math.max(films.length, 1)];

/**
 * The showing a ticket plan is for: the first unused showing of the n-th film on the programme
 * (or the next film that has one) starting at least `daysAhead` days after the clock, so the
 * ticket is not in the past however long the emulator runs within that time.
 */
function showingFor(
  catalogue: Catalogue,
  n: number,
  daysAhead: number,
  used: Set<Showing>,
): Showing | undefined {
  const earliest = catalogue.now.getTime() + daysAhead * DAY_MS;
  const open = catalogue.showings.filter(
    (showing) => !used.has(showing) && Date.parse(showing.startTime) >= earliest,
  );
  const films = catalogue.films.filter(
    (film) => film.showing && open.some((showing) => showing.movieId === film.movieId),
  );
  for (let offset = 0; offset < films.length; offset += 1) {
    const film = pick(films, n + offset);
    const showing = open.find((candidate) => candidate.movieId === film?.movieId);
    if (showing) return showing;
  }
  return open[0];
}

/**
 * The seeded member of a backend: 3-4 tickets for showings of films on the programme now (each
 * a showing the built site lists: same film, hall and start time) and a watch list of two
 * announced films (or films on now, when none are announced).
 */
export function seededMember(partnerId: PartnerId, catalogue: Catalogue): SeededMember {
  const plan = PLANS[partnerId];
  const used = new Set<Showing>();
  const tickets = plan.tickets.flatMap(({ daysAhead, ...ticket }, index): TicketSeed[] => {
    const showing = showingFor(catalogue, plan.firstFilm + index, daysAhead, used);
    if (!showing) return [];
    used.add(showing);
    return [
      {
        ...ticket,
        movieId: showing.movieId,
        startTime: showing.startTime,
        ...(showing.endTime && { endTime: showing.endTime }),
        hall: showing.hall,
      },
    ];
  });
  const coming = catalogue.films.filter((film) => !film.showing);
  const listed = coming.length >= 2 ? coming : catalogue.films;
  const watchList = [pick(listed, plan.firstComing), pick(listed, plan.firstComing + 1)].flatMap(
    (film) => (film ? [film.movieId] : []),
  );
  return {
    email: plan.email,
    password: plan.password,
    userName: plan.userName,
    tickets,
    watchList: [...new Set(watchList)],
  };
}
