import axios from 'axios';
import {
  backendUrl,
  call,
  callsOf,
  faults,
  holdOperation,
  login118,
  login178,
  operationAnswered,
  SEEDED,
  serveFilmclubInTests,
} from '@/emulator/handlers/filmclub/testing';
import { createFilmclubApi } from './api';
import { FilmclubError } from './errors';
import { profileKeys } from './profile-storage';
import type { WireTicket } from './wire';

/** The emulator's two backends (emulator/handlers/filmclub), with per-test faults. */
const server = serveFilmclubInTests();

/** An in-memory localStorage. */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

describe('token-provider backend (178)', () => {
  /** The seeded member of 178, logged in earlier (the profile token saved), whose access token has since expired. */
  async function expiredMember178() {
    const token = await login178();
    await faults.expireTokens(178);
    const profile = { userName: SEEDED[178].userName, email: SEEDED[178].email, token };
    return {
      profile,
      api: createFilmclubApi(
        { partnerId: 178, baseUrl: backendUrl(178) },
        memoryStorage({ [profileKeys(178).current]: JSON.stringify(profile) }),
      ),
    };
  }

  it('five concurrent 401s share exactly one refresh, and each request is retried once with the new token', async () => {
    const { profile, api } = await expiredMember178();
    const refresh = holdOperation(server, 178, 'SwitchTokensDx');
    const allRefused = operationAnswered(server, 178, 'GetTicketsDx', 5, 401);
    const results = Promise.all(Array.from({ length: 5 }, async () => (await api.tickets()).items));
    // Every call has its 401 before the refresh answers, so all five wait on the one refresh.
    await Promise.all([refresh.reached, allRefused]);
    refresh.release();
    const tickets = await results;

    expect(tickets[0]?.length).toBeGreaterThan(0);
    expect(
      tickets.every(
        (list) => list.length === tickets[0]?.length && list[0]?.qrCode?.startsWith('KH-178-'),
      ),
    ).toBe(true);
    const refreshes = await callsOf(178, 'SwitchTokensDx');
    expect(refreshes.map((entry) => entry.headers['x-token'])).toEqual([profile.token]);
    const calls = await callsOf(178, 'GetTicketsDx');
    expect(calls.map((entry) => entry.status)).toEqual([
      401, 401, 401, 401, 401, 200, 200, 200, 200, 200,
    ]);
    expect(new Set(calls.slice(5).map((entry) => entry.headers.authorization)).size).toBe(1);
    expect(calls[5]?.headers.authorization).not.toBe(`Bearer ${profile.token}`);
  });

  it('retries a request at most once: a second 401 means the session is lost', async () => {
    const { api } = await expiredMember178();
    await faults.fail({ partnerId: 178, operation: 'GetTicketsDx', status: 401 });
    await expect(api.tickets()).rejects.toMatchObject({ code: 'auth-lost' });
    expect(await callsOf(178, 'GetTicketsDx')).toHaveLength(2);
    expect(await callsOf(178, 'SwitchTokensDx')).toHaveLength(1);
  });

  it('a 401 on the refresh itself means the session is lost, and nothing loops', async () => {
    const { api } = await expiredMember178();
    await faults.fail({ partnerId: 178, operation: 'SwitchTokensDx', status: 401 });
    await expect(api.tickets()).rejects.toMatchObject({ code: 'auth-lost' });
    expect(await callsOf(178, 'SwitchTokensDx')).toHaveLength(1);
    expect(await callsOf(178, 'GetTicketsDx')).toHaveLength(1);
  });
});

/**
 * A member of 118 logged in earlier: the profile says who is logged in, the session is the
 * cookie. Node keeps no cookies, so the test stands in for the browser, which sends the session
 * cookie with every `withCredentials` call.
 */
async function member118() {
  const { cookie, marsToken } = await login118();
  axios.defaults.headers.common.Cookie = cookie;
  const storage = memoryStorage({
    [profileKeys(118).current]: JSON.stringify({
      userName: SEEDED[118].userName,
      email: SEEDED[118].email,
      token: marsToken,
    }),
  });
  return { cookie, storage };
}

afterEach(() => {
  delete axios.defaults.headers.common.Cookie;
});

