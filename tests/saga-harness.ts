import type { Action } from '@reduxjs/toolkit';
import { runSaga, stdChannel, type Saga, type Task } from 'redux-saga';
import { filmclubSession, type FilmclubSession } from '@/lib/filmclub-session';
import type { FilmclubApi, Page } from '@/services/filmclub/api';
import { rootReducer, type RootState } from '@/store/make-store';

/** Runs `saga` on a channel, recording what it dispatches; `reduce` keeps the state it selects. */
function runOn<A extends unknown[]>(
  reduce: (action: Action) => unknown,
  saga: Saga<A>,
  ...args: A
) {
  const channel = stdChannel<Action>();
  const dispatched: Action[] = [];
  let state = reduce({ type: '@@harness/init' });
  const task: Task = runSaga(
    {
      channel,
      dispatch: (action: Action) => {
        dispatched.push(action);
        state = reduce(action);
        channel.put(action);
      },
      getState: () => state,
    },
    saga,
    ...args,
  );
  return {
    put: (action: Action) => {
      state = reduce(action);
      channel.put(action);
    },
    dispatched,
    task,
    types: () => dispatched.map((action) => action.type),
    state: () => state as RootState,
  };
}

/**
 * Runs a feature saga alone, as the store would: actions put to it reach its watchers, and what it
 * dispatches is recorded (and fed back to the watchers, like the store's saga middleware).
 */
export function runFeatureSaga<A extends unknown[]>(saga: Saga<A>, ...args: A) {
  return runOn(() => ({}), saga, ...args);
}

/** `runFeatureSaga` with the store's state kept by its reducers, for a saga that reads it (paging). */
export function runFeatureSagaWithState<A extends unknown[]>(saga: Saga<A>, ...args: A) {
  let state: RootState | undefined;
  return runOn(
    (action) => {
      state = rootReducer(state, action);
      return state;
    },
    saga,
    ...args,
  );
}

type FakeFilmclubApi = {
  [K in keyof FilmclubApi]: K extends 'partnerId'
    ? number
    : K extends 'session'
      ? FilmclubSession
      : jest.Mock;
};

/** A film-club API whose every call fails unless a test sets it (jest mocks, each call's AbortSignal last); its session is a fresh in-memory one of backend 178. */
export function fakeFilmclubApi(
  overrides: Partial<Record<Exclude<keyof FilmclubApi, 'partnerId' | 'session'>, jest.Mock>> = {},
): FakeFilmclubApi {
  const unexpected = (name: string) =>
    jest.fn(async () => Promise.reject(new Error(`unexpected call: ${name}`)));
  const names = [
    'login',
    'createUser',
    'forgotPassword',
    'switchTokens',
    'watchList',
    'addToWatchList',
    'tickets',
    'savedTickets',
    'movieInfo',
    'reviews',
  ] as const;
  const api = Object.fromEntries(names.map((name) => [name, overrides[name] ?? unexpected(name)]));
  return {
    partnerId: 178,
    session: filmclubSession(178, undefined),
    ...api,
  } as unknown as FakeFilmclubApi;
}

/** Resolves once every pending promise callback has run (the saga's calls settle on microtasks). */
export const flush = () => new Promise((resolve) => setImmediate(resolve));

/** A page as the film-club API answers it: `items` from `skip`, asked with `take`, of `total` (all of them by default). */
export const pageOf = <T>(
  items: T[],
  skip = 0,
  take = 10,
  total = skip + items.length,
): Page<T> => ({
  items,
  skip,
  take,
  total,
});
