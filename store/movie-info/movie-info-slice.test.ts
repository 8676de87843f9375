import { initialMovieInfoState, movieInfoReceived, movieInfoRequested, movieInfoSlice } from './movie-info-slice';

const reduce = movieInfoSlice.reducer;
const info = { title: 'Fjellet', movieId: 'm', edis: ['123456'], rating: 4.2, ratingCount: 128, poster: null, link: null };

describe('movie-info transitions (SPEC.md §4)', () => {
  it('requesting sets loading; storing the result clears loading', () => {
    const loading = reduce(initialMovieInfoState, movieInfoRequested({ ediNumber: '123456' }));
    expect(loading.loading).toBe(true);
    expect(reduce(loading, movieInfoReceived(info))).toEqual({ movieInfo: info, loading: false });
  });
});
