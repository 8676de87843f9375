import {
  initialMovieInfoState,
  movieInfoFailed,
  movieInfoReceived,
  movieInfoRequested,
  movieInfoSlice,
} from './movie-info-slice';

const reduce = movieInfoSlice.reducer;
const info = {
  title: 'Fjellet',
  movieId: 'm',
  edis: ['123456'],
  rating: 4.2,
  ratingCount: 128,
  poster: null,
  link: null,
};

describe('movie-info transitions (docs/product.md, State transitions)', () => {
  it('requesting sets loading; storing the result clears loading', () => {
    const loading = reduce(initialMovieInfoState, movieInfoRequested({ ediNumber: '123456' }));
    expect(loading.loading).toBe(true);
    expect(reduce(loading, movieInfoReceived(info))).toEqual({
      movieInfo: info,
      loading: false,
      error: null,
    });
  });

  it('a failure clears loading and stores the error and no movie info; asking again clears the error', () => {
    const failed = reduce(
      reduce(
        { ...initialMovieInfoState, movieInfo: info },
        movieInfoRequested({ ediNumber: '123456' }),
      ),
      movieInfoFailed({ message: 'nede', status: 500 }),
    );
    expect(failed).toEqual({
      movieInfo: null,
      loading: false,
      error: { message: 'nede', status: 500 },
    });
    expect(reduce(failed, movieInfoRequested({ ediNumber: '123456' }))).toMatchObject({
      loading: true,
      error: null,
    });
  });
});
