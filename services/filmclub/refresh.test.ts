import { profileKeys, savedTicketsKey } from '@/lib/filmclub-profile';
import { filmclubSession } from '@/lib/filmclub-session';
import {
  backendUrl,
  callsOf,
  faults,
  holdOperation,
  login178,
  SEEDED,
  serveFilmclubInTests,
} from '@/emulator/handlers/filmclub/testing';
import { createFilmclubApi } from './api';
import { createFilmclubClient, toFilmclubError } from './client';

/** docs/product.md, Film club: lost authentication is a 401 or 403 on the refresh, or a second 401; nothing else logs the member out. */
const server = serveFilmclubInTests();
const BASE = backendUrl(178);
const saved = JSON.stringify({ userName: SEEDED[178].userName, savedAt: 1, items: [] });

/**
 * The seeded member of 178 with saved tickets, as after an earlier visit: logged in (the profile
 * token saved), the access token since expired, so the next member call gets a 401 and refreshes.
 */
async function memberStorage() {
  const profile = {
    userName: SEEDED[178].userName,
    email: SEEDED[178].email,
    token: await login178(),
  };
  await faults.expireTokens(178);
  const data = new Map([
    [profileKeys(178).current, JSON.stringify(profile)],
    [savedTicketsKey(178), saved],
  ]);
  return {
    profile,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

function expectStillLoggedIn(storage: Awaited<ReturnType<typeof memberStorage>>) {
  expect(filmclubSession(178, storage).profile()).toEqual(storage.profile);
  expect(storage.data.get(profileKeys(178).current)).toBe(JSON.stringify(storage.profile));
  expect(storage.data.get(savedTicketsKey(178))).toBe(saved);
}

/** The bearer token the last answered member call of an operation was sent with. */
const lastBearer = async (operation: 'GetTicketsDx' | 'GetWatchlistDx') =>
  (await callsOf(178, operation)).at(-1)?.headers.authorization;

describe('a refresh that fails without lost authentication keeps the member', () => {
  it.each([
    [
      'a 503',
      () => faults.fail({ partnerId: 178, operation: 'SwitchTokensDx', status: 503, times: 1 }),
      'server',
    ],
    [
      'a 500',
      () => faults.fail({ partnerId: 178, operation: 'SwitchTokensDx', status: 500, times: 1 }),
      'server',
    ],
    [
      'a network error',
      () => faults.disconnect({ partnerId: 178, operation: 'SwitchTokensDx', times: 1 }),
      'network',
    ],
    [
      'an answer without a token',
      () =>
        faults.omit({ partnerId: 178, operation: 'SwitchTokensDx', fields: ['Token'], times: 1 }),
      'invalid-response',
    ],
  ])(
    '%s on SwitchTokensDx: the call fails with a non-auth error, the member and the saved tickets stay, and the next call refreshes again',
    async (_name, fault, code) => {
      const storage = await memberStorage();
      await fault();
      const api = createFilmclubApi({ partnerId: 178, baseUrl: BASE }, storage);
      await expect(api.tickets()).rejects.toMatchObject({ code });
      expectStillLoggedIn(storage);

      const { items: tickets } = await api.tickets();
      expect(tickets.length).toBeGreaterThan(0);
      expect(tickets.every((ticket) => ticket.qrCode?.startsWith('KH-178-'))).toBe(true);
      expect(await callsOf(178, 'SwitchTokensDx')).toHaveLength(2);
    },
  );

  it('a timeout on SwitchTokensDx fails the call as a timeout, not as lost authentication', async () => {
    const storage = await memberStorage();
    await faults.hang({ partnerId: 178, operation: 'SwitchTokensDx' });
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
    const storage = await memberStorage();
    await faults.fail({ partnerId: 178, operation: 'SwitchTokensDx', status });
    await expect(
      createFilmclubApi({ partnerId: 178, baseUrl: BASE }, storage).tickets(),
    ).rejects.toMatchObject({ code: 'auth-lost', status });
  });
});

describe('a 401 that arrives after a refresh completed', () => {
  it('is retried once with the new token, without a second SwitchTokensDx', async () => {
    const api = createFilmclubApi({ partnerId: 178, baseUrl: BASE }, await memberStorage());
    // Sent with the old token together with the tickets call, answered (401) only after the refresh finished.
    const slow = holdOperation(server, 178, 'GetWatchlistDx');
    const list = api.watchList();
    await slow.reached;
    const { items: tickets } = await api.tickets();
    slow.release();

    expect(tickets.length).toBeGreaterThan(0);
    expect((await list).items).toHaveLength(2);
    expect((await callsOf(178, 'GetWatchlistDx')).map((entry) => entry.status)).toEqual([401, 200]);
    expect(await lastBearer('GetWatchlistDx')).toBe(await lastBearer('GetTicketsDx'));
    expect(await callsOf(178, 'SwitchTokensDx')).toHaveLength(1);
  });
});

describe('logout', () => {
  it('an answer that arrives after the logout is not saved for offline use, and the refreshed token is forgotten', async () => {
    const storage = await memberStorage();
    const api = createFilmclubApi({ partnerId: 178, baseUrl: BASE }, storage);
    // The retry with the refreshed token is held until the member has logged out.
    const retry = holdOperation(server, 178, 'GetTicketsDx', { skip: 1 });
    const pending = api.tickets();
    await retry.reached;
    expect(api.session.accessToken()).toEqual(expect.any(String));
    expect(api.session.accessToken()).not.toBe(storage.profile.token);
    api.session.logout();
    retry.release();
    expect((await pending).items.length).toBeGreaterThan(0);
    expect(storage.data.size).toBe(0);
    expect(api.session.accessToken()).toBeNull();
  });
});

describe('one shared refresh', () => {
  it('SwitchTokensDx asked for while a 401 is refreshing joins that refresh, and the new token is used', async () => {
    const storage = await memberStorage();
    const api = createFilmclubApi({ partnerId: 178, baseUrl: BASE }, storage);
    const refresh = holdOperation(server, 178, 'SwitchTokensDx');
    const tickets = api.tickets();
    // The tickets call got its 401 and its refresh is on the wire before switchTokens asks for one.
    await refresh.reached;
    const switched = Promise.all([api.switchTokens(), api.switchTokens()]);
    // Both have reached the client (the code is loaded; only microtasks stand between) while the refresh still waits.
    await new Promise((resolve) => setImmediate(resolve));
    refresh.release();
    await switched;
    expect((await tickets).items.every((ticket) => ticket.qrCode?.startsWith('KH-178-'))).toBe(
      true,
    );
    expect(`Bearer ${api.session.accessToken()}`).toBe(await lastBearer('GetTicketsDx'));
    expect(api.session.accessToken()).not.toBe(storage.profile.token);
    const refreshes = await callsOf(178, 'SwitchTokensDx');
    expect(refreshes.map((entry) => entry.headers['x-token'])).toEqual([storage.profile.token]);
  });
});
