import {
  initialReviewsState,
  reviewsFailed,
  reviewsReceived,
  reviewsRequested,
  reviewsSlice,
} from './reviews-slice';

const reduce = reviewsSlice.reducer;
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
    expect(initialReviewsState).toEqual({ items: [], loading: false, error: null });
  });

  it('requesting sets loading; success clears loading and replaces items; failure clears loading and stores the error', () => {
    const loading = reduce(
      { ...initialReviewsState, items: [{ ...review, id: 'old' }] },
      reviewsRequested({ ediNumber: '123456' }),
    );
    expect(loading.loading).toBe(true);
    expect(reduce(loading, reviewsReceived([review]))).toMatchObject({
      loading: false,
      items: [review],
    });
    expect(reduce(loading, reviewsFailed({ message: 'x' }))).toMatchObject({
      loading: false,
      error: { message: 'x' },
    });
  });
});
