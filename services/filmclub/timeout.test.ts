import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createFilmclubClient, toFilmclubError } from './client';
import { profileKeys } from '@/lib/filmclub-profile';
import { filmclubSession } from '@/lib/filmclub-session';
import { createFilmclubApi } from './api';
import { eitherSignal, MEMBER_CALL_TIMEOUT_MS } from './timeout';

const BASE = 'http://filmclub.test';
const server = setupServer(http.get(`${BASE}/:partner/GetTicketsDx`, async () => {
  await delay('infinite');
  return HttpResponse.json({});
}));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
});
afterAll(() => server.close());


describe('member call timeout', () => {
  it.each([118, 178] as const)('every call of backend %i times out after 10 s', (partnerId) => {
    expect(MEMBER_CALL_TIMEOUT_MS).toBe(10_000);
    expect(createFilmclubClient({ partnerId, baseUrl: `${BASE}/${partnerId}` }, filmclubSession(partnerId, undefined)).defaults.timeout).toBe(MEMBER_CALL_TIMEOUT_MS);
  });

  it('a call that never answers ends as a timeout with a Norwegian "Prøv igjen" message, not as a network error', async () => {
    const client = createFilmclubClient({ partnerId: 118, baseUrl: `${BASE}/118` }, filmclubSession(118, undefined));
    // The same client with its limit shortened for this test only, so it need not wait 10 s.
    const error = await client.get('GetTicketsDx', { timeout: 50 }).catch((failure: unknown) => toFilmclubError(failure));
    expect(error).toMatchObject({ code: 'timeout', message: 'Filmklubben svarer ikke akkurat nå. Prøv igjen om litt.' });
  });

  it('one deadline covers the whole member call: a 401 whose refresh hangs ends as a timeout when the deadline of the call passes', async () => {
    // The call's deadline, under the test's control instead of 10 s of waiting.
    const deadline = new AbortController();
    const timeout = jest.spyOn(AbortSignal, 'timeout').mockReturnValue(deadline.signal);
    let refreshAsked = () => {};
    const refreshing = new Promise<void>((resolve) => (refreshAsked = resolve));
    server.use(
      http.get(`${BASE}/178/GetTicketsDx`, () => HttpResponse.json({ Code: 'TOKEN_EXPIRED', Message: 'x' }, { status: 401 })),
      http.post(`${BASE}/178/SwitchTokensDx`, async () => {
        refreshAsked();
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const profile = { userName: 'karin', email: 'kari@example.no', token: 'profile-token' };
    const data = new Map([[profileKeys(178).current, JSON.stringify(profile)]]);
    const storage = { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), removeItem: (key: string) => void data.delete(key) };
    const tickets = createFilmclubApi({ partnerId: 178, baseUrl: `${BASE}/178` }, storage).tickets();
    await refreshing;
    expect(timeout).toHaveBeenCalledWith(MEMBER_CALL_TIMEOUT_MS);
    deadline.abort(new DOMException('deadline', 'TimeoutError'));
    await expect(tickets).rejects.toMatchObject({ code: 'timeout', message: 'Filmklubben svarer ikke akkurat nå. Prøv igjen om litt.' });
    // A timeout is no lost session: the member stays.
    expect(data.get(profileKeys(178).current)).toBe(JSON.stringify(profile));
  });

  it('joins the caller signal and the deadline, also on a browser without AbortSignal.any (iOS 16)', () => {
    const any = AbortSignal.any;
    try {
      Object.defineProperty(AbortSignal, 'any', { value: undefined, configurable: true });
      const [caller, deadline] = [new AbortController(), new AbortController()];
      const both = eitherSignal(caller.signal, deadline.signal);
      expect(both.aborted).toBe(false);
      deadline.abort();
      expect(both.aborted).toBe(true);
    } finally {
      Object.defineProperty(AbortSignal, 'any', { value: any, configurable: true });
    }
  });
});
