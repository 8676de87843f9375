import type { Review } from '@/lib/schemas';
import type { MemberError } from '../shared/member-error';
import type { Paging } from '../shared/paging';
import type { ReviewsState } from './reviews-slice';

interface WithReviews {
  reviews: ReviewsState;
}

export const selectReviews = (state: WithReviews): Review[] => state.reviews.items;
export const selectReviewsLoading = (state: WithReviews): boolean => state.reviews.loading;
export const selectReviewsError = (state: WithReviews): MemberError | null => state.reviews.error;
/** Whether «Vis flere» can ask for more, and how the last ask went. */
export const selectReviewsPaging = (state: WithReviews): Paging => state.reviews.paging;
