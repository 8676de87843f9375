import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createFilmclubApi } from './api';
import { FilmclubError } from './errors';
import { profileKeys } from './profile-storage';

const BASE = 'http://filmclub.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** An in-memory localStorage. */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), removeItem: (key: string) => void data.delete(key), data };
}

const profile = { userName: 'karin', email: 'kari@example.no', token: 'profile-token' };
const wireTicket = {
  MovieId: 'm1', MovieTitle: 'Fjellet', Notes: null, QRCode: 'KH-178-T1', QRUrl: null, StartTime: '2026-11-28T18:00:00+01:00',
  ExpirationDate: '2026-11-28T20:00:00+01:00', Poster: '/p.svg', Screen: 'Sal 1', SeatsInfo: { Info: null, Rows: [{ Row: '5', Seats: ['7', '8'] }] },
};

describe('token-provider backend (178)', () => {
  const api178 = () => createFilmclubApi({ partnerId: 178, baseUrl: `${BASE}/178` }, memoryStorage({ [profileKeys(178).current]: JSON.stringify(profile) }));

  it('five concurrent 401s share exactly one refresh, and each request is retried once with the new token', async () => {
    let refreshes = 0;
    server.use(
      http.post(`${BASE}/178/SwitchTokensDx`, async ({ request }) => {
        refreshes += 1;
        expect(request.headers.get('X-Token')).toBe('profile-token');
        await new Promise((resolve) => setTimeout(resolve, 20));
        return HttpResponse.json({ Token: 'fresh' });
      }),
      http.get(`${BASE}/178/GetTicketsDx`, ({ request }) =>
        request.headers.get('Authorization') === 'Bearer fresh' ? HttpResponse.json({ Items: [wireTicket], Total: 1 }) : HttpResponse.json({ Code: 'TOKEN_EXPIRED', Message: 'x' }, { status: 401 }),
      ),
    );
    const api = api178();
    const results = await Promise.all(Array.from({ length: 5 }, () => api.tickets()));
    expect(refreshes).toBe(1);
    expect(results.every((tickets) => tickets[0]?.movieTitle === 'Fjellet')).toBe(true);
  });

  it('retries a request at most once: a second 401 means the session is lost', async () => {
    let calls = 0;
    server.use(
      http.post(`${BASE}/178/SwitchTokensDx`, () => HttpResponse.json({ Token: 'fresh' })),
      http.get(`${BASE}/178/GetTicketsDx`, () => {
        calls += 1;
        return HttpResponse.json({ Code: 'TOKEN_EXPIRED', Message: 'x' }, { status: 401 });
      }),
    );
    await expect(api178().tickets()).rejects.toMatchObject({ code: 'auth-lost' });
    expect(calls).toBe(2);
  });

  it('a 401 on the refresh itself means the session is lost, and nothing loops', async () => {
    let refreshes = 0;
    server.use(
      http.post(`${BASE}/178/SwitchTokensDx`, () => {
        refreshes += 1;
        return HttpResponse.json({ Message: 'ukjent token' }, { status: 401 });
      }),
      http.get(`${BASE}/178/GetTicketsDx`, () => HttpResponse.json({ Message: 'x' }, { status: 401 })),
    );
    await expect(api178().tickets()).rejects.toMatchObject({ code: 'auth-lost' });
    expect(refreshes).toBe(1);
  });
});

/** A member of 118 logged in earlier (the cookie session is the browser's; the profile says who is logged in). */
const member118 = () => memoryStorage({ [profileKeys(118).current]: JSON.stringify({ userName: 'olan', email: 'ola@example.no', token: 'tok' }) });

