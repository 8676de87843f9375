import type { SagaIterator } from 'redux-saga';
import { all, call, fork } from 'redux-saga/effects';
import type { FilmclubApi } from '@/services/filmclub/api';
import { movieInfoSaga } from './movie-info/movie-info-saga';
import { reviewsSaga } from './reviews/reviews-saga';
import { ticketsSaga } from './tickets/tickets-saga';
import { sessionSaga } from './user/session-saga';
import { userSaga } from './user/user-saga';
import { watchListSaga } from './watch-list/watch-list-saga';

/** Everything the sagas need from outside; features take their part. `filmclub` is null without a backend. */
export interface SagaDeps {
  filmclub: FilmclubApi | null;
}

/**
 * A feature saga that logs and stops alone when it crashes, so the other features keep running.
 * Forked (not spawned) so that closing the store cancels it and its pending requests.
 */
function isolated<A>(name: string, saga: (deps: A) => SagaIterator, deps: A) {
  return fork(function* (): SagaIterator {
    try {
      yield call(saga, deps);
    } catch (error) {
      console.error(`saga ${name} stopped:`, error);
    }
  });
}

/** The member features: a logout cancels them, with every request they have in flight, and starts them afresh. */
function* memberFeatures(member: FilmclubApi): SagaIterator {
  yield all([
    isolated('user', userSaga, member),
    isolated('tickets', ticketsSaga, member),
    isolated('watchList', watchListSaga, member),
    isolated('reviews', reviewsSaga, member),
    isolated('movieInfo', movieInfoSaga, member),
  ]);
}

/**
 * Starts the feature sagas (redux-saga docs: root saga with isolated features): the member
 * features, only with a backend, under the session saga (store/user/session-saga.ts), which owns logout.
 */
export function* rootSaga(deps: SagaDeps): SagaIterator {
  const member = deps.filmclub;
  if (member)
    yield isolated('session', (api: FilmclubApi) => sessionSaga(api, memberFeatures), member);
}
