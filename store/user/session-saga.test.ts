import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { profileKeys, savedTicketsKey } from '@/lib/filmclub-profile';
import { filmclubSession } from '@/lib/filmclub-session';
import { makeStore } from '../make-store';
import { selectTickets, selectTicketsError, selectTicketsSavedAt } from '../tickets/tickets-selectors';
import { ticketsRequested } from '../tickets/tickets-slice';
import { selectWatchList } from '../watch-list/watch-list-selectors';
import { watchListRequested } from '../watch-list/watch-list-slice';
import { selectIsLoggedIn, selectUserProfile } from './user-selectors';
import { logoutRequested } from './user-slice';

/** DESIGN.md §3: one owner of the session; a logout cancels every member request and forgets everything. */
const BASE = 'http://filmclub.test/178';
const profile = { userName: 'karin', email: 'kari@example.no', token: 'tok' };
const wireTicket = { MovieId: 'DXM1', MovieTitle: 'Fjellet', Notes: null, QRCode: 'KH-178-T1', QRUrl: null, StartTime: '2026-11-28T18:00:00+01:00', ExpirationDate: null, Poster: null, Screen: '1', SeatsInfo: { Info: null, Rows: [] } };
const tickets = http.get(`${BASE}/GetTicketsDx`, () => HttpResponse.json({ Items: [wireTicket], Total: 1 }));
/** A call that answers only after 80 ms, when the logout has long happened. */
const late = () => new Promise<Response>((resolve) => setTimeout(() => resolve(HttpResponse.json({ Items: [wireTicket], Total: 1 })), 80));
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const server = setupServer(
  http.post(`${BASE}/SwitchTokensDx`, () => HttpResponse.json({ Token: 'fresh' })),
  http.get(`${BASE}/GetWatchlistDx`, () => HttpResponse.json({ Items: [{ MovieId: 'a', Title: 'Fjellet', Poster: null, Edi: '111111' }], Total: 1 })),
  tickets,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

/** A member's browser: the profile stored by an earlier login, and a store on the page. */
function memberPage() {
  const data = new Map([[profileKeys(178).current, JSON.stringify(profile)]]);
  const storage = { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), removeItem: (key: string) => void data.delete(key) };
  const store = makeStore({ runtimeUrl: 'http://runtime.test/', site: 'kulturhuset', filmclub: { partnerId: 178, baseUrl: BASE }, storage });
  return { data, storage, store, session: filmclubSession(178, storage) };
}
const until = async (check: () => boolean) => {
  for (let tries = 0; !check(); tries += 1) {
    if (tries > 200) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('the session saga', () => {
  it('restores the stored member when the store starts', () => {
    const { store } = memberPage();
    expect(selectUserProfile(store.getState())).toEqual(profile);
  });

  it('logoutRequested cancels the requests in flight, resets every member slice and ends the session; nothing is written back', async () => {
    const { data, store, session } = memberPage();
    store.dispatch(watchListRequested());
    await until(() => selectWatchList(store.getState()).length === 1);
    server.use(http.get(`${BASE}/GetTicketsDx`, late));
    store.dispatch(ticketsRequested());
    await settle(20);
    expect(store.getState().tickets.loading).toBe(true);
    const abort = jest.spyOn(AbortController.prototype, 'abort');

    store.dispatch(logoutRequested());
    expect(abort).toHaveBeenCalled();
    await settle(120);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectWatchList(store.getState())).toEqual([]);
    expect(selectTickets(store.getState())).toEqual([]);
    expect(store.getState().tickets.loading).toBe(false);
    expect([...data.keys()]).toEqual([]);
    expect(session.profile()).toBeNull();
    expect(session.accessToken()).toBeNull();
  });

  it('a logout by the header (the session, without the store) reaches the store and cancels its requests', async () => {
    const { data, store, session } = memberPage();
    server.use(http.get(`${BASE}/GetTicketsDx`, late));
    store.dispatch(ticketsRequested());
    await settle(20);
    expect(store.getState().tickets.loading).toBe(true);
    const abort = jest.spyOn(AbortController.prototype, 'abort');

    session.logout();
    await settle(120);
    expect(abort).toHaveBeenCalled();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectTickets(store.getState())).toEqual([]);
    expect(data.has(savedTicketsKey(178))).toBe(false);
  });

  it('after a logout, the store restarted for the next screen (leaving the last island) does not bring the member back', async () => {
    const { store } = memberPage();
    store.dispatch(ticketsRequested());
    await until(() => selectTickets(store.getState()).length === 1);
    store.dispatch(logoutRequested());
    await until(() => !selectIsLoggedIn(store.getState()));
    store.close();
    store.dispatch(ticketsRequested());
    await settle(30);
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectTickets(store.getState())).toEqual([]);
  });

  it('follows a login made outside the store (another tab) and a later logout there', async () => {
    const { data, store, session } = memberPage();
    session.logout();
    await until(() => !selectIsLoggedIn(store.getState()));
    data.set(profileKeys(178).current, JSON.stringify({ ...profile, token: 'other' }));
    expect(session.profile()?.token).toBe('other');
    await until(() => selectUserProfile(store.getState())?.token === 'other');
    data.delete(profileKeys(178).current);
    session.profile();
    await until(() => !selectIsLoggedIn(store.getState()));
  });

  it('GetTicketsDx 401 then SwitchTokensDx 503 keeps the member logged in with the saved tickets, and the call fails with a message', async () => {
    const { data, store } = memberPage();
    store.dispatch(ticketsRequested());
    await until(() => selectTickets(store.getState()).length === 1);
    const savedCopy = data.get(savedTicketsKey(178));
    expect(savedCopy).toContain('KH-178-T1');

    server.use(
      http.get(`${BASE}/GetTicketsDx`, () => HttpResponse.json({ Code: 'TOKEN_EXPIRED', Message: 'x' }, { status: 401 })),
      http.post(`${BASE}/SwitchTokensDx`, () => HttpResponse.json({ Message: 'Intern feil' }, { status: 503 })),
    );
    store.dispatch(ticketsRequested());
    await until(() => !store.getState().tickets.loading);
    await settle(20);
    expect(selectUserProfile(store.getState())).toEqual(profile);
    expect(data.get(profileKeys(178).current)).toBe(JSON.stringify(profile));
    expect(data.get(savedTicketsKey(178))).toBe(savedCopy);
    // Either the saved copy (issue 13, item 4) or the Norwegian message with "Prøv igjen".
    expect(selectTicketsSavedAt(store.getState()) ?? selectTicketsError(store.getState())?.message).toBeTruthy();
  });
});
