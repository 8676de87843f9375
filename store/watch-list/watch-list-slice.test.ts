import { loggedOut } from '../shared/logged-out';
import {
  addToWatchListFailed,
  addToWatchListRequested,
  addToWatchListSucceeded,
  initialWatchListState,
  watchListFailed,
  watchListReceived,
  watchListRequested,
  watchListSlice,
} from './watch-list-slice';
import { selectAddingToWatchList, selectIsOnWatchList } from './watch-list-selectors';

const reduce = watchListSlice.reducer;
const movie = (id: string) => ({ id, title: `Film ${id}`, poster: null, ediNumber: `${id}00` });

describe('watch-list transitions (docs/product.md, State transitions)', () => {
  it('requesting sets loading; the fetched list replaces the items; failure stores the error', () => {
    const loading = reduce(
      { ...initialWatchListState, items: [movie('old')] },
      watchListRequested(),
    );
    expect(loading).toMatchObject({ requested: true, loading: true });
    expect(
      reduce(loading, watchListReceived([movie('a'), movie('b')])).items.map((m) => m.id),
    ).toEqual(['a', 'b']);
    expect(reduce(loading, watchListFailed({ message: 'x' }))).toMatchObject({
      loading: false,
      error: { message: 'x' },
    });
  });

  it('appends an added film only after the server confirms', () => {
    const pending = reduce(
      { ...initialWatchListState, items: [movie('a')] },
      addToWatchListRequested({ id: 'b', title: 'Film b' }),
    );
    expect(selectIsOnWatchList({ watchList: pending }, 'b')).toBe(false);
    expect(selectAddingToWatchList({ watchList: pending }, 'b')).toBe(true);
    const confirmed = reduce(
      pending,
      addToWatchListSucceeded({ requestedId: 'b', movie: movie('b') }),
    );
    expect(confirmed.items.map((m) => m.id)).toEqual(['a', 'b']);
    expect(selectAddingToWatchList({ watchList: confirmed }, 'b')).toBe(false);
  });

  it('a failed add changes no state', () => {
    const before = { ...initialWatchListState, items: [movie('a')] };
    const after = reduce(
      reduce(before, addToWatchListRequested({ id: 'b', title: 'Film b' })),
      addToWatchListFailed({ requestedId: 'b' }),
    );
    expect(after).toEqual(before);
  });

  it('logging out empties the list', () => {
    expect(reduce({ ...initialWatchListState, items: [movie('a')] }, loggedOut())).toEqual(
      initialWatchListState,
    );
  });
});
