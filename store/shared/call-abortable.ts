import type { SagaIterator } from 'redux-saga';
import { call, cancelled } from 'redux-saga/effects';

/** Calls `request` with an AbortSignal that fires when the calling saga is cancelled. */
export function* callAbortable<T>(request: (signal: AbortSignal) => Promise<T>): SagaIterator<T> {
  const controller = new AbortController();
  try {
    const result: T = yield call(request, controller.signal);
    return result;
  } finally {
    if (yield cancelled()) controller.abort();
  }
}
