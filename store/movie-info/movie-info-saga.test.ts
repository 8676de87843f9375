import type { Page } from '@/services/filmclub/api';
import type { Review } from '@/lib/schemas';
import { FilmclubError } from '@/services/filmclub/errors';
import { fakeFilmclubApi, flush, runFeatureSaga, pageOf } from '@/tests/saga-harness';
import { reviewsSaga } from '../reviews/reviews-saga';
import { reviewsFailed, reviewsReceived, reviewsRequested } from '../reviews/reviews-slice';
import { movieInfoSaga } from './movie-info-saga';
import { movieInfoFailed, movieInfoRequested } from './movie-info-slice';

const SERVER_DOWN = {
  message: 'Filmklubben har tekniske problemer akkurat nå. Prøv igjen senere.',
  status: 500,
  code: 'server',
};

describe('movie info and reviews sagas', () => {
  it('a failed movie info call stores the Norwegian error, not an empty rating', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const saga = runFeatureSaga(
      movieInfoSaga,
      fakeFilmclubApi({
        movieInfo: jest.fn(async () => Promise.reject(new FilmclubError('server', 500))),
      }),
    );
    saga.put(movieInfoRequested({ ediNumber: '427038' }));
    await flush();
    expect(saga.dispatched).toEqual([movieInfoFailed(SERVER_DOWN)]);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('427038'), expect.any(String));
    log.mockRestore();
  });

  it('failed reviews store the error; an answered empty list is stored as empty', async () => {
    const reviews = jest.fn(async (): Promise<Page<Review>> =>
      Promise.reject(new FilmclubError('timeout')),
    );
    const saga = runFeatureSaga(reviewsSaga, fakeFilmclubApi({ reviews }));
    saga.put(reviewsRequested({ ediNumber: '427038' }));
    await flush();
    expect(saga.dispatched).toEqual([
      reviewsFailed({ message: new FilmclubError('timeout').message, code: 'timeout' }),
    ]);
    reviews.mockResolvedValueOnce(pageOf([], 0, 20));
    saga.put(reviewsRequested({ ediNumber: '427038' }));
    await flush();
    expect(saga.dispatched.at(-1)).toEqual(reviewsReceived(pageOf([], 0, 20)));
  });
});
