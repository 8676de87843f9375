import { makeStore } from '../make-store';
import {
  selectMovieInfo,
  selectMovieInfoError,
  selectMovieInfoLoading,
} from './movie-info-selectors';
import { movieInfoFailed, movieInfoReceived, movieInfoRequested } from './movie-info-slice';

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
    const store = makeStore({});
    store.dispatch(movieInfoRequested({ ediNumber: '123456' }));
    expect(selectMovieInfoLoading(store.getState())).toBe(true);
    store.dispatch(movieInfoReceived(info));
    expect(selectMovieInfo(store.getState())).toEqual(info);
    expect(selectMovieInfoLoading(store.getState())).toBe(false);
    expect(selectMovieInfoError(store.getState())).toBeNull();
  });

  it('a failure clears loading and stores the error and no movie info; asking again clears the error', () => {
    const store = makeStore({});
    store.dispatch(movieInfoReceived(info));
    expect(selectMovieInfo(store.getState())).toEqual(info);
    store.dispatch(movieInfoRequested({ ediNumber: '123456' }));
    store.dispatch(movieInfoFailed({ message: 'nede', status: 500 }));
    expect(selectMovieInfo(store.getState())).toBeNull();
    expect(selectMovieInfoLoading(store.getState())).toBe(false);
    expect(selectMovieInfoError(store.getState())).toEqual({ message: 'nede', status: 500 });

    store.dispatch(movieInfoRequested({ ediNumber: '123456' }));
    expect(selectMovieInfoLoading(store.getState())).toBe(true);
    expect(selectMovieInfoError(store.getState())).toBeNull();
  });
});
