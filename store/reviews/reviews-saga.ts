import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { Review } from '@/lib/schemas';
import type { FilmclubApi } from '@/services/filmclub/api';
import { callAbortable } from '../shared/call-abortable';
import { logoutIfAuthLost } from '../shared/member-failure';
import { toMemberError } from '../shared/member-error';
import { reviewsFailed, reviewsReceived, reviewsRequested } from './reviews-slice';

function* fetchReviews(
  api: FilmclubApi,
  action: PayloadAction<{ ediNumber: string }>,
): SagaIterator {
  try {
    const items: Review[] = yield call(callAbortable, (signal: AbortSignal) =>
      api.reviews(action.payload.ediNumber, signal),
    );
    yield put(reviewsReceived(items));
  } catch (error) {
    yield put(reviewsFailed(toMemberError(error)));
    yield call(logoutIfAuthLost, error);
  }
}

/** Reviews feature: GetReviewsByEdiDx for a film (docs/product.md, Film club). */
export function* reviewsSaga(api: FilmclubApi): SagaIterator {
  yield takeLatest(reviewsRequested.type, fetchReviews, api);
}
