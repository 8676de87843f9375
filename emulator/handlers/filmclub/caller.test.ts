import { bearer, call, control, login118, login178, SEEDED, serveFilmclubInTests } from './testing';

serveFilmclubInTests();

/** A second member of a backend, registered for the test: the calls that must not take the seeded member's fault. */
async function otherMember178(): Promise<string> {
  const response = await call(178, 'CreateUserDx', {
    body: { email: 'annen@example.no', userName: 'annen', password: 'Hemmelig123' },
  });
  return ((await response.json()) as { Token: string }).Token;
}

describe('a fail rule for one member', () => {
  it("178: only that member's tickets call and token refresh fail; another member's calls go through", async () => {
    const kari = await login178();
    const other = await otherMember178();
    await control('fail', {
      partnerId: 178,
      operation: 'GetTicketsDx',
      status: 401,
      times: 1,
      email: SEEDED[178].email.toUpperCase(),
    });
    await control('fail', {
      partnerId: 178,
      operation: 'SwitchTokensDx',
      status: 503,
      times: 1,
      email: SEEDED[178].email,
    });

    expect((await call(178, 'GetTicketsDx', { headers: bearer(other) })).status).toBe(200);
    expect((await call(178, 'SwitchTokensDx', { headers: { 'X-Token': other } })).status).toBe(200);
    expect((await call(178, 'GetTicketsDx', { headers: bearer(kari) })).status).toBe(401);
    expect((await call(178, 'SwitchTokensDx', { headers: { 'X-Token': kari } })).status).toBe(503);
    expect((await call(178, 'GetTicketsDx', { headers: bearer(kari) })).status).toBe(200);
  });

  it('118: the member is told by the session cookie', async () => {
    const { cookie } = await login118();
    const registered = await call(118, 'CreateUserDx', {
      body: { email: 'annen@example.no', userName: 'annen', password: 'Hemmelig123' },
    });
    const otherCookie = (registered.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    await control('fail', {
      partnerId: 118,
      operation: 'GetTicketsDx',
      status: 503,
      email: SEEDED[118].email,
    });
    expect((await call(118, 'GetTicketsDx', { headers: { cookie } })).status).toBe(503);
    expect((await call(118, 'GetTicketsDx', { headers: { cookie: otherCookie } })).status).toBe(
      200,
    );
  });
});
