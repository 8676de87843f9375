import { pageOf } from '@/tests/saga-harness';
import { makeStore } from '../make-store';
import { loggedOut } from '../shared/logged-out';
import {
  selectAddingToWatchList,
  selectIsOnWatchList,
  selectWatchList,
  selectWatchListError,
  selectWatchListLoading,
  selectWatchListRequested,
} from './watch-list-selectors';
import {
  addToWatchListFailed,
  addToWatchListRequested,
  addToWatchListSucceeded,
  watchListFailed,
  watchListReceived,
  watchListRequested,
} from './watch-list-slice';

const movie = (id: string) => ({ id, title: `Film ${id}`, poster: null, ediNumber: `${id}00` });
/** A store whose watch list holds the films `ids`, as fetched. */
function storeWithList(...ids: string[]) {
  const store = makeStore({});
  store.dispatch(watchListReceived(pageOf(ids.map(movie))));
  return store;
}
const ids = (store: ReturnType<typeof makeStore>) =>
  selectWatchList(store.getState()).map((m) => m.id);

describe('watch-list transitions (docs/product.md, State transitions)', () => {
  it('requesting sets loading; the fetched list replaces the items; failure stores the error', () => {
    const store = storeWithList('old');
    store.dispatch(watchListRequested());
    expect(selectWatchListRequested(store.getState())).toBe(true);
    expect(selectWatchListLoading(store.getState())).toBe(true);
    store.dispatch(watchListReceived(pageOf([movie('a'), movie('b')])));
    expect(ids(store)).toEqual(['a', 'b']);
    expect(selectWatchListLoading(store.getState())).toBe(false);

    store.dispatch(watchListRequested());
    store.dispatch(watchListFailed({ message: 'x' }));
    expect(selectWatchListLoading(store.getState())).toBe(false);
    expect(selectWatchListError(store.getState())).toEqual({ message: 'x' });
  });

  it('appends an added film only after the server confirms', () => {
    const store = storeWithList('a');
    store.dispatch(addToWatchListRequested({ id: 'b', title: 'Film b' }));
    expect(selectIsOnWatchList(store.getState(), 'b')).toBe(false);
    expect(selectAddingToWatchList(store.getState(), 'b')).toBe(true);
    store.dispatch(addToWatchListSucceeded({ requestedId: 'b', movie: movie('b') }));
    expect(ids(store)).toEqual(['a', 'b']);
    expect(selectIsOnWatchList(store.getState(), 'b')).toBe(true);
    expect(selectAddingToWatchList(store.getState(), 'b')).toBe(false);
  });

  it('a failed add changes no state', () => {
    const store = storeWithList('a');
    store.dispatch(addToWatchListRequested({ id: 'b', title: 'Film b' }));
    expect(selectAddingToWatchList(store.getState(), 'b')).toBe(true);
    store.dispatch(addToWatchListFailed({ requestedId: 'b' }));
    expect(selectAddingToWatchList(store.getState(), 'b')).toBe(false);
    expect(ids(store)).toEqual(['a']);
    expect(selectWatchListError(store.getState())).toBeNull();
  });

  it('logging out empties the list', () => {
    const store = storeWithList('a');
    expect(ids(store)).toEqual(['a']);
    store.dispatch(loggedOut());
    expect(selectWatchList(store.getState())).toEqual([]);
    expect(selectWatchListRequested(store.getState())).toBe(false);
  });
});
