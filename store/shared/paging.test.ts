import type { Review, Ticket, WatchListMovie } from '@/lib/schemas';
import { FilmclubError } from '@/services/filmclub/errors';
import { fakeFilmclubApi, flush, pageOf, runFeatureSagaWithState } from '@/tests/saga-harness';
import { reviewsSaga } from '../reviews/reviews-saga';
import { moreReviewsRequested, reviewsRequested } from '../reviews/reviews-slice';
import { ticketsSaga } from '../tickets/tickets-saga';
import {
  moreTicketsRequested,
  savedTicketsShown,
  ticketsRequested,
} from '../tickets/tickets-slice';
import { watchListSaga } from '../watch-list/watch-list-saga';
import {
  addToWatchListSucceeded,
  moreWatchListRequested,
  watchListRequested,
} from '../watch-list/watch-list-slice';
import { logoutRequested } from './logged-out';

/** Ticket n of a member's 23 (store/shared/paging.ts is the same for every list). */
const ticket = (n: number): Ticket => ({
  movieId: `M${n}`,
  movieTitle: `Film ${n}`,
  notes: null,
  qrCode: `KH-178-T${n}`,
  qrUrl: null,
  startTime: '2026-11-28T18:00:00+01:00',
  expirationDate: null,
  image: null,
  sal: 'Sal 1',
  seatsInfo: { info: null, rows: [] },
});
const TICKETS = Array.from({ length: 23 }, (_, index) => ticket(index + 1));

/** A backend of 23 tickets answering any page; `failing` skips fail once with a 503. */
function ticketsBackend(failing: number[] = []) {
  return jest.fn(async (skip: number) => {
    if (failing.includes(skip)) {
      failing.splice(failing.indexOf(skip), 1);
      throw new FilmclubError('server', 503);
    }
    return pageOf(TICKETS.slice(skip, skip + 10), skip, 10, TICKETS.length);
  });
}

/** The tickets saga on a store, its first page loaded. */
async function ticketsLoaded(tickets: jest.Mock) {
  const saga = runFeatureSagaWithState(ticketsSaga, fakeFilmclubApi({ tickets }));
  saga.put(ticketsRequested());
  await flush();
  return saga;
}

const shown = (saga: { state: () => { tickets: { items: Ticket[] } } }) =>
  saga.state().tickets.items.map((item) => item.qrCode);

