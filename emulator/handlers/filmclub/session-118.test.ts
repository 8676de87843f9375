import { createUserRequestSchema, switchTokensResponseSchema } from '@/services/filmclub/wire';
import { SEEDED, bearer, call, control, login118, serveFilmclubInTests } from './testing';

serveFilmclubInTests();

describe('film-club backend 118 (session cookies)', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie on the backend path at login', async () => {
    const response = await call(118, 'LoginDx', {
      body: { Email: SEEDED[118].email, Password: SEEDED[118].password },
    });
    expect(response.headers.get('set-cookie')).toMatch(
      /^fc118_session=[\w-]{20,}; Path=\/filmclub\/118; HttpOnly; SameSite=Lax$/,
    );
  });

  it('answers member calls without the cookie with 401 UNAUTHENTICATED', async () => {
    await login118();
    const response = await call(118, 'GetWatchlistDx', { query: 'skip=0&take=10' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      Message: 'Du er ikke logget inn.',
      Code: 'UNAUTHENTICATED',
    });
  });

  it('answers member calls with the session cookie', async () => {
    const { cookie } = await login118();
    const response = await call(118, 'GetTicketsDx', {
      query: 'skip=0&take=10',
      headers: { Cookie: `theme=dark; ${cookie}` },
    });
    expect(response.status).toBe(200);
  });

  it('does not take the marsToken as a bearer token instead of the cookie', async () => {
    const { marsToken } = await login118();
    expect((await call(118, 'GetWatchlistDx', { headers: bearer(marsToken) })).status).toBe(401);
  });

  it('refuses an unknown session cookie', async () => {
    expect(
      (await call(118, 'GetWatchlistDx', { headers: { Cookie: 'fc118_session=gjettet' } })).status,
    ).toBe(401);
  });

  it('logs a new member in at registration', async () => {
    const user = createUserRequestSchema.parse({
      email: 'per@example.no',
      userName: 'per',
      password: 'Lerret42',
    });
    const response = await call(118, 'CreateUserDx', { body: user });
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const list = await call(118, 'GetWatchlistDx', { headers: { Cookie: cookie } });
    expect(await list.json()).toEqual({ Items: [], Total: 0 });
  });

  it('answers SwitchTokensDx with the same token for the marsToken, and 401 for an unknown X-Token', async () => {
    const { marsToken } = await login118();
    const switched = await call(118, 'SwitchTokensDx', { headers: { 'X-Token': marsToken } });
    expect(switchTokensResponseSchema.parse(await switched.json())).toEqual({ Token: marsToken });
    expect((await call(118, 'SwitchTokensDx', { headers: { 'X-Token': 'ukjent' } })).status).toBe(
      401,
    );
    expect((await call(118, 'SwitchTokensDx')).status).toBe(401);
  });

  it('ends every session on expire-tokens', async () => {
    const { cookie } = await login118();
    expect((await control('expire-tokens', { partnerId: 118 })).status).toBe(204);
    expect((await call(118, 'GetTicketsDx', { headers: { Cookie: cookie } })).status).toBe(401);
  });
});
