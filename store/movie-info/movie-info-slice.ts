import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MovieInfo } from '@/lib/schemas';
import { loggedOut } from '../shared/logged-out';

/** Movie-info slice (SPEC.md §3: movieInfo, loading). */
export interface MovieInfoState {
  movieInfo: MovieInfo | null;
  loading: boolean;
}

export const initialMovieInfoState: MovieInfoState = { movieInfo: null, loading: false };

/** SPEC.md §4: requesting sets loading; storing the result clears loading. A failure stores no result and is only logged. */
export const movieInfoSlice = createSlice({
  name: 'movieInfo',
  initialState: initialMovieInfoState,
  reducers: {
    movieInfoRequested: (state, _action: PayloadAction<{ ediNumber: string }>) => {
      state.loading = true;
    },
    movieInfoReceived: (state, action: PayloadAction<MovieInfo | null>) => {
      state.movieInfo = action.payload;
      state.loading = false;
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialMovieInfoState),
});

export const { movieInfoRequested, movieInfoReceived } = movieInfoSlice.actions;
