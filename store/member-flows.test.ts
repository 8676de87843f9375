import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { makeStore, type AppStore, type RootState } from './make-store';
import { selectTickets, selectTicketsError, selectTicketsSavedAt } from './tickets/tickets-selectors';
import { ticketsRequested } from './tickets/tickets-slice';
import { selectIsLoggedIn, selectUserError, selectUserProfile } from './user/user-selectors';
import { loginRequested, logoutRequested } from './user/user-slice';
import { selectAddingToWatchList, selectIsOnWatchList, selectWatchList } from './watch-list/watch-list-selectors';
import { addToWatchListRequested, watchListRequested } from './watch-list/watch-list-slice';

const BASE = 'http://filmclub.test/178';
const calls: string[] = [];
const server = setupServer(
  http.post(`${BASE}/LoginDx`, async ({ request }) => {
    const body = (await request.json()) as { Password?: string };
    return body.Password === 'Film2026!'
      ? HttpResponse.json({ marsToken: 'tok', UserName: 'karin', UserInfo: { Email: 'kari@example.no', UserId: 'u1' } })
      : HttpResponse.json({ Message: 'Invalid', Code: 'INVALID_CREDENTIALS' }, { status: 401 });
  }),
  http.post(`${BASE}/SwitchTokensDx`, ({ request }) => HttpResponse.json({ Token: `access-for-${request.headers.get('X-Token')}` })),
  http.get(`${BASE}/GetWatchlistDx`, () => HttpResponse.json({ Items: [{ MovieId: 'a', Title: 'Fjellet', Poster: null, Edi: '111111' }], Total: 1 })),
  http.post(`${BASE}/AddToWatchlistDx`, async ({ request }) => {
    const { id } = (await request.json()) as { id: string };
    await new Promise((resolve) => setTimeout(resolve, 30));
    return id === 'missing' ? HttpResponse.json({ Message: 'Ukjent film' }, { status: 404 }) : HttpResponse.json({ Added: true, Movie: { MovieId: id, Title: 'Ny film', Poster: null, Edi: null } });
  }),
  http.get(`${BASE}/GetTicketsDx`, () => HttpResponse.json({ Items: [], Total: 0 })),
);
server.events.on('request:start', ({ request }) => {
  calls.push(`${new URL(request.url).pathname.split('/').pop()} ${request.headers.get('X-Token') ?? ''}`.trim());
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), removeItem: (key: string) => void data.delete(key), data };
}
const settled = (ms = 60) => new Promise((resolve) => setTimeout(resolve, ms));
/** Resolves once the store's state satisfies `done`: the store's own answer, not a guessed delay. */
function until(store: AppStore, done: (state: RootState) => boolean, ms = 5000): Promise<void> {
  return new Promise((resolve, reject) => {
    if (done(store.getState())) return resolve();
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error('the store never reached the awaited state'));
    }, ms);
    const unsubscribe = store.subscribe(() => {
      if (!done(store.getState())) return;
      clearTimeout(timer);
      unsubscribe();
      resolve();
    });
  });
}
const newStore = (storage = memoryStorage()) => ({ storage, store: makeStore({ runtimeUrl: 'http://runtime.test/', site: 'kulturhuset', filmclub: { partnerId: 178, baseUrl: BASE }, storage }) });

async function loggedIn() {
  const made = newStore();
  made.store.dispatch(loginRequested({ email: 'kari@example.no', password: 'Film2026!' }));
  await until(made.store, selectIsLoggedIn);
  return made;
}

