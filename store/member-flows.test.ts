import {
  backendUrl,
  callLog,
  faults,
  SEEDED,
  serveFilmclubInTests,
  testCatalogue,
} from '@/emulator/handlers/filmclub/testing';
import { makeStore, type AppStore, type RootState } from './make-store';
import {
  selectTickets,
  selectTicketsError,
  selectTicketsSavedAt,
} from './tickets/tickets-selectors';
import { ticketsRequested } from './tickets/tickets-slice';
import { selectIsLoggedIn, selectUserError, selectUserProfile } from './user/user-selectors';
import { loginRequested, logoutRequested } from './user/user-slice';
import {
  selectAddingToWatchList,
  selectIsOnWatchList,
  selectWatchList,
} from './watch-list/watch-list-selectors';
import { addToWatchListRequested, watchListRequested } from './watch-list/watch-list-slice';

/** The emulator's film-club backend 178 (emulator/handlers/filmclub), with per-test faults. */
serveFilmclubInTests();
const { email, password, userName } = SEEDED[178];

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}
/** The operations backend 178 received since `from` entries of its log. */
const operationsSince = async (from: number) => (await callLog(178)).slice(from);
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
const newStore = (storage = memoryStorage()) => ({
  storage,
  store: makeStore({
    filmclub: { partnerId: 178, baseUrl: backendUrl(178) },
    storage,
  }),
});

async function loggedIn() {
  const made = newStore();
  made.store.dispatch(loginRequested({ email, password }));
  await until(made.store, selectIsLoggedIn);
  return made;
}

