import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { WatchListMovie } from '@/lib/schemas';
import type { Page } from '@/services/filmclub/api';
import { loggedOut } from '../shared/logged-out';
import type { MemberError } from '../shared/member-error';
import { failMore, initialPaging, receivePage, requestMore, type Paging } from '../shared/paging';

/** Watch-list slice (docs/product.md, Entities), plus the adds awaiting the server and `paging` for «Vis flere». */
export interface WatchListState {
  requested: boolean;
  items: WatchListMovie[];
  loading: boolean;
  error: MemberError | null;
  adding: string[];
  paging: Paging;
}

const sameFilm = (a: WatchListMovie, b: WatchListMovie): boolean => a.id === b.id;

export const initialWatchListState: WatchListState = {
  requested: false,
  items: [],
  loading: false,
  error: null,
  adding: [],
  paging: initialPaging,
};

/** docs/product.md, State transitions: an added film is appended only after the server confirms. */
export const watchListSlice = createSlice({
  name: 'watchList',
  initialState: initialWatchListState,
  reducers: {
    watchListRequested: (state) => {
      state.requested = true;
      state.loading = true;
    },
    /** The first page (skip 0) replaces the list, a later one is appended (a film added meanwhile once). */
    watchListReceived: (state, action: PayloadAction<Page<WatchListMovie>>) => {
      if (action.payload.skip === 0) {
        state.loading = false;
        state.error = null;
      }
      receivePage(state, action.payload, sameFilm);
    },
    moreWatchListRequested: (state) => requestMore(state),
    moreWatchListFailed: (state, action: PayloadAction<MemberError>) =>
      failMore(state, action.payload),
    watchListFailed: (state, action: PayloadAction<MemberError>) => {
      state.loading = false;
      state.error = action.payload;
    },
    addToWatchListRequested: (state, action: PayloadAction<{ id: string; title: string }>) => {
      if (!state.adding.includes(action.payload.id)) state.adding.push(action.payload.id);
    },
    addToWatchListSucceeded: (
      state,
      action: PayloadAction<{ requestedId: string; movie: WatchListMovie }>,
    ) => {
      state.adding = state.adding.filter((id) => id !== action.payload.requestedId);
      // Appended after the pages shown; `paging.next` still counts the backend's items only.
      if (!state.items.some((movie) => sameFilm(movie, action.payload.movie)))
        state.items.push(action.payload.movie);
    },
    addToWatchListFailed: (state, action: PayloadAction<{ requestedId: string }>) => {
      state.adding = state.adding.filter((id) => id !== action.payload.requestedId);
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialWatchListState),
});

export const {
  watchListRequested,
  watchListReceived,
  watchListFailed,
  moreWatchListRequested,
  moreWatchListFailed,
  addToWatchListRequested,
  addToWatchListSucceeded,
  addToWatchListFailed,
} = watchListSlice.actions;
