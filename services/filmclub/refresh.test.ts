import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { profileKeys, savedTicketsKey } from '@/lib/filmclub-profile';
import { filmclubSession } from '@/lib/filmclub-session';
import { createFilmclubApi } from './api';
import { createFilmclubClient, toFilmclubError } from './client';

/** DESIGN.md §3: lost authentication is a 401 or 403 on the refresh, or a second 401; nothing else logs the member out. */
const BASE = 'http://filmclub.test/178';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const profile = { userName: 'karin', email: 'kari@example.no', token: 'profile-token' };
const wireTicket = {
  MovieId: 'm1', MovieTitle: 'Fjellet', Notes: null, QRCode: 'KH-178-T1', QRUrl: null, StartTime: '2026-11-28T18:00:00+01:00',
  ExpirationDate: null, Poster: null, Screen: 'Sal 1', SeatsInfo: { Info: null, Rows: [] },
};
const saved = JSON.stringify({ userName: 'karin', savedAt: 1, items: [] });

/** A member of 178 with saved tickets, as after an earlier visit. */
function memberStorage() {
  const data = new Map([
    [profileKeys(178).current, JSON.stringify(profile)],
    [savedTicketsKey(178), saved],
  ]);
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), removeItem: (key: string) => void data.delete(key), data };
}

/** GetTicketsDx accepts only `Bearer fresh`; everything else is an expired token. */
const ticketsWithFreshTokenOnly = (onCall: () => void = () => {}) =>
  http.get(`${BASE}/GetTicketsDx`, ({ request }) => {
    onCall();
    return request.headers.get('Authorization') === 'Bearer fresh' ? HttpResponse.json({ Items: [wireTicket], Total: 1 }) : HttpResponse.json({ Code: 'TOKEN_EXPIRED', Message: 'x' }, { status: 401 });
  });

function expectStillLoggedIn(storage: ReturnType<typeof memberStorage>) {
  expect(filmclubSession(178, storage).profile()).toEqual(profile);
  expect(storage.data.get(profileKeys(178).current)).toBe(JSON.stringify(profile));
  expect(storage.data.get(savedTicketsKey(178))).toBe(saved);
}

describe('a refresh that fails without lost authentication keeps the member', () => {
  it.each([
    ['a 503', () => HttpResponse.json({ Message: 'Intern feil' }, { status: 503 }), 'server'],
    ['a 500', () => HttpResponse.json({ Message: 'Intern feil' }, { status: 500 }), 'server'],
    ['a network error', () => HttpResponse.error(), 'network'],
    ['an answer without a token', () => HttpResponse.json({ Nope: true }), 'invalid-response'],
  ])('%s on SwitchTokensDx: the call fails with a non-auth error, the member and the saved tickets stay, and the next call refreshes again', async (_name, answer, code) => {
    let refreshes = 0;
    server.use(
      http.post(`${BASE}/SwitchTokensDx`, () => {
        refreshes += 1;
        return refreshes === 1 ? answer() : HttpResponse.json({ Token: 'fresh' });
      }),
      ticketsWithFreshTokenOnly(),
    );
    const storage = memberStorage();
    const api = createFilmclubApi({ partnerId: 178, baseUrl: BASE }, storage);
    await expect(api.tickets()).rejects.toMatchObject({ code });
    expectStillLoggedIn(storage);

    const tickets = await api.tickets();
    expect(tickets.map((ticket) => ticket.qrCode)).toEqual(['KH-178-T1']);
    expect(refreshes).toBe(2);
  });

  it('a timeout on SwitchTokensDx fails the call as a timeout, not as lost authentication', async () => {
    server.use(
      http.post(`${BASE}/SwitchTokensDx`, async () => {
        await delay(300);
        return HttpResponse.json({ Token: 'fresh' });
      }),
      ticketsWithFreshTokenOnly(),
    );
    const storage = memberStorage();
    const session = filmclubSession(178, storage);
    const client = createFilmclubClient({ partnerId: 178, baseUrl: BASE }, session);
    client.defaults.timeout = 50;
    const failure = await client.get('GetTicketsDx').then(
      () => null,
      (error: unknown) => toFilmclubError(error),
    );
    expect(failure?.code).toBeDefined();
    expect(failure?.code).not.toBe('auth-lost');
    expectStillLoggedIn(storage);
  });
});

