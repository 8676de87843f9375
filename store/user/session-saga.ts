import { createAction } from '@reduxjs/toolkit';
import { eventChannel, buffers, type EventChannel, type SagaIterator, type Task } from 'redux-saga';
import { call, cancel, fork, put, select, take } from 'redux-saga/effects';
import type { FilmclubSession } from '@/lib/filmclub-session';
import type { UserProfile } from '@/lib/schemas';
import type { FilmclubApi } from '@/services/filmclub/api';
import { loggedOut, logoutRequested } from '../shared/logged-out';
import { selectUserProfile } from './user-selectors';
import { sessionChanged } from './user-slice';

/** Another member's session replaced this one (a login in another tab): forget this member's data, keep the session. */
const memberReplaced = createAction<UserProfile>('user/memberReplaced');

// One pending change is enough: the saga reads the session itself.
const sessionChanges = (session: FilmclubSession): EventChannel<true> =>
  eventChannel((emit) => session.subscribe(() => emit(true)), buffers.sliding(1));

function* followSession(session: FilmclubSession, changes: EventChannel<true>): SagaIterator {
  while (true) {
    yield take(changes);
    const current = session.profile();
    const shown: UserProfile | null = yield select(selectUserProfile);
    if (current?.token === shown?.token) continue;
    if (!current) yield put(logoutRequested());
    else if (!shown) yield put(sessionChanged(current));
    else yield put(memberReplaced(current));
  }
}

/**
 * The store's side of the session (lib/filmclub-session.ts) and the one writer of the user's
 * profile: it puts the session's member at start and after every change. On `logoutRequested` it
 * cancels the member `features`, aborting their requests so no answer lands after the logout,
 * resets the slices, ends the session and starts the features afresh (docs/product.md, Film club).
 */
export function* sessionSaga(
  api: FilmclubApi,
  features: (api: FilmclubApi) => SagaIterator,
): SagaIterator {
  yield put(sessionChanged(api.session.profile()));
  const changes: EventChannel<true> = yield call(sessionChanges, api.session);
  try {
    yield fork(followSession, api.session, changes);
    while (true) {
      const running: Task = yield fork(features, api);
      const action: { type: string; payload?: UserProfile } = yield take([
        logoutRequested.type,
        memberReplaced.type,
      ]);
      yield cancel(running);
      // The slices first, so the session's change notice finds the store already logged out.
      yield put(loggedOut());
      if (memberReplaced.match(action)) yield put(sessionChanged(action.payload));
      else yield call([api.session, api.session.logout]);
    }
  } finally {
    changes.close();
  }
}
