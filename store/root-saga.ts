import type { SagaIterator } from 'redux-saga';
import { all, call, fork } from 'redux-saga/effects';
import { eventsSaga, type EventsSagaDeps } from './events/events-saga';

/** Everything the sagas need from outside; features take their part. */
export type SagaDeps = EventsSagaDeps;

/**
 * A feature saga that logs and stops alone when it crashes, so the other features keep running.
 * Forked (not spawned) so that closing the store cancels it and its pending requests.
 */
function isolated(name: string, saga: (deps: SagaDeps) => SagaIterator, deps: SagaDeps) {
  return fork(function* (): SagaIterator {
    try {
      yield call(saga, deps);
    } catch (error) {
      console.error(`saga ${name} stopped:`, error);
    }
  });
}

/** Starts every feature saga (redux-saga docs: root saga with spawned, isolated features). */
export function* rootSaga(deps: SagaDeps): SagaIterator {
  yield all([isolated('events', eventsSaga, deps)]);
}
