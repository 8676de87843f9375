import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, cancelled, put, select, takeEvery } from 'redux-saga/effects';
import {
  fetchBasicEvents,
  type LiveAvailability,
  type RuntimeClient,
} from '@/services/runtime/basic-events';
import { selectRequestedEventIds } from './events-selectors';
import {
  availabilityFailed,
  availabilityReceived,
  availabilityRequested,
  availabilityWanted,
  availabilityWithdrawn,
} from './events-slice';

/** What the events saga needs from outside: the runtime client and the site value of the call. */
export interface EventsSagaDeps {
  runtime: RuntimeClient;
  site: string;
}

/**
 * Worker: asks the runtime service for the ids not requested before (docs/product.md, State transitions: "ids already
 * requested are not requested again"), merges the answer, and on failure only logs (docs/product.md, Errors).
 * Cancelling the saga aborts the request (a visitor who leaves never waits on it) and withdraws
 * the unanswered ids.
 */
export function* fetchAvailability(
  deps: EventsSagaDeps,
  action: PayloadAction<string[]>,
): SagaIterator {
  const requested: string[] = yield select(selectRequestedEventIds);
  const fresh = [...new Set(action.payload)].filter((id) => !requested.includes(id));
  if (fresh.length === 0) return;
  yield put(availabilityRequested(fresh));
  const controller = new AbortController();
  try {
    const items: LiveAvailability[] = yield call(
      fetchBasicEvents,
      deps.runtime,
      deps.site,
      fresh,
      controller.signal,
    );
    yield put(availabilityReceived(items));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Live availability failed for ${fresh.length} event(s): ${message}`);
    yield put(availabilityFailed({ ids: fresh, message }));
  } finally {
    if (yield cancelled()) {
      controller.abort();
      yield put(availabilityWithdrawn(fresh));
    }
  }
}

/** Watcher of the events feature. */
export function* eventsSaga(deps: EventsSagaDeps): SagaIterator {
  yield takeEvery(availabilityWanted.type, fetchAvailability, deps);
}
