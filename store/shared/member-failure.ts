import type { SagaIterator } from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import type { FilmclubApi } from '@/services/filmclub/api';
import { loggedOut } from './logged-out';
import { isAuthLost } from './member-error';

/** When a member call failed because the session is gone, logs the member out (DESIGN.md §3). */
export function* logoutIfAuthLost(api: FilmclubApi, error: unknown): SagaIterator {
  if (!isAuthLost(error)) return;
  yield call([api, api.logout]);
  yield put(loggedOut());
}