describe('cookie backend (118)', () => {
  it('sends the session cookie, no Authorization header, asks for the first page, and maps the PascalCase ticket fields', async () => {
    const { cookie, storage } = await member118();
    const { items: tickets } = await createFilmclubApi(
      { partnerId: 118, baseUrl: backendUrl(118) },
      storage,
    ).tickets();

    const [sent] = await callsOf(118, 'GetTicketsDx');
    expect(sent).toMatchObject({
      status: 200,
      query: { skip: '0', take: '10' },
      headers: { cookie },
    });
    expect(sent?.headers.authorization).toBeUndefined();
    // The emulator's own answer, field by field: the client renames the PascalCase wire fields.
    const wire = (await (
      await call(118, 'GetTicketsDx', { query: 'skip=0&take=10', headers: { cookie } })
    ).json()) as { Items: WireTicket[] };
    expect(wire.Items.length).toBeGreaterThan(0);
    expect(tickets).toEqual(
      wire.Items.map((item) => ({
        movieId: item.MovieId,
        movieTitle: item.MovieTitle,
        notes: item.Notes,
        qrCode: item.QRCode,
        qrUrl: item.QRUrl,
        startTime: item.StartTime,
        expirationDate: item.ExpirationDate,
        image: item.Poster,
        sal: item.Screen,
        seatsInfo: {
          info: item.SeatsInfo.Info,
          rows: item.SeatsInfo.Rows.map(({ Row, Seats }) => ({ row: Row, seats: Seats })),
        },
      })),
    );
  });

  it('sends no member call when nobody is logged in (after a logout the cookie could still be accepted)', async () => {
    const { storage } = await member118();
    const api = createFilmclubApi({ partnerId: 118, baseUrl: backendUrl(118) }, storage);
    expect((await api.tickets()).items.length).toBeGreaterThan(0);
    api.session.logout();
    await expect(api.tickets()).rejects.toMatchObject({ code: 'auth-lost' });
    await expect(api.watchList()).rejects.toMatchObject({ code: 'auth-lost' });
    expect(await callsOf(118, 'GetTicketsDx')).toHaveLength(1);
    expect(await callsOf(118, 'GetWatchlistDx')).toHaveLength(0);
  });
});

describe('login, forgot password and the stored profile', () => {
  it('stores the profile under the -new key only when the answer carries a session token', async () => {
    const { email, password, userName } = SEEDED[118];
    const storage = memoryStorage();
    const profile = await createFilmclubApi(
      { partnerId: 118, baseUrl: backendUrl(118) },
      storage,
    ).login(email, password);
    expect(profile).toEqual({ userName, email, token: expect.any(String) });
    expect(JSON.parse(storage.getItem('filmclub-118-profile-new') ?? '{}')).toEqual(profile);

    await faults.omit({ partnerId: 118, operation: 'LoginDx', fields: ['marsToken'] });
    const empty = memoryStorage();
    await expect(
      createFilmclubApi({ partnerId: 118, baseUrl: backendUrl(118) }, empty).login(email, password),
    ).rejects.toBeInstanceOf(FilmclubError);
    expect(empty.data.size).toBe(0);
  });

  it('treats an empty forgot-password answer as sent, and anything else as a failure', async () => {
    const api = createFilmclubApi({ partnerId: 118, baseUrl: backendUrl(118) }, memoryStorage());
    await expect(api.forgotPassword(SEEDED[118].email)).resolves.toBeUndefined();
    await faults.invalid({ partnerId: 118, operation: 'ForgotPasswordDx' });
    await expect(api.forgotPassword(SEEDED[118].email)).rejects.toBeInstanceOf(FilmclubError);
    expect(await callsOf(118, 'ForgotPasswordDx')).toHaveLength(2);
  });

  it('reads a session saved under the older key, and logout clears both keys', () => {
    const profile = {
      userName: SEEDED[178].userName,
      email: SEEDED[178].email,
      token: 'profile-token',
    };
    const storage = memoryStorage({
      'filmclub-178-profile': JSON.stringify(profile),
      'filmclub-178-profile-new': 'not json',
    });
    const api = createFilmclubApi({ partnerId: 178, baseUrl: backendUrl(178) }, storage);
    expect(api.session.profile()).toEqual(profile);
    api.session.logout();
    expect(storage.data.size).toBe(0);
  });

  it('gives Norwegian messages: wrong password, server trouble and no connection', async () => {
    const { storage } = await member118();
    const api = createFilmclubApi({ partnerId: 118, baseUrl: backendUrl(118) }, storage);
    await expect(api.login(SEEDED[118].email, 'feil-passord')).rejects.toThrow(
      'Feil e-postadresse eller passord.',
    );
    await faults.fail({ partnerId: 118, operation: 'GetTicketsDx', status: 500, times: 1 });
    await expect(api.tickets()).rejects.toThrow(
      'Filmklubben har tekniske problemer akkurat nå. Prøv igjen senere.',
    );
    await faults.disconnect({ partnerId: 118, operation: 'GetTicketsDx', times: 1 });
    await expect(api.tickets()).rejects.toMatchObject({ code: 'network' });
    // The backend itself was fine all along: the next call gets the tickets.
    expect((await api.tickets()).items.length).toBeGreaterThan(0);
  });
});
