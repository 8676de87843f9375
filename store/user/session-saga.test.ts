import {
  backendUrl,
  faults,
  holdOperation,
  login178,
  operationHandled,
  SEEDED,
  serveFilmclubInTests,
} from '@/emulator/handlers/filmclub/testing';
import { profileKeys, savedTicketsKey } from '@/lib/filmclub-profile';
import { filmclubSession } from '@/lib/filmclub-session';
import { makeStore } from '../make-store';
import {
  selectTickets,
  selectTicketsError,
  selectTicketsSavedAt,
} from '../tickets/tickets-selectors';
import { ticketsRequested } from '../tickets/tickets-slice';
import { selectWatchList } from '../watch-list/watch-list-selectors';
import { watchListRequested } from '../watch-list/watch-list-slice';
import { selectIsLoggedIn, selectUserProfile } from './user-selectors';
import { logoutRequested } from './user-slice';
import { eventually } from '@/tests/eventually';

/** docs/product.md, Film club: one owner of the session; a logout cancels every member request and forgets everything. */
const server = serveFilmclubInTests();
afterEach(() => jest.restoreAllMocks());
/** Waits a few event-loop turns to prove that nothing happens (a closed store, no logout): there is no event to wait for. */
const proveNothingHappens = () => new Promise((resolve) => setTimeout(resolve, 30));

/** A member's browser: the profile stored by an earlier login of the seeded member of 178, and a store on the page. */
async function memberPage() {
  const profile = {
    userName: SEEDED[178].userName,
    email: SEEDED[178].email,
    token: await login178(),
  };
  const data = new Map([[profileKeys(178).current, JSON.stringify(profile)]]);
  const storage = {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
  const store = makeStore({
    filmclub: { partnerId: 178, baseUrl: backendUrl(178) },
    storage,
  });
  return { profile, data, storage, store, session: filmclubSession(178, storage) };
}
const until = (check: () => boolean) => eventually('the store state', check);

describe('the session saga', () => {
  it('restores the stored member when the store starts', async () => {
    const { profile, store } = await memberPage();
    expect(selectUserProfile(store.getState())).toEqual(profile);
  });

  it('logoutRequested cancels the requests in flight, resets every member slice and ends the session; nothing is written back', async () => {
    const { data, store, session } = await memberPage();
    store.dispatch(watchListRequested());
    await until(() => selectWatchList(store.getState()).length > 0);
    // The tickets answer is held back until the member has logged out.
    const late = holdOperation(server, 178, 'GetTicketsDx');
    const done = operationHandled(server, 178, 'GetTicketsDx');
    store.dispatch(ticketsRequested());
    await late.reached;
    expect(store.getState().tickets.loading).toBe(true);
    const abort = jest.spyOn(AbortController.prototype, 'abort');

    store.dispatch(logoutRequested());
    expect(abort).toHaveBeenCalled();
    late.release();
    await done;
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectWatchList(store.getState())).toEqual([]);
    expect(selectTickets(store.getState())).toEqual([]);
    expect(store.getState().tickets.loading).toBe(false);
    expect([...data.keys()]).toEqual([]);
    expect(session.profile()).toBeNull();
    expect(session.accessToken()).toBeNull();
  });

  it('a logout by the header (the session, without the store) reaches the store and cancels its requests', async () => {
    const { data, store, session } = await memberPage();
    const late = holdOperation(server, 178, 'GetTicketsDx');
    const done = operationHandled(server, 178, 'GetTicketsDx');
    store.dispatch(ticketsRequested());
    await late.reached;
    expect(store.getState().tickets.loading).toBe(true);
    const abort = jest.spyOn(AbortController.prototype, 'abort');

    session.logout();
    await until(() => !selectIsLoggedIn(store.getState()));
    late.release();
    await done;
    expect(abort).toHaveBeenCalled();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectTickets(store.getState())).toEqual([]);
    expect(data.has(savedTicketsKey(178))).toBe(false);
  });

  it('after a logout, the store restarted for the next screen (leaving the last island) does not bring the member back', async () => {
    const { store } = await memberPage();
    store.dispatch(ticketsRequested());
    await until(() => selectTickets(store.getState()).length > 0);
    store.dispatch(logoutRequested());
    await until(() => !selectIsLoggedIn(store.getState()));
    store.close();
    store.dispatch(ticketsRequested());
    await proveNothingHappens();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(selectTickets(store.getState())).toEqual([]);
  });

  it('follows a login and a later logout that the session announces (another tab, lib/filmclub-session.test.ts)', async () => {
    const { profile, store, session } = await memberPage();
    session.logout();
    await until(() => !selectIsLoggedIn(store.getState()));
    session.signIn({ ...profile, token: 'other' });
    await until(() => selectUserProfile(store.getState())?.token === 'other');
    session.logout();
    await until(() => !selectIsLoggedIn(store.getState()));
  });

  it('GetTicketsDx 401 then SwitchTokensDx 503 keeps the member logged in with the saved tickets, and the call fails with a message', async () => {
    const { profile, data, store } = await memberPage();
    store.dispatch(ticketsRequested());
    await until(() => selectTickets(store.getState()).length > 0);
    const savedCopy = data.get(savedTicketsKey(178));
    expect(savedCopy).toContain(selectTickets(store.getState())[0]?.qrCode);

    await faults.expireTokens(178);
    await faults.fail({ partnerId: 178, operation: 'SwitchTokensDx', status: 503 });
    store.dispatch(ticketsRequested());
    await until(() => !store.getState().tickets.loading);
    await proveNothingHappens();
    expect(selectUserProfile(store.getState())).toEqual(profile);
    expect(data.get(profileKeys(178).current)).toBe(JSON.stringify(profile));
    expect(data.get(savedTicketsKey(178))).toBe(savedCopy);
    // Either the saved copy (issue 13, item 4) or the Norwegian message with "Prøv igjen".
    expect(
      selectTicketsSavedAt(store.getState()) ?? selectTicketsError(store.getState())?.message,
    ).toBeTruthy();
  });
});
