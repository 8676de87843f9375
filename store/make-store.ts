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

/** Fixed at build time (docs/architecture.md, Configuration). */
export interface StoreConfig {
  filmclub?: FilmclubConfig | null;
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
 * A new store with its sagas running; no module-level store, since server renders must not share
 * one. `close()` (the visitor left a screen) cancels every pending request and starts the watchers
 * afresh, so the next screen's first dispatch is heard; `open()` restarts sagas that stopped.
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
