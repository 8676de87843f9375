import { pageOf } from '@/tests/saga-harness';
import { makeStore } from '../make-store';
import { selectReviews, selectReviewsError, selectReviewsLoading } from './reviews-selectors';
import { reviewsFailed, reviewsReceived, reviewsRequested } from './reviews-slice';

const review = {
  id: 'r',
  comment: 'Nydelig',
  rating: 5,
  addedAt: '2026-11-01T12:00:00Z',
  likesCount: 2,
  movieId: 'm',
  userId: 'u',
  userName: 'olan',
  image: null,
  isLiked: false,
};

describe('reviews transitions (docs/product.md, State transitions)', () => {
  it('starts empty, not loading, without error', () => {
    const store = makeStore({});
    expect(selectReviews(store.getState())).toEqual([]);
    expect(selectReviewsLoading(store.getState())).toBe(false);
    expect(selectReviewsError(store.getState())).toBeNull();
  });

  it('requesting sets loading; success clears loading and replaces items; failure clears loading and stores the error', () => {
    const store = makeStore({});
    store.dispatch(reviewsReceived(pageOf([{ ...review, id: 'old' }])));
    store.dispatch(reviewsRequested({ ediNumber: '123456' }));
    expect(selectReviewsLoading(store.getState())).toBe(true);
    store.dispatch(reviewsReceived(pageOf([review])));
    expect(selectReviews(store.getState())).toEqual([review]);
    expect(selectReviewsLoading(store.getState())).toBe(false);

    store.dispatch(reviewsRequested({ ediNumber: '123456' }));
    store.dispatch(reviewsFailed({ message: 'x' }));
    expect(selectReviewsLoading(store.getState())).toBe(false);
    expect(selectReviewsError(store.getState())).toEqual({ message: 'x' });
  });
});
