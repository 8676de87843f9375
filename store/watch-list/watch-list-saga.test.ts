import type { WatchListMovie } from '@/lib/schemas';
import { fakeFilmclubApi, flush, runFeatureSaga } from '@/tests/saga-harness';
import { watchListSaga } from './watch-list-saga';
import { addToWatchListRequested, addToWatchListSucceeded } from './watch-list-slice';

const movie = (id: string): WatchListMovie => ({
  id,
  title: `Film ${id}`,
  poster: null,
  ediNumber: null,
});

/** The watch-list saga with AddToWatchlistDx answering when the test says. */
function withPendingAdds() {
  const answers: (() => void)[] = [];
  const api = fakeFilmclubApi({
    addToWatchList: jest.fn(
      (id: string) =>
        new Promise<WatchListMovie>((resolve) => answers.push(() => resolve(movie(id)))),
    ),
  });
  return { api, answers, saga: runFeatureSaga(watchListSaga, api) };
}

describe('watch-list saga: adds are idempotent', () => {
  it('a double click on "Legg til i min liste" sends one AddToWatchlistDx', async () => {
    const { api, answers, saga } = withPendingAdds();
    saga.put(addToWatchListRequested({ id: 'a', title: 'Film a' }));
    saga.put(addToWatchListRequested({ id: 'a', title: 'Film a' }));
    await flush();
    expect(api.addToWatchList).toHaveBeenCalledTimes(1);
    answers.forEach((answer) => answer());
    await flush();
    expect(
      saga.dispatched.filter((action) => action.type === addToWatchListSucceeded.type),
    ).toHaveLength(1);
  });

  it('adds of different films run side by side, and a film can be sent again once its add was answered', async () => {
    const { api, answers, saga } = withPendingAdds();
    saga.put(addToWatchListRequested({ id: 'a', title: 'Film a' }));
    saga.put(addToWatchListRequested({ id: 'b', title: 'Film b' }));
    await flush();
    expect(api.addToWatchList.mock.calls.map(([id]) => id)).toEqual(['a', 'b']);
    answers.forEach((answer) => answer());
    await flush();
    saga.put(addToWatchListRequested({ id: 'a', title: 'Film a' }));
    await flush();
    expect(api.addToWatchList).toHaveBeenCalledTimes(3);
  });
});