describe('lost authentication', () => {
  it.each([401, 403])('a %i on SwitchTokensDx means the session is lost', async (status) => {
    server.use(
      http.post(`${BASE}/SwitchTokensDx`, () => HttpResponse.json({ Message: 'ukjent token' }, { status })),
      ticketsWithFreshTokenOnly(),
    );
    await expect(createFilmclubApi({ partnerId: 178, baseUrl: BASE }, memberStorage()).tickets()).rejects.toMatchObject({ code: 'auth-lost', status });
  });
});

describe('a 401 that arrives after a refresh completed', () => {
  it('is retried once with the new token, without a second SwitchTokensDx', async () => {
    let refreshes = 0;
    let slowCalls = 0;
    server.use(
      http.post(`${BASE}/SwitchTokensDx`, () => {
        refreshes += 1;
        return HttpResponse.json({ Token: 'fresh' });
      }),
      ticketsWithFreshTokenOnly(),
      // Sent with the old token together with the tickets call, answered 401 only after the refresh finished.
      http.get(`${BASE}/GetWatchlistDx`, async ({ request }) => {
        slowCalls += 1;
        if (request.headers.get('Authorization') === 'Bearer fresh') return HttpResponse.json({ Items: [], Total: 0 });
        await delay(150);
        return HttpResponse.json({ Code: 'TOKEN_EXPIRED', Message: 'x' }, { status: 401 });
      }),
    );
    const api = createFilmclubApi({ partnerId: 178, baseUrl: BASE }, memberStorage());
    const [list, tickets] = await Promise.all([api.watchList(), api.tickets()]);
    expect(tickets).toHaveLength(1);
    expect(list).toEqual([]);
    expect(slowCalls).toBe(2);
    expect(refreshes).toBe(1);
  });
});

describe('logout', () => {
  it('an answer that arrives after the logout is not saved for offline use, and the refreshed token is forgotten', async () => {
    server.use(
      http.post(`${BASE}/SwitchTokensDx`, () => HttpResponse.json({ Token: 'fresh' })),
      http.get(`${BASE}/GetTicketsDx`, async ({ request }) => {
        if (request.headers.get('Authorization') !== 'Bearer fresh') return HttpResponse.json({ Code: 'TOKEN_EXPIRED', Message: 'x' }, { status: 401 });
        await delay(50);
        return HttpResponse.json({ Items: [wireTicket], Total: 1 });
      }),
    );
    const storage = memberStorage();
    const api = createFilmclubApi({ partnerId: 178, baseUrl: BASE }, storage);
    const pending = api.tickets();
    await delay(20);
    expect(api.session.accessToken()).toBe('fresh');
    api.session.logout();
    await pending;
    expect(storage.data.size).toBe(0);
    expect(api.session.accessToken()).toBeNull();
  });
});

describe('one shared refresh', () => {
  it('SwitchTokensDx asked for while a 401 is refreshing joins that refresh, and the new token is used', async () => {
    let refreshes = 0;
    let started = () => {};
    const refreshStarted = new Promise<void>((resolve) => (started = resolve));
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(`${BASE}/SwitchTokensDx`, async ({ request }) => {
        refreshes += 1;
        expect(request.headers.get('X-Token')).toBe('profile-token');
        started();
        await answered;
        return HttpResponse.json({ Token: 'fresh' });
      }),
      ticketsWithFreshTokenOnly(),
    );
    const storage = memberStorage();
    const api = createFilmclubApi({ partnerId: 178, baseUrl: BASE }, storage);
    const tickets = api.tickets();
    // The tickets call got its 401 and its refresh is on the wire before switchTokens asks for one.
    await refreshStarted;
    const switched = Promise.all([api.switchTokens(), api.switchTokens()]);
    // Both have reached the client (the code is loaded; only microtasks stand between) while the refresh still waits.
    await new Promise((resolve) => setImmediate(resolve));
    answer();
    await switched;
    expect((await tickets).map((ticket) => ticket.qrCode)).toEqual(['KH-178-T1']);
    expect(api.session.accessToken()).toBe('fresh');
    expect(refreshes).toBe(1);
  });
});
