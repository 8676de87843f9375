import type { Review } from '@/lib/schemas';
import type { MemberError } from '../shared/member-error';
import type { ReviewsState } from './reviews-slice';

interface WithReviews {
  reviews: ReviewsState;
}

export const selectReviews = (state: WithReviews): Review[] => state.reviews.items;
export const selectReviewsLoading = (state: WithReviews): boolean => state.reviews.loading;
export const selectReviewsError = (state: WithReviews): MemberError | null => state.reviews.error;