describe('cookie backend (118)', () => {
  it('sends credentials, no Authorization header, and maps the PascalCase ticket fields', async () => {
    server.use(
      http.get(`${BASE}/118/GetTicketsDx`, ({ request }) => {
        expect(request.headers.get('Authorization')).toBeNull();
        expect(new URL(request.url).search).toBe('?skip=0&take=10');
        return HttpResponse.json({ Items: [wireTicket], Total: 1 });
      }),
    );
    const tickets = await createFilmclubApi({ partnerId: 118, baseUrl: `${BASE}/118` }, member118()).tickets();
    expect(tickets).toEqual([
      { movieId: 'm1', movieTitle: 'Fjellet', notes: null, qrCode: 'KH-178-T1', qrUrl: null, startTime: '2026-11-28T18:00:00+01:00', expirationDate: '2026-11-28T20:00:00+01:00', image: '/p.svg', sal: 'Sal 1', seatsInfo: { info: null, rows: [{ row: '5', seats: ['7', '8'] }] } },
    ]);
  });
  it('sends no member call when nobody is logged in (after a logout the cookie could still be accepted)', async () => {
    let calls = 0;
    server.use(
      http.get(`${BASE}/118/GetTicketsDx`, () => {
        calls += 1;
        return HttpResponse.json({ Items: [wireTicket], Total: 1 });
      }),
    );
    const api = createFilmclubApi({ partnerId: 118, baseUrl: `${BASE}/118` }, member118());
    await api.tickets();
    api.session.logout();
    await expect(api.tickets()).rejects.toMatchObject({ code: 'auth-lost' });
    await expect(api.watchList()).rejects.toMatchObject({ code: 'auth-lost' });
    expect(calls).toBe(1);
  });
});

describe('login, forgot password and the stored profile', () => {
  it('stores the profile under the -new key only when the answer carries a session token', async () => {
    server.use(http.post(`${BASE}/118/LoginDx`, () => HttpResponse.json({ marsToken: 'tok', UserName: 'olan', UserInfo: { Email: 'ola@example.no', UserId: 'u1' } })));
    const storage = memoryStorage();
    const api = createFilmclubApi({ partnerId: 118, baseUrl: `${BASE}/118` }, storage);
    expect(await api.login('ola@example.no', 'Kino2026!')).toEqual({ userName: 'olan', email: 'ola@example.no', token: 'tok' });
    expect(JSON.parse(storage.getItem('filmclub-118-profile-new') ?? '{}')).toMatchObject({ token: 'tok' });

    server.use(http.post(`${BASE}/118/LoginDx`, () => HttpResponse.json({ UserName: 'olan', UserInfo: { Email: 'ola@example.no', UserId: 'u1' } })));
    const empty = memoryStorage();
    await expect(createFilmclubApi({ partnerId: 118, baseUrl: `${BASE}/118` }, empty).login('ola@example.no', 'x')).rejects.toBeInstanceOf(FilmclubError);
    expect(empty.data.size).toBe(0);
  });

  it('treats an empty forgot-password answer as sent, and anything else as a failure', async () => {
    server.use(http.post(`${BASE}/118/ForgotPasswordDx`, () => new HttpResponse(null, { status: 200 })));
    const api = createFilmclubApi({ partnerId: 118, baseUrl: `${BASE}/118` }, memoryStorage());
    await expect(api.forgotPassword('ola@example.no')).resolves.toBeUndefined();
    server.use(http.post(`${BASE}/118/ForgotPasswordDx`, () => HttpResponse.json({ Message: 'nei' })));
    await expect(api.forgotPassword('ola@example.no')).rejects.toBeInstanceOf(FilmclubError);
  });

  it('reads a session saved under the older key, and logout clears both keys', () => {
    const storage = memoryStorage({ 'filmclub-178-profile': JSON.stringify(profile), 'filmclub-178-profile-new': 'not json' });
    const api = createFilmclubApi({ partnerId: 178, baseUrl: `${BASE}/178` }, storage);
    expect(api.session.profile()).toEqual(profile);
    api.session.logout();
    expect(storage.data.size).toBe(0);
  });

  it('gives Norwegian messages: wrong password, server trouble and no connection', async () => {
    const api = createFilmclubApi({ partnerId: 118, baseUrl: `${BASE}/118` }, member118());
    server.use(http.post(`${BASE}/118/LoginDx`, () => HttpResponse.json({ Message: 'Invalid', Code: 'INVALID_CREDENTIALS' }, { status: 401 })));
    await expect(api.login('a@b.no', 'x')).rejects.toThrow('Feil e-postadresse eller passord.');
    server.use(http.get(`${BASE}/118/GetTicketsDx`, () => HttpResponse.json({ Message: 'boom' }, { status: 500 })));
    await expect(api.tickets()).rejects.toThrow('Filmklubben har tekniske problemer akkurat nå. Prøv igjen senere.');
    server.use(http.get(`${BASE}/118/GetTicketsDx`, () => HttpResponse.error()));
    await expect(api.tickets()).rejects.toMatchObject({ code: 'network' });
  });
});
