import type { SagaIterator } from 'redux-saga';
import { put } from 'redux-saga/effects';
import { logoutRequested } from './logged-out';
import { isAuthLost } from './member-error';

/** Logs the member out after lost authentication; any other failure keeps them (docs/product.md). */
export function* logoutIfAuthLost(error: unknown): SagaIterator {
  if (isAuthLost(error)) yield put(logoutRequested());
}
