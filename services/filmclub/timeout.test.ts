import {
  backendUrl,
  faults,
  login178,
  operationRequested,
  SEEDED,
  serveFilmclubInTests,
} from '@/emulator/handlers/filmclub/testing';
import { profileKeys } from '@/lib/filmclub-profile';
import { filmclubSession } from '@/lib/filmclub-session';
import { createFilmclubApi } from './api';
import { createFilmclubClient, toFilmclubError } from './client';
import { eitherSignal, MEMBER_CALL_TIMEOUT_MS } from './timeout';

/** The emulator's backends; a call that never answers is its `hang` fault. */
const server = serveFilmclubInTests();
afterEach(() => jest.restoreAllMocks());

describe('member call timeout', () => {
  it.each([118, 178] as const)('every call of backend %i times out after 10 s', (partnerId) => {
    expect(MEMBER_CALL_TIMEOUT_MS).toBe(10_000);
    expect(
      createFilmclubClient(
        { partnerId, baseUrl: backendUrl(partnerId) },
        filmclubSession(partnerId, undefined),
      ).defaults.timeout,
    ).toBe(MEMBER_CALL_TIMEOUT_MS);
  });

  it('a call that never answers ends as a timeout with a Norwegian "Prøv igjen" message, not as a network error', async () => {
    await faults.hang({ partnerId: 118, operation: 'GetTicketsDx' });
    const client = createFilmclubClient(
      { partnerId: 118, baseUrl: backendUrl(118) },
      filmclubSession(118, undefined),
    );
    // The same client with its limit shortened for this test only, so it need not wait 10 s.
    const error = await client
      .get('GetTicketsDx', { timeout: 50 })
      .catch((failure: unknown) => toFilmclubError(failure));
    expect(error).toMatchObject({
      code: 'timeout',
      message: 'Filmklubben svarer ikke akkurat nå. Prøv igjen om litt.',
    });
  });

  it('one deadline covers the whole member call: a 401 whose refresh hangs ends as a timeout when the deadline of the call passes', async () => {
    // The call's deadline, under the test's control instead of 10 s of waiting.
    const deadline = new AbortController();
    const timeout = jest.spyOn(AbortSignal, 'timeout').mockReturnValue(deadline.signal);
    // The member's access token has expired, and the refresh it asks for never answers.
    const profile = {
      userName: SEEDED[178].userName,
      email: SEEDED[178].email,
      token: await login178(),
    };
    await faults.expireTokens(178);
    await faults.hang({ partnerId: 178, operation: 'SwitchTokensDx' });
    const refreshing = operationRequested(server, 178, 'SwitchTokensDx');
    const data = new Map([[profileKeys(178).current, JSON.stringify(profile)]]);
    const storage = {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    };
    const tickets = createFilmclubApi(
      { partnerId: 178, baseUrl: backendUrl(178) },
      storage,
    ).tickets();
    await refreshing;
    expect(timeout).toHaveBeenCalledWith(MEMBER_CALL_TIMEOUT_MS);
    deadline.abort(new DOMException('deadline', 'TimeoutError'));
    await expect(tickets).rejects.toMatchObject({
      code: 'timeout',
      message: 'Filmklubben svarer ikke akkurat nå. Prøv igjen om litt.',
    });
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
