import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createFilmclubClient, toFilmclubError } from './client';
import { filmclubSession } from '@/lib/filmclub-session';
import { MEMBER_CALL_TIMEOUT_MS } from './timeout';

const BASE = 'http://filmclub.test';
const server = setupServer(http.get(`${BASE}/:partner/GetTicketsDx`, async () => {
  await delay('infinite');
  return HttpResponse.json({});
}));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
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
});
