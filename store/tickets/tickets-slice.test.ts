import { loggedOut } from '../shared/logged-out';
import {
  initialTicketsState,
  savedTicketsShown,
  ticketsFailed,
  ticketsReceived,
  ticketsRequested,
  ticketsSlice,
} from './tickets-slice';

const reduce = ticketsSlice.reducer;
const ticket = {
  movieId: 'm',
  movieTitle: 'Fjellet',
  notes: null,
  qrCode: 'q',
  qrUrl: null,
  startTime: '2026-11-28T18:00:00+01:00',
  expirationDate: null,
  image: null,
  sal: 'Sal 1',
  seatsInfo: { info: null, rows: [] },
};

describe('tickets transitions (docs/product.md, State transitions)', () => {
  it('requesting sets loading; success stores the items; failure stores the error', () => {
    const loading = reduce(initialTicketsState, ticketsRequested());
    expect(loading.loading).toBe(true);
    expect(reduce(loading, ticketsReceived([ticket]))).toEqual({
      items: [ticket],
      loading: false,
      error: null,
      savedAt: null,
    });
    expect(reduce(loading, ticketsFailed({ message: 'nede', status: 500 }))).toEqual({
      items: [],
      loading: false,
      error: { message: 'nede', status: 500 },
      savedAt: null,
    });
  });

  it('after a failed call the saved tickets show with their time and the error; fresh tickets clear both', () => {
    const error = { message: 'nede', status: 500, code: 'server' };
    const saved = reduce(
      reduce(initialTicketsState, ticketsRequested()),
      savedTicketsShown({ items: [ticket], savedAt: 1_700_000_000_000, error }),
    );
    expect(saved).toEqual({ items: [ticket], loading: false, error, savedAt: 1_700_000_000_000 });
    expect(reduce(saved, ticketsReceived([]))).toMatchObject({ savedAt: null, error: null });
  });

  it('logging out forgets the tickets', () => {
    expect(reduce({ ...initialTicketsState, items: [ticket], savedAt: 1 }, loggedOut())).toEqual(
      initialTicketsState,
    );
  });
});
