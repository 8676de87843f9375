import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { WatchListMovie } from '@/lib/schemas';
import type { FilmclubApi, Page } from '@/services/filmclub/api';
import { callAbortable } from '../shared/call-abortable';
import { logoutIfAuthLost } from '../shared/member-failure';
import { toMemberError } from '../shared/member-error';
import { takeNextPage } from '../shared/paging-saga';
import { selectWatchListPaging } from './watch-list-selectors';
import {
  addToWatchListFailed,
  addToWatchListRequested,
  addToWatchListSucceeded,
  moreWatchListFailed,
  moreWatchListRequested,
  watchListFailed,
  watchListReceived,
  watchListRequested,
} from './watch-list-slice';

// SwitchTokensDx first (docs/product.md, Outside services).
function* fetchWatchList(api: FilmclubApi): SagaIterator {
  try {
    yield call(callAbortable, (signal: AbortSignal) => api.switchTokens(signal));
    const page: Page<WatchListMovie> = yield call(callAbortable, (signal: AbortSignal) =>
      api.watchList(0, signal),
    );
    yield put(watchListReceived(page));
  } catch (error) {
    yield put(watchListFailed(toMemberError(error)));
    yield call(logoutIfAuthLost, error);
  }
}

function* addToWatchList(
  api: FilmclubApi,
  action: PayloadAction<{ id: string; title: string }>,
): SagaIterator {
  try {
    const movie: WatchListMovie = yield call(callAbortable, (signal: AbortSignal) =>
      api.addToWatchList(action.payload.id, signal),
    );
    yield put(addToWatchListSucceeded({ requestedId: action.payload.id, movie }));
  } catch (error) {
    console.error(
      `Could not add '${action.payload.title}' to the watch list:`,
      error instanceof Error ? error.message : error,
    );
    yield put(addToWatchListFailed({ requestedId: action.payload.id }));
    yield call(logoutIfAuthLost, error);
  }
}

// `takeLeading` per film: a double click sends one add (issue 13); other films' adds run beside it.
function* addLeadingPerFilm(api: FilmclubApi): SagaIterator {
  const pending = new Set<string>();
  yield takeEvery(
    addToWatchListRequested.type,
    function* addOnce(action: PayloadAction<{ id: string; title: string }>): SagaIterator {
      if (pending.has(action.payload.id)) return;
      pending.add(action.payload.id);
      try {
        yield call(addToWatchList, api, action);
      } finally {
        pending.delete(action.payload.id);
      }
    },
  );
}

/** Watch-list feature: fetch the list and its next pages, add a film (docs/product.md, Film club and Paging). */
export function* watchListSaga(api: FilmclubApi): SagaIterator {
  yield takeLatest(watchListRequested.type, fetchWatchList, api);
  yield takeNextPage(moreWatchListRequested.type, {
    paging: selectWatchListPaging,
    request: (skip: number, signal: AbortSignal) => api.watchList(skip, signal),
    received: watchListReceived,
    failed: moreWatchListFailed,
    restart: watchListRequested.type,
  });
  yield call(addLeadingPerFilm, api);
}
