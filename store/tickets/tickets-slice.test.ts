import { pageOf } from '@/tests/saga-harness';
import { makeStore } from '../make-store';
import { loggedOut } from '../shared/logged-out';
import {
  selectTickets,
  selectTicketsError,
  selectTicketsLoading,
  selectTicketsSavedAt,
} from './tickets-selectors';
import {
  savedTicketsShown,
  ticketsFailed,
  ticketsReceived,
  ticketsRequested,
} from './tickets-slice';

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
const error = { message: 'nede', status: 500, code: 'server' };

describe('tickets transitions (docs/product.md, State transitions)', () => {
  it('requesting sets loading; success stores the items; failure stores the error and no items', () => {
    const store = makeStore({});
    store.dispatch(ticketsRequested());
    expect(selectTicketsLoading(store.getState())).toBe(true);
    store.dispatch(ticketsReceived(pageOf([ticket])));
    expect(selectTickets(store.getState())).toEqual([ticket]);
    expect(selectTicketsLoading(store.getState())).toBe(false);

    store.dispatch(ticketsRequested());
    store.dispatch(ticketsFailed(error));
    expect(selectTicketsLoading(store.getState())).toBe(false);
    expect(selectTicketsError(store.getState())).toEqual(error);
    expect(selectTickets(store.getState())).toEqual([]);
    expect(selectTicketsSavedAt(store.getState())).toBeNull();
  });

  it('after a failed call the saved tickets show with their time and the error; fresh tickets clear both', () => {
    const store = makeStore({});
    store.dispatch(ticketsRequested());
    store.dispatch(savedTicketsShown({ items: [ticket], savedAt: 1_700_000_000_000, error }));
    expect(selectTickets(store.getState())).toEqual([ticket]);
    expect(selectTicketsSavedAt(store.getState())).toBe(1_700_000_000_000);
    expect(selectTicketsError(store.getState())).toEqual(error);
    expect(selectTicketsLoading(store.getState())).toBe(false);

    store.dispatch(ticketsReceived(pageOf([])));
    expect(selectTicketsSavedAt(store.getState())).toBeNull();
    expect(selectTicketsError(store.getState())).toBeNull();
  });

  it('logging out forgets the tickets', () => {
    const store = makeStore({});
    store.dispatch(savedTicketsShown({ items: [ticket], savedAt: 1, error }));
    expect(selectTickets(store.getState())).toEqual([ticket]);
    store.dispatch(loggedOut());
    expect(selectTickets(store.getState())).toEqual([]);
    expect(selectTicketsSavedAt(store.getState())).toBeNull();
    expect(selectTicketsError(store.getState())).toBeNull();
  });
});
