import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MovieInfo } from '@/lib/schemas';
import { loggedOut } from '../shared/logged-out';
import type { MemberError } from '../shared/member-error';

/** docs/product.md, Entities, plus `error`: a failure must not read as "no rating" (issue 13). */
export interface MovieInfoState {
  movieInfo: MovieInfo | null;
  loading: boolean;
  error: MemberError | null;
}

export const initialMovieInfoState: MovieInfoState = {
  movieInfo: null,
  loading: false,
  error: null,
};

export const movieInfoSlice = createSlice({
  name: 'movieInfo',
  initialState: initialMovieInfoState,
  reducers: {
    movieInfoRequested: (state, _action: PayloadAction<{ ediNumber: string }>) => {
      state.loading = true;
      state.error = null;
    },
    movieInfoReceived: (state, action: PayloadAction<MovieInfo>) => {
      state.movieInfo = action.payload;
      state.loading = false;
      state.error = null;
    },
    movieInfoFailed: (state, action: PayloadAction<MemberError>) => {
      state.movieInfo = null;
      state.loading = false;
      state.error = action.payload;
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialMovieInfoState),
});

export const { movieInfoRequested, movieInfoReceived, movieInfoFailed } = movieInfoSlice.actions;
