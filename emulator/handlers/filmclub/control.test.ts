import { BASE, bearer, call, control, login178, serveFilmclubInTests } from './testing';
import { eventually } from '@/tests/eventually';

serveFilmclubInTests();

interface LogEntry {
  operation: string;
  status?: number;
}
const log = async (partnerId: number) =>
  (await (
    await fetch(`${BASE}/filmclub/_control/log?partnerId=${partnerId}`)
  ).json()) as LogEntry[];
/** Waits until the backend's log satisfies `check`: the call's own trace, not a guessed delay. */
const logUntil = (partnerId: number, check: (entries: LogEntry[]) => boolean) =>
  eventually(`the log of backend ${partnerId} matching`, async () => {
    const entries = await log(partnerId);
    return check(entries) && entries;
  });

describe('film-club emulator controls', () => {
  it('fails every call of a backend with the given status until reset', async () => {
    expect((await control('fail', { partnerId: 178, status: 500 })).status).toBe(204);
    const response = await call(178, 'ForgotPasswordDx', { body: { Email: 'kari@example.no' } });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ Message: 'Intern feil' });
    expect(
      (await call(118, 'ForgotPasswordDx', { body: { Email: 'kari@example.no' } })).status,
    ).toBe(200);

    await control('reset');
    expect(
      (await call(178, 'ForgotPasswordDx', { body: { Email: 'kari@example.no' } })).status,
    ).toBe(200);
  });

  it('fails only the named operation, and only `times` times when given', async () => {
    const token = await login178();
    await control('fail', { partnerId: 178, operation: 'GetWatchlistDx', status: 401, times: 1 });
    const first = await call(178, 'GetWatchlistDx', { headers: bearer(token) });
    expect(first.status).toBe(401);
    expect(await first.json()).toMatchObject({ Code: 'UNAUTHENTICATED' });
    expect((await call(178, 'GetTicketsDx', { headers: bearer(token) })).status).toBe(200);
    expect((await call(178, 'GetWatchlistDx', { headers: bearer(token) })).status).toBe(200);
  });

  it('answers an HTML page instead of JSON for `invalid`, `times` times, and never the log in its place', async () => {
    const token = await login178();
    await control('invalid', { partnerId: 178, operation: 'GetTicketsDx', times: 1 });
    const garbled = await call(178, 'GetTicketsDx', { headers: bearer(token) });
    expect(garbled.status).toBe(200);
    expect(garbled.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await garbled.text()).toContain('vedlikehold');
    const next = await call(178, 'GetTicketsDx', { headers: bearer(token) });
    expect(await next.json()).toMatchObject({ Items: expect.any(Array) });
  });

  it('drops matching calls as a network error for `disconnect`, `times` times', async () => {
    const token = await login178();
    await control('disconnect', { partnerId: 178, operation: 'GetTicketsDx', times: 1 });
    await expect(call(178, 'GetTicketsDx', { headers: bearer(token) })).rejects.toThrow(TypeError);
    expect((await call(178, 'GetTicketsDx', { headers: bearer(token) })).status).toBe(200);
  });

  it('answers without the named fields for `omit`, and leaves the rest of the answer', async () => {
    await control('omit', {
      partnerId: 178,
      operation: 'LoginDx',
      fields: ['marsToken'],
      times: 1,
    });
    const login = () =>
      call(178, 'LoginDx', { body: { Email: 'kari.nordmann@example.no', Password: 'Film2026!' } });
    const without = (await (await login()).json()) as Record<string, unknown>;
    expect(without).not.toHaveProperty('marsToken');
    expect(without).toMatchObject({ UserName: 'karin' });
    expect(await (await login()).json()).toHaveProperty('marsToken', expect.any(String));
  });

  it('holds a hung call open until its cap, then answers 504', async () => {
    await control('hang', { partnerId: 118, operation: 'LoginDx', capMs: 50 });
    const started = Date.now();
    const response = await call(118, 'LoginDx', { body: { Email: 'a@example.no', Password: 'x' } });
    expect(response.status).toBe(504);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });

  it('lets the caller abort a hung call, which releases it', async () => {
    await control('hang', { partnerId: 178 });
    const abort = new AbortController();
    const pending = call(178, 'GetTicketsDx', { signal: abort.signal });
    await logUntil(178, (entries) => entries.length > 0);
    abort.abort();
    await expect(pending).rejects.toThrow(/abort/i);
    const entries = await logUntil(178, ([entry]) => entry?.status !== undefined);
    expect(entries).toEqual([expect.objectContaining({ operation: 'GetTicketsDx', status: 504 })]);
  });

  it('answers hung calls when reset', async () => {
    await control('hang', { partnerId: 178, operation: 'GetTicketsDx' });
    const pending = call(178, 'GetTicketsDx');
    const entries = await logUntil(178, (logged) => logged.length > 0);
    expect(entries).toEqual([expect.objectContaining({ operation: 'GetTicketsDx' })]);
    await control('reset');
    expect((await pending).status).toBe(504);
  });

  it("a reset of one backend leaves the other's hung calls hanging", async () => {
    await control('hang', { partnerId: 178, operation: 'GetTicketsDx' });
    let answered = false;
    const pending = call(178, 'GetTicketsDx').then((response) => {
      answered = true;
      return response;
    });
    await logUntil(178, (logged) => logged.length > 0);
    await control('reset', { partnerId: 118 });
    // Proves an absence: a reset answers hung calls at once, so a 178 call it wrongly released
    // would have settled within these few event-loop turns.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    await control('reset', { partnerId: 178 });
    expect((await pending).status).toBe(504);
  });

  it('clears the log and restores the seeded data on reset', async () => {
    await call(118, 'CreateUserDx', {
      body: { email: 'ny@example.no', userName: 'ny', password: 'Lerret42' },
    });
    expect(await log(118)).toHaveLength(1);
    await control('reset');
    expect(await log(118)).toEqual([]);
    expect(
      (await call(118, 'LoginDx', { body: { Email: 'ny@example.no', Password: 'Lerret42' } }))
        .status,
    ).toBe(401);
  });

  it.each([
    ['fail', { partnerId: 184, status: 500 }],
    ['fail', { partnerId: 178, status: 200 }],
    ['hang', { partnerId: 178, operation: 'NoSuchDx' }],
    ['invalid', { partnerId: 178, times: 0 }],
    ['token-ttl', { ttlMs: -1 }],
    ['expire-tokens', {}],
  ])('refuses a malformed %s body with 400', async (path, body) => {
    expect((await control(path, body)).status).toBe(400);
  });
});
