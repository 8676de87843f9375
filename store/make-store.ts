import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import type { FilmclubConfig } from '@/lib/config';
import { createFilmclubApi } from '@/services/filmclub/api';
import type { ProfileStorage } from '@/services/filmclub/profile-storage';
import { movieInfoSlice } from './movie-info/movie-info-slice';
import { reviewsSlice } from './reviews/reviews-slice';
import { rootSaga } from './root-saga';
import { ticketsSlice } from './tickets/tickets-slice';
import { userSlice } from './user/user-slice';
import { watchListSlice } from './watch-list/watch-list-slice';

/** Where the store's sagas reach the outside (docs/architecture.md, Configuration: fixed at build time). */
export interface StoreConfig {
  /** The film-club backend, or null/absent when the partner id selects none. */
  filmclub?: FilmclubConfig | null;
  /** Where the member profile is kept (window.localStorage in the browser). */
  storage?: ProfileStorage;
}

export const rootReducer = combineReducers({
  [userSlice.name]: userSlice.reducer,
  [ticketsSlice.name]: ticketsSlice.reducer,
  [watchListSlice.name]: watchListSlice.reducer,
  [reviewsSlice.name]: reviewsSlice.reducer,
  [movieInfoSlice.name]: movieInfoSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * A new store with its sagas running (Redux Toolkit: `makeStore()`, never a module-level store,
 * since server components must not share one). `close()` is for a visitor leaving a screen: it
 * cancels every pending request (their sagas abort them) and starts the watchers afresh, so the
 * store never sits deaf to the next screen's first dispatch. `open()` restarts sagas that stopped.
 */
export function makeStore(config: StoreConfig, preloadedState?: Partial<RootState>) {
  const deps = {
    filmclub: config.filmclub ? createFilmclubApi(config.filmclub, config.storage) : null,
  };
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
  });
  const run = (): Task => sagaMiddleware.run(rootSaga, deps);
  let task = run();
  return Object.assign(store, {
    close: () => {
      task.cancel();
      task = run();
    },
    open: () => {
      if (!task.isRunning()) task = run();
    },
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