describe('member flows against a film-club backend', () => {
  it('login stores the profile in the state and under the -new key', async () => {
    const { store, storage } = await loggedIn();
    expect(selectUserProfile(store.getState())).toEqual({ userName: 'karin', email: 'kari@example.no', token: 'tok' });
    expect(storage.data.has('filmclub-178-profile-new')).toBe(true);
  });

  it('a wrong password shows an error and stores nothing', async () => {
    const { store, storage } = newStore();
    store.dispatch(loginRequested({ email: 'kari@example.no', password: 'feil' }));
    await settled();
    expect(selectUserError(store.getState())?.message).toBe('Feil e-postadresse eller passord.');
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(storage.data.size).toBe(0);
  });

  it('sends SwitchTokensDx with the profile token in X-Token before loading the watch list', async () => {
    const { store } = await loggedIn();
    calls.length = 0;
    store.dispatch(watchListRequested());
    await settled();
    expect(calls).toEqual(['SwitchTokensDx tok', 'GetWatchlistDx']);
    expect(selectWatchList(store.getState()).map((movie) => movie.title)).toEqual(['Fjellet']);
  });

  it('puts an added film on the list only after the server confirmed it, and a failed add changes nothing', async () => {
    const { store } = await loggedIn();
    store.dispatch(watchListRequested());
    await until(store, (state) => !state.watchList.loading);
    store.dispatch(addToWatchListRequested({ id: 'b', title: 'Ny film' }));
    expect(selectAddingToWatchList(store.getState(), 'b')).toBe(true);
    expect(selectIsOnWatchList(store.getState(), 'b')).toBe(false);
    await until(store, (state) => !selectAddingToWatchList(state, 'b'));
    expect(selectIsOnWatchList(store.getState(), 'b')).toBe(true);

    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const before = store.getState().watchList;
    store.dispatch(addToWatchListRequested({ id: 'missing', title: 'Ukjent' }));
    await until(store, (state) => !selectAddingToWatchList(state, 'missing'));
    expect(store.getState().watchList).toEqual(before);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("Could not add 'Ukjent'"), expect.any(String));
    log.mockRestore();
  });

  it('logout clears the stored profile and every member datum', async () => {
    const { store, storage } = await loggedIn();
    store.dispatch(watchListRequested());
    await settled();
    store.dispatch(logoutRequested());
    await settled(10);
    expect(storage.data.size).toBe(0);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectWatchList(store.getState())).toEqual([]);
  });

  it('a session the backend no longer accepts logs the member out', async () => {
    const { store, storage } = await loggedIn();
    server.use(
      http.get(`${BASE}/GetTicketsDx`, () => HttpResponse.json({ Code: 'TOKEN_EXPIRED', Message: 'x' }, { status: 401 })),
      http.post(`${BASE}/SwitchTokensDx`, () => HttpResponse.json({ Message: 'ukjent' }, { status: 401 })),
    );
    store.dispatch(ticketsRequested());
    await settled();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(storage.data.size).toBe(0);
    expect(selectTickets(store.getState())).toEqual([]);
    expect(selectTicketsError(store.getState())).toBeNull();
  });

  it('offline or on a server error, my tickets show as last fetched with their QR payloads and time; logging out deletes that copy', async () => {
    const wireTicket = { MovieId: 'DXM1', MovieTitle: 'Fjellet', Notes: null, QRCode: 'KH-178-T1', QRUrl: null, StartTime: '2026-11-28T18:00:00+01:00', ExpirationDate: null, Poster: null, Screen: '1', SeatsInfo: { Info: null, Rows: [] } };
    server.use(http.get(`${BASE}/GetTicketsDx`, () => HttpResponse.json({ Items: [wireTicket], Total: 1 })));
    const { store, storage } = await loggedIn();
    store.dispatch(ticketsRequested());
    await until(store, (state) => !state.tickets.loading);
    expect(selectTicketsSavedAt(store.getState())).toBeNull();

    server.use(http.get(`${BASE}/GetTicketsDx`, () => HttpResponse.error()));
    store.dispatch(ticketsRequested());
    await until(store, (state) => !state.tickets.loading);
    expect(selectTickets(store.getState()).map((ticket) => ticket.qrCode)).toEqual(['KH-178-T1']);
    expect(selectTicketsError(store.getState())?.code).toBe('network');
    expect(selectTicketsSavedAt(store.getState())).toEqual(expect.any(Number));

    // A server error at the door: the saved QR codes still show, with the reason (issue 13).
    server.use(http.get(`${BASE}/GetTicketsDx`, () => HttpResponse.json({ Message: 'Intern feil' }, { status: 500 })));
    store.dispatch(ticketsRequested());
    await until(store, (state) => !state.tickets.loading);
    expect(selectTickets(store.getState()).map((ticket) => ticket.qrCode)).toEqual(['KH-178-T1']);
    expect(selectTicketsError(store.getState())?.code).toBe('server');
    expect(selectIsLoggedIn(store.getState())).toBe(true);

    store.dispatch(logoutRequested());
    await settled(10);
    expect(storage.data.size).toBe(0);
    expect(selectTickets(store.getState())).toEqual([]);
  });

  it('offline with no saved tickets (or a server error) shows the error as before', async () => {
    const { store } = await loggedIn();
    server.use(http.get(`${BASE}/GetTicketsDx`, () => HttpResponse.error()));
    store.dispatch(ticketsRequested());
    await until(store, (state) => !state.tickets.loading);
    expect(selectTicketsError(store.getState())?.code).toBe('network');
    expect(selectTicketsSavedAt(store.getState())).toBeNull();
  });

  it("a new login drops the saved tickets, so nobody sees the previous member's", async () => {
    const { store, storage } = await loggedIn();
    store.dispatch(ticketsRequested());
    await settled();
    expect(storage.data.has('filmclub-178-tickets')).toBe(true);
    store.dispatch(loginRequested({ email: 'kari@example.no', password: 'Film2026!' }));
    await settled();
    expect(storage.data.has('filmclub-178-tickets')).toBe(false);
  });
});
