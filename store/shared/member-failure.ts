import type { SagaIterator } from 'redux-saga';
import { put } from 'redux-saga/effects';
import { logoutRequested } from './logged-out';
import { isAuthLost } from './member-error';

/**
 * When a member call failed because the session is gone (a 401/403 the client could not recover,
 * docs/product.md, Film club), logs the member out through the one logout action; any other failure keeps them.
 */
export function* logoutIfAuthLost(error: unknown): SagaIterator {
  if (isAuthLost(error)) yield put(logoutRequested());
}
