import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { runtimeClient } from '@/services/runtime/basic-events';
import { eventsSlice } from './events/events-slice';
import { rootSaga } from './root-saga';

/** Where the store's sagas reach the outside (DESIGN.md §2: fixed at build time). */
export interface StoreConfig {
  /** Runtime service base URL (live availability). */
  runtimeUrl: string;
  /** The site value of the runtime events call (SPEC.md §7). */
  site: string;
}

export const rootReducer = combineReducers({ [eventsSlice.name]: eventsSlice.reducer });

export type RootState = ReturnType<typeof rootReducer>;

/**
 * A new store with its sagas running (Redux Toolkit: `makeStore()`, never a module-level store,
 * since server components must not share one). `close()` cancels the sagas and their pending
 * requests when the visitor leaves the screen; `open()` starts them again if closed.
 */
export function makeStore(config: StoreConfig, preloadedState?: Partial<RootState>) {
  const deps = { runtime: runtimeClient(config.runtimeUrl), site: config.site };
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware({ thunk: false }).concat(sagaMiddleware),
  });
  let task: Task = sagaMiddleware.run(rootSaga, deps);
  return Object.assign(store, {
    close: () => task.cancel(),
    open: () => {
      if (!task.isRunning()) task = sagaMiddleware.run(rootSaga, deps);
    },
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
