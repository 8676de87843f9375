import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { WatchListMovie } from '@/lib/schemas';
import { loggedOut } from '../shared/logged-out';
import type { MemberError } from '../shared/member-error';

/** Watch-list slice (docs/product.md, Entities), plus the adds awaiting the server. */
export interface WatchListState {
  requested: boolean;
  items: WatchListMovie[];
  loading: boolean;
  error: MemberError | null;
  adding: string[];
}

export const initialWatchListState: WatchListState = {
  requested: false,
  items: [],
  loading: false,
  error: null,
  adding: [],
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
    watchListReceived: (state, action: PayloadAction<WatchListMovie[]>) => {
      state.loading = false;
      state.items = action.payload;
      state.error = null;
    },
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
      if (!state.items.some((movie) => movie.id === action.payload.movie.id))
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
  addToWatchListRequested,
  addToWatchListSucceeded,
  addToWatchListFailed,
} = watchListSlice.actions;
