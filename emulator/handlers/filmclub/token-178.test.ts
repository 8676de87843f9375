import { switchTokensResponseSchema } from '@/services/filmclub/wire';
import type { LogEntry } from './state';
import { BASE, bearer, call, control, login178, serveFilmclubInTests } from './testing';

serveFilmclubInTests();

const watchList = (token: string) =>
  call(178, 'GetWatchlistDx', { query: 'skip=0&take=10', headers: bearer(token) });
const switchTokens = async (profileToken: string) =>
  switchTokensResponseSchema.parse(
    await (await call(178, 'SwitchTokensDx', { headers: { 'X-Token': profileToken } })).json(),
  ).Token;

describe('film-club backend 178 (token provider)', () => {
  it('answers member calls with the login token as bearer', async () => {
    const token = await login178();
    expect((await watchList(token)).status).toBe(200);
  });

  it.each([
    ['no Authorization header', {}],
    ['an unknown bearer token', bearer('gjettet')],
  ])('answers %s with 401 UNAUTHENTICATED', async (_case, headers) => {
    const response = await call(178, 'GetTicketsDx', { headers });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ Code: 'UNAUTHENTICATED' });
  });

  it('answers 401 TOKEN_EXPIRED once the access tokens are expired', async () => {
    const token = await login178();
    expect((await control('expire-tokens', { partnerId: 178 })).status).toBe(204);
    const response = await watchList(token);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ Code: 'TOKEN_EXPIRED' });
  });

  it('expires access tokens after the configured TTL', async () => {
    expect((await control('token-ttl', { ttlMs: 30 })).status).toBe(204);
    const token = await login178();
    // The emulator reads Date.now(): move its clock past the TTL instead of waiting for it.
    const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 31);
    try {
      expect(await (await watchList(token)).json()).toMatchObject({ Code: 'TOKEN_EXPIRED' });
    } finally {
      clock.mockRestore();
    }
  });

  it('issues a new working access token through SwitchTokensDx, and the profile token keeps refreshing', async () => {
    const profileToken = await login178();
    await control('expire-tokens', { partnerId: 178 });
    const fresh = await switchTokens(profileToken);
    expect(fresh).not.toBe(profileToken);
    expect((await watchList(fresh)).status).toBe(200);

    await control('expire-tokens', { partnerId: 178 });
    expect((await watchList(fresh)).status).toBe(401);
    expect((await watchList(await switchTokens(profileToken))).status).toBe(200);
  });

  it('answers SwitchTokensDx for an unknown or missing X-Token with 401', async () => {
    expect((await call(178, 'SwitchTokensDx', { headers: { 'X-Token': 'ukjent' } })).status).toBe(
      401,
    );
    expect((await call(178, 'SwitchTokensDx')).status).toBe(401);
  });

  it('does not take an access token from SwitchTokensDx as a refresh credential', async () => {
    const fresh = await switchTokens(await login178());
    expect((await call(178, 'SwitchTokensDx', { headers: { 'X-Token': fresh } })).status).toBe(401);
  });

  it('logs SwitchTokensDx with its X-Token before the watch list call that uses the new token', async () => {
    const profileToken = await login178();
    const fresh = await switchTokens(profileToken);
    await watchList(fresh);
    const log = (await (
      await fetch(`${BASE}/filmclub/_control/log?partnerId=178`)
    ).json()) as LogEntry[];
    expect(log.map((entry) => entry.operation)).toEqual([
      'LoginDx',
      'SwitchTokensDx',
      'GetWatchlistDx',
    ]);
    expect(log[1]).toMatchObject({
      method: 'POST',
      headers: { 'x-token': profileToken },
      status: 200,
    });
    expect(log[2]).toMatchObject({
      headers: { authorization: `Bearer ${fresh}` },
      query: { skip: '0', take: '10' },
    });
  });
});
