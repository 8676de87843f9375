import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { FilmclubApi } from '@/services/filmclub/api';
import { callAbortable } from '../shared/call-abortable';
import { toMemberError } from '../shared/member-error';
import {
  createUserFailed,
  createUserRequested,
  createUserSucceeded,
  forgotPasswordFailed,
  forgotPasswordRequested,
  forgotPasswordSucceeded,
  loginFailed,
  loginRequested,
  loginSucceeded,
} from './user-slice';

function* login(
  api: FilmclubApi,
  action: PayloadAction<{ email: string; password: string }>,
): SagaIterator {
  try {
    yield call(callAbortable, (signal: AbortSignal) =>
      api.login(action.payload.email, action.payload.password, signal),
    );
    yield put(loginSucceeded());
  } catch (error) {
    yield put(loginFailed(toMemberError(error)));
  }
}

function* createUser(
  api: FilmclubApi,
  action: PayloadAction<{ email: string; userName: string; password: string }>,
): SagaIterator {
  try {
    yield call(callAbortable, (signal: AbortSignal) => api.createUser(action.payload, signal));
    yield put(createUserSucceeded());
  } catch (error) {
    yield put(createUserFailed(toMemberError(error)));
  }
}

function* forgotPassword(api: FilmclubApi, action: PayloadAction<{ email: string }>): SagaIterator {
  try {
    yield call(callAbortable, (signal: AbortSignal) =>
      api.forgotPassword(action.payload.email, signal),
    );
    yield put(forgotPasswordSucceeded());
  } catch (error) {
    yield put(forgotPasswordFailed(toMemberError(error)));
  }
}

/** Login, registration, forgot password; the session saga puts the member a login signed in. */
export function* userSaga(api: FilmclubApi): SagaIterator {
  yield takeLatest(loginRequested.type, login, api);
  yield takeLatest(createUserRequested.type, createUser, api);
  yield takeLatest(forgotPasswordRequested.type, forgotPassword, api);
}
