import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Review } from '@/lib/schemas';
import type { Page } from '@/services/filmclub/api';
import { loggedOut } from '../shared/logged-out';
import type { MemberError } from '../shared/member-error';
import { failMore, initialPaging, receivePage, requestMore, type Paging } from '../shared/paging';

/** Reviews slice (docs/product.md, Entities), plus the film asked for and `paging` for «Vis flere». */
export interface ReviewsState {
  items: Review[];
  loading: boolean;
  error: MemberError | null;
  ediNumber: string | null;
  paging: Paging;
}

export const initialReviewsState: ReviewsState = {
  items: [],
  loading: false,
  error: null,
  ediNumber: null,
  paging: initialPaging,
};

export const reviewsSlice = createSlice({
  name: 'reviews',
  initialState: initialReviewsState,
  reducers: {
    reviewsRequested: (state, action: PayloadAction<{ ediNumber: string }>) => {
      state.loading = true;
      state.ediNumber = action.payload.ediNumber;
    },
    /** The first page (skip 0) replaces the reviews, a later one is appended. */
    reviewsReceived: (state, action: PayloadAction<Page<Review>>) => {
      if (action.payload.skip === 0) {
        state.loading = false;
        state.error = null;
      }
      receivePage(state, action.payload);
    },
    moreReviewsRequested: (state) => requestMore(state),
    moreReviewsFailed: (state, action: PayloadAction<MemberError>) =>
      failMore(state, action.payload),
    reviewsFailed: (state, action: PayloadAction<MemberError>) => {
      state.loading = false;
      state.error = action.payload;
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialReviewsState),
});

export const {
  reviewsRequested,
  reviewsReceived,
  reviewsFailed,
  moreReviewsRequested,
  moreReviewsFailed,
} = reviewsSlice.actions;