describe('member flows against a film-club backend', () => {
  it('login stores the profile in the state and under the -new key', async () => {
    const { store, storage } = await loggedIn();
    const profile = selectUserProfile(store.getState());
    expect(profile).toEqual({ userName, email, token: expect.any(String) });
    expect(JSON.parse(storage.data.get('filmclub-178-profile-new') ?? '{}')).toEqual(profile);
  });

  it('a wrong password shows an error and stores nothing', async () => {
    const { store, storage } = newStore();
    store.dispatch(loginRequested({ email, password: 'feil-passord' }));
    await until(store, (state) => !state.user.loading);
    expect(selectUserError(store.getState())?.message).toBe('Feil e-postadresse eller passord.');
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(storage.data.size).toBe(0);
  });

  it('sends SwitchTokensDx with the profile token in X-Token before loading the watch list', async () => {
    const { store } = await loggedIn();
    const before = (await callLog(178)).length;
    store.dispatch(watchListRequested());
    await until(store, (state) => !state.watchList.loading);
    const calls = await operationsSince(before);
    expect(calls.map((call) => call.operation)).toEqual(['SwitchTokensDx', 'GetWatchlistDx']);
    expect(calls[0]?.headers['x-token']).toBe(selectUserProfile(store.getState())?.token);
    // The seeded member's two films, by the titles the site's programme gives them.
    const titles = new Set((await testCatalogue()).films.map((film) => film.title));
    const list = selectWatchList(store.getState()).map((movie) => movie.title);
    expect(list).toHaveLength(2);
    expect(list.every((title) => titles.has(title))).toBe(true);
  });

  it('puts an added film on the list only after the server confirmed it, and a failed add changes nothing', async () => {
    const { store } = await loggedIn();
    store.dispatch(watchListRequested());
    await until(store, (state) => !state.watchList.loading);
    const listed = new Set(selectWatchList(store.getState()).map((movie) => movie.id));
    const film = (await testCatalogue()).films.find((candidate) => !listed.has(candidate.movieId));
    if (!film) throw new Error('every film of the programme is on the list already');
    store.dispatch(addToWatchListRequested({ id: film.movieId, title: film.title }));
    expect(selectAddingToWatchList(store.getState(), film.movieId)).toBe(true);
    expect(selectIsOnWatchList(store.getState(), film.movieId)).toBe(false);
    await until(store, (state) => !selectAddingToWatchList(state, film.movieId));
    expect(selectIsOnWatchList(store.getState(), film.movieId)).toBe(true);

    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const before = store.getState().watchList;
    store.dispatch(addToWatchListRequested({ id: 'missing', title: 'Ukjent' }));
    await until(store, (state) => !selectAddingToWatchList(state, 'missing'));
    expect(store.getState().watchList).toEqual(before);
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining("Could not add 'Ukjent'"),
      expect.any(String),
    );
    log.mockRestore();
  });

  it('logout clears the stored profile and every member datum', async () => {
    const { store, storage } = await loggedIn();
    store.dispatch(watchListRequested());
    await until(store, (state) => selectWatchList(state).length > 0);
    store.dispatch(logoutRequested());
    await until(store, (state) => !selectIsLoggedIn(state));
    expect(storage.data.size).toBe(0);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectWatchList(store.getState())).toEqual([]);
  });

  it('a session the backend no longer accepts logs the member out', async () => {
    const { store, storage } = await loggedIn();
    await faults.expireTokens(178);
    await faults.fail({ partnerId: 178, operation: 'SwitchTokensDx', status: 401 });
    store.dispatch(ticketsRequested());
    await until(store, (state) => !selectIsLoggedIn(state));
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(storage.data.size).toBe(0);
    expect(selectTickets(store.getState())).toEqual([]);
    expect(selectTicketsError(store.getState())).toBeNull();
  });

  it('offline or on a server error, my tickets show as last fetched with their QR payloads and time; logging out deletes that copy', async () => {
    const { store, storage } = await loggedIn();
    store.dispatch(ticketsRequested());
    await until(store, (state) => !state.tickets.loading);
    expect(selectTicketsSavedAt(store.getState())).toBeNull();
    const codes = selectTickets(store.getState()).map((ticket) => ticket.qrCode);
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.every((code) => code?.startsWith('KH-178-'))).toBe(true);

    await faults.disconnect({ partnerId: 178, operation: 'GetTicketsDx', times: 1 });
    store.dispatch(ticketsRequested());
    await until(store, (state) => !state.tickets.loading);
    expect(selectTickets(store.getState()).map((ticket) => ticket.qrCode)).toEqual(codes);
    expect(selectTicketsError(store.getState())?.code).toBe('network');
    expect(selectTicketsSavedAt(store.getState())).toEqual(expect.any(Number));

    // A server error at the door: the saved QR codes still show, with the reason (issue 13).
    await faults.fail({ partnerId: 178, operation: 'GetTicketsDx', status: 500, times: 1 });
    store.dispatch(ticketsRequested());
    await until(store, (state) => !state.tickets.loading);
    expect(selectTickets(store.getState()).map((ticket) => ticket.qrCode)).toEqual(codes);
    expect(selectTicketsError(store.getState())?.code).toBe('server');
    expect(selectIsLoggedIn(store.getState())).toBe(true);

    store.dispatch(logoutRequested());
    await until(store, (state) => !selectIsLoggedIn(state));
    expect(storage.data.size).toBe(0);
    expect(selectTickets(store.getState())).toEqual([]);
  });

  it('offline with no saved tickets (or a server error) shows the error as before', async () => {
    const { store } = await loggedIn();
    await faults.disconnect({ partnerId: 178, operation: 'GetTicketsDx' });
    store.dispatch(ticketsRequested());
    await until(store, (state) => !state.tickets.loading);
    expect(selectTicketsError(store.getState())?.code).toBe('network');
    expect(selectTicketsSavedAt(store.getState())).toBeNull();
  });

  it("a new login drops the saved tickets, so nobody sees the previous member's", async () => {
    const { store, storage } = await loggedIn();
    store.dispatch(ticketsRequested());
    await until(store, (state) => selectTickets(state).length > 0);
    expect(storage.data.has('filmclub-178-tickets')).toBe(true);
    store.dispatch(loginRequested({ email, password }));
    expect(store.getState().user.loading).toBe(true);
    await until(store, (state) => !state.user.loading);
    expect(selectIsLoggedIn(store.getState())).toBe(true);
    expect(storage.data.has('filmclub-178-tickets')).toBe(false);
  });
});
