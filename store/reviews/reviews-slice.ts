import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Review } from '@/lib/schemas';
import { loggedOut } from '../shared/logged-out';
import type { MemberError } from '../shared/member-error';

/** Reviews slice (docs/product.md, Entities). */
export interface ReviewsState {
  items: Review[];
  loading: boolean;
  error: MemberError | null;
}

export const initialReviewsState: ReviewsState = { items: [], loading: false, error: null };

export const reviewsSlice = createSlice({
  name: 'reviews',
  initialState: initialReviewsState,
  reducers: {
    reviewsRequested: (state, _action: PayloadAction<{ ediNumber: string }>) => {
      state.loading = true;
    },
    reviewsReceived: (state, action: PayloadAction<Review[]>) => {
      state.loading = false;
      state.items = action.payload;
      state.error = null;
    },
    reviewsFailed: (state, action: PayloadAction<MemberError>) => {
      state.loading = false;
      state.error = action.payload;
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialReviewsState),
});

export const { reviewsRequested, reviewsReceived, reviewsFailed } = reviewsSlice.actions;
