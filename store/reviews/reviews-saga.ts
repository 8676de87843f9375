import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { Review } from '@/lib/schemas';
import type { FilmclubApi, Page } from '@/services/filmclub/api';
import { callAbortable } from '../shared/call-abortable';
import { logoutIfAuthLost } from '../shared/member-failure';
import { toMemberError } from '../shared/member-error';
import { takeNextPage } from '../shared/paging-saga';
import { selectReviewsPaging } from './reviews-selectors';
import {
  moreReviewsFailed,
  moreReviewsRequested,
  reviewsFailed,
  reviewsReceived,
  reviewsRequested,
  type ReviewsState,
} from './reviews-slice';

function* fetchReviews(
  api: FilmclubApi,
  action: PayloadAction<{ ediNumber: string }>,
): SagaIterator {
  try {
    const page: Page<Review> = yield call(callAbortable, (signal: AbortSignal) =>
      api.reviews(action.payload.ediNumber, 0, signal),
    );
    yield put(reviewsReceived(page));
  } catch (error) {
    yield put(reviewsFailed(toMemberError(error)));
    yield call(logoutIfAuthLost, error);
  }
}

/** Reviews feature: GetReviewsByEdiDx for a film, and its next pages (docs/product.md, Film club and Paging). */
export function* reviewsSaga(api: FilmclubApi): SagaIterator {
  yield takeLatest(reviewsRequested.type, fetchReviews, api);
  yield takeNextPage(moreReviewsRequested.type, {
    paging: selectReviewsPaging,
    // The film of the pages shown, so a later page is never another film's.
    request: (skip: number, signal: AbortSignal, state: { reviews: ReviewsState }) =>
      api.reviews(state.reviews.ediNumber ?? '', skip, signal),
    received: reviewsReceived,
    failed: moreReviewsFailed,
    restart: reviewsRequested.type,
  });
}