describe('paging of member lists (docs/product.md, Paging)', () => {
  it('appends each next page from skip 10, 20, … and ends on a short page', async () => {
    const tickets = ticketsBackend();
    const saga = await ticketsLoaded(tickets);
    expect(shown(saga)).toHaveLength(10);
    expect(saga.state().tickets.paging).toMatchObject({ hasMore: true, next: 10, total: 23 });

    saga.put(moreTicketsRequested());
    expect(saga.state().tickets.paging.loadingMore).toBe(true);
    await flush();
    saga.put(moreTicketsRequested());
    await flush();
    expect(tickets.mock.calls.map(([skip]) => skip)).toEqual([0, 10, 20]);
    expect(shown(saga)).toEqual(TICKETS.map((item) => item.qrCode));
    expect(saga.state().tickets.paging).toMatchObject({ hasMore: false, loadingMore: false });
  });

  it('ends when the backend’s total is reached, even on a full page', async () => {
    const tickets = jest.fn(async () => pageOf(TICKETS.slice(0, 10), 0, 10, 10));
    const saga = await ticketsLoaded(tickets);
    expect(shown(saga)).toHaveLength(10);
    expect(saga.state().tickets.paging.hasMore).toBe(false);
  });

  it('a failed later page keeps the pages shown with the error, and a retry appends it', async () => {
    const saga = await ticketsLoaded(ticketsBackend([10]));
    saga.put(moreTicketsRequested());
    await flush();
    expect(shown(saga)).toHaveLength(10);
    expect(saga.state().tickets.error).toBeNull();
    expect(saga.state().tickets.paging).toMatchObject({
      hasMore: true,
      loadingMore: false,
      moreError: { code: 'server', status: 503 },
    });
    expect(saga.types()).not.toContain(logoutRequested.type);

    saga.put(moreTicketsRequested());
    await flush();
    expect(shown(saga)).toHaveLength(20);
    expect(saga.state().tickets.paging.moreError).toBeNull();
  });

  it('a later page that finds the session gone logs the member out', async () => {
    const tickets = jest.fn(async (skip: number) => {
      if (skip > 0) throw new FilmclubError('auth-lost', 401);
      return pageOf(TICKETS.slice(0, 10), 0, 10, 23);
    });
    const saga = await ticketsLoaded(tickets);
    saga.put(moreTicketsRequested());
    await flush();
    expect(saga.types()).toContain(logoutRequested.type);
  });

  it('a page answered after the list was asked afresh is not appended to the new list', async () => {
    let release: () => void = () => undefined;
    const tickets = jest.fn(async (skip: number) => {
      if (skip > 0) await new Promise<void>((resolve) => (release = resolve));
      return pageOf(TICKETS.slice(skip, skip + 10), skip, 10, 23);
    });
    const saga = await ticketsLoaded(tickets);
    saga.put(moreTicketsRequested());
    await flush();
    // The saved copy (the backend failed meanwhile) replaces the list: no more pages.
    saga.put(
      savedTicketsShown({ items: TICKETS.slice(0, 3), savedAt: 1, error: { message: 'x' } }),
    );
    release();
    await flush();
    expect(shown(saga)).toHaveLength(3);
  });

  it('the watch list pages the same way, and a film added meanwhile shows once', async () => {
    const films: WatchListMovie[] = Array.from({ length: 21 }, (_, index) => ({
      id: `DXM${index}`,
      title: `Film ${index}`,
      poster: null,
      ediNumber: null,
    }));
    const watchList = jest.fn(async (skip: number) =>
      pageOf(films.slice(skip, skip + 10), skip, 10, films.length),
    );
    const saga = runFeatureSagaWithState(
      watchListSaga,
      fakeFilmclubApi({ watchList, switchTokens: jest.fn(async () => undefined) }),
    );
    saga.put(watchListRequested());
    await flush();
    saga.put(addToWatchListSucceeded({ requestedId: 'DXM15', movie: films[15] as WatchListMovie }));
    saga.put(moreWatchListRequested());
    await flush();
    expect(watchList.mock.calls.map(([skip]) => skip)).toEqual([0, 10]);
    expect(saga.state().watchList.items.map((film) => film.id)).toEqual(
      [...films.slice(0, 10), films[15], ...films.slice(10, 15), ...films.slice(16, 20)].map(
        (film) => film?.id,
      ),
    );
    expect(saga.state().watchList.paging).toMatchObject({ next: 20, hasMore: true });
  });

  it('reviews page by 20 for the film whose reviews show', async () => {
    const review = (n: number): Review => ({
      id: `R${n}`,
      comment: `Vurdering ${n}`,
      rating: 4,
      addedAt: '2026-11-14T12:05:00+01:00',
      likesCount: 0,
      movieId: 'DXM1',
      userId: 'U1',
      userName: 'Ingrid S.',
      image: null,
      isLiked: false,
    });
    const all = Array.from({ length: 25 }, (_, index) => review(index));
    const reviews = jest.fn(async (_edi: string, skip: number) =>
      pageOf(all.slice(skip, skip + 20), skip, 20, all.length),
    );
    const saga = runFeatureSagaWithState(reviewsSaga, fakeFilmclubApi({ reviews }));
    saga.put(reviewsRequested({ ediNumber: '427038' }));
    await flush();
    saga.put(moreReviewsRequested());
    await flush();
    expect(reviews.mock.calls.map(([edi, skip]) => [edi, skip])).toEqual([
      ['427038', 0],
      ['427038', 20],
    ]);
    expect(saga.state().reviews.items).toHaveLength(25);
    expect(saga.state().reviews.paging.hasMore).toBe(false);
  });

  it('a next page still on its way when another film’s reviews are asked for is dropped', async () => {
    const review = (edi: string, n: number): Review => ({
      id: `${edi}-${n}`,
      comment: `Vurdering ${n} av ${edi}`,
      rating: 4,
      addedAt: '2026-11-14T12:05:00+01:00',
      likesCount: 0,
      movieId: edi,
      userId: 'U1',
      userName: 'Ingrid S.',
      image: null,
      isLiked: false,
    });
    let signal: AbortSignal | undefined;
    const reviews = jest.fn(async (edi: string, skip: number, given: AbortSignal) => {
      if (edi === 'A' && skip > 0) {
        signal = given;
        return new Promise<never>(() => undefined);
      }
      const all = Array.from({ length: 30 }, (_, index) => review(edi, index));
      return pageOf(all.slice(skip, skip + 20), skip, 20, all.length);
    });
    const saga = runFeatureSagaWithState(reviewsSaga, fakeFilmclubApi({ reviews }));
    saga.put(reviewsRequested({ ediNumber: 'A' }));
    await flush();
    saga.put(moreReviewsRequested());
    await flush();
    saga.put(reviewsRequested({ ediNumber: 'B' }));
    await flush();
    expect(signal?.aborted).toBe(true);
    expect(saga.state().reviews.items.every((item) => item.movieId === 'B')).toBe(true);
    // «Vis flere» works again for the new film.
    saga.put(moreReviewsRequested());
    await flush();
    expect(saga.state().reviews.items).toHaveLength(30);
  });
});
