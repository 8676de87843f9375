import type { SagaIterator } from 'redux-saga';
import { all, call, fork } from 'redux-saga/effects';
import type { FilmclubApi } from '@/services/filmclub/api';
import { movieInfoSaga } from './movie-info/movie-info-saga';
import { reviewsSaga } from './reviews/reviews-saga';
import { ticketsSaga } from './tickets/tickets-saga';
import { sessionSaga } from './user/session-saga';
import { userSaga } from './user/user-saga';
import { watchListSaga } from './watch-list/watch-list-saga';

/** What the sagas need from outside; `filmclub` is null in a build without a film club. */
export interface SagaDeps {
  filmclub: FilmclubApi | null;
}

// A crashing feature logs and stops alone. Forked, not spawned: closing the store must cancel it.
function isolated<A>(name: string, saga: (deps: A) => SagaIterator, deps: A) {
  return fork(function* (): SagaIterator {
    try {
      yield call(saga, deps);
    } catch (error) {
      console.error(`saga ${name} stopped:`, error);
    }
  });
}

function* memberFeatures(member: FilmclubApi): SagaIterator {
  yield all([
    isolated('user', userSaga, member),
    isolated('tickets', ticketsSaga, member),
    isolated('watchList', watchListSaga, member),
    isolated('reviews', reviewsSaga, member),
    isolated('movieInfo', movieInfoSaga, member),
  ]);
}

/** Starts the member features, each isolated, under the session saga; none without a backend. */
export function* rootSaga(deps: SagaDeps): SagaIterator {
  const member = deps.filmclub;
  if (member)
    yield isolated('session', (api: FilmclubApi) => sessionSaga(api, memberFeatures), member);
}
