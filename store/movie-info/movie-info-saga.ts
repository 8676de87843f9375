import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { MovieInfo } from '@/lib/schemas';
import type { FilmclubApi } from '@/services/filmclub/api';
import { callAbortable } from '../shared/call-abortable';
import { logoutIfAuthLost } from '../shared/member-failure';
import { toMemberError } from '../shared/member-error';
import { movieInfoFailed, movieInfoReceived, movieInfoRequested } from './movie-info-slice';

function* fetchMovieInfo(
  api: FilmclubApi,
  action: PayloadAction<{ ediNumber: string }>,
): SagaIterator {
  try {
    const info: MovieInfo = yield call(callAbortable, (signal: AbortSignal) =>
      api.movieInfo(action.payload.ediNumber, signal),
    );
    yield put(movieInfoReceived(info));
  } catch (error) {
    console.error(
      `Movie info for EDI ${action.payload.ediNumber} failed:`,
      error instanceof Error ? error.message : error,
    );
    yield put(movieInfoFailed(toMemberError(error)));
    yield call(logoutIfAuthLost, error);
  }
}

/** Movie-info feature: GetMovieByEdiDx; a failure is logged and stored (docs/product.md, Errors). */
export function* movieInfoSaga(api: FilmclubApi): SagaIterator {
  yield takeLatest(movieInfoRequested.type, fetchMovieInfo, api);
}
