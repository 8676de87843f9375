import type { Ticket } from '@/lib/schemas';
import { FilmclubError, type FilmclubErrorCode } from '@/services/filmclub/errors';
import { fakeFilmclubApi, flush, pageOf, runFeatureSaga } from '@/tests/saga-harness';
import { logoutRequested } from '../shared/logged-out';
import { ticketsSaga } from './tickets-saga';
import {
  savedTicketsShown,
  ticketsFailed,
  ticketsReceived,
  ticketsRequested,
} from './tickets-slice';

const TICKET: Ticket = {
  movieId: 'm',
  movieTitle: 'Fjellet',
  notes: null,
  qrCode: 'KH-178-T000201',
  qrUrl: null,
  startTime: '2026-11-28T18:00:00+01:00',
  expirationDate: null,
  image: null,
  sal: 'Sal 1',
  seatsInfo: { info: null, rows: [] },
};
const SAVED = { userName: 'karin', savedAt: 1_764_000_000_000, items: [TICKET] };

/** The tickets saga with GetTicketsDx failing with `code`, and a saved copy when `saved`. */
function failingWith(code: FilmclubErrorCode, saved: typeof SAVED | null = SAVED) {
  const api = fakeFilmclubApi({
    tickets: jest.fn(async () =>
      Promise.reject(new FilmclubError(code, code === 'server' ? 500 : undefined)),
    ),
    savedTickets: jest.fn(async () => saved),
  });
  const saga = runFeatureSaga(ticketsSaga, api);
  saga.put(ticketsRequested());
  return { api, saga };
}

describe('tickets saga', () => {
  it('stores fresh tickets', async () => {
    const api = fakeFilmclubApi({ tickets: jest.fn(async () => pageOf([TICKET])) });
    const saga = runFeatureSaga(ticketsSaga, api);
    saga.put(ticketsRequested());
    await flush();
    expect(saga.dispatched).toEqual([ticketsReceived(pageOf([TICKET]))]);
  });

  it.each<FilmclubErrorCode>(['server', 'timeout', 'network', 'invalid-response'])(
    'on a %s failure shows the saved tickets with the error, and keeps the member logged in',
    async (code) => {
      const { saga } = failingWith(code);
      await flush();
      // Only the saved tickets: no logoutRequested.
      expect(saga.dispatched).toEqual([
        savedTicketsShown({
          items: [TICKET],
          savedAt: SAVED.savedAt,
          error: expect.objectContaining({ code, message: new FilmclubError(code).message }),
        }),
      ]);
    },
  );

  it('without a saved copy stores the Norwegian error', async () => {
    const { saga } = failingWith('server', null);
    await flush();
    expect(saga.dispatched).toEqual([
      ticketsFailed({
        message: 'Filmklubben har tekniske problemer akkurat nå. Prøv igjen senere.',
        status: 500,
        code: 'server',
      }),
    ]);
  });

  it('with a saved copy of zero tickets stores the error instead of an empty list', async () => {
    const { api, saga } = failingWith('network', { ...SAVED, items: [] });
    await flush();
    expect(api.savedTickets).toHaveBeenCalled();
    expect(saga.dispatched).toEqual([
      ticketsFailed(
        expect.objectContaining({ code: 'network', message: new FilmclubError('network').message }),
      ),
    ]);
  });

  it('on lost authentication logs the member out and never shows the saved copy', async () => {
    const { api, saga } = failingWith('auth-lost');
    await flush();
    // The one logout action: the session saga (store/user/session-saga.ts) cancels, resets and ends the session.
    expect(saga.types()).toEqual([ticketsFailed.type, logoutRequested.type]);
    expect(api.savedTickets).not.toHaveBeenCalled();
  });

  it('aborts the pending request when the screen is left (the saga is cancelled)', async () => {
    let signal: AbortSignal | undefined;
    const api = fakeFilmclubApi({
      tickets: jest.fn((_skip: number, given: AbortSignal) => {
        signal = given;
        return new Promise(() => undefined);
      }),
    });
    const saga = runFeatureSaga(ticketsSaga, api);
    saga.put(ticketsRequested());
    await flush();
    expect(signal?.aborted).toBe(false);
    saga.task.cancel();
    expect(signal?.aborted).toBe(true);
    expect(saga.dispatched).toEqual([]);
  });
});
