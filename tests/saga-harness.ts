import type { Action } from '@reduxjs/toolkit';
import { runSaga, stdChannel, type Saga, type Task } from 'redux-saga';
import type { FilmclubApi } from '@/services/filmclub/api';

/**
 * Runs a feature saga alone, as the store would: actions put to it reach its watchers, and what it
 * dispatches is recorded (and fed back to the watchers, like the store's saga middleware).
 */
export function runFeatureSaga<A extends unknown[]>(saga: Saga<A>, ...args: A) {
  const channel = stdChannel<Action>();
  const dispatched: Action[] = [];
  const task: Task = runSaga(
    {
      channel,
      dispatch: (action: Action) => {
        dispatched.push(action);
        channel.put(action);
      },
      getState: () => ({}),
    },
    saga,
    ...args,
  );
  return { put: (action: Action) => channel.put(action), dispatched, task, types: () => dispatched.map((action) => action.type) };
}

/** A film-club API whose every call fails unless a test sets it (jest mocks, each call's AbortSignal last). */
export function fakeFilmclubApi(overrides: Partial<Record<keyof FilmclubApi, jest.Mock>> = {}): { [K in keyof FilmclubApi]: K extends 'partnerId' ? number : jest.Mock } {
  const unexpected = (name: string) => jest.fn(async () => Promise.reject(new Error(`unexpected call: ${name}`)));
  const names = ['storedProfile', 'login', 'createUser', 'forgotPassword', 'switchTokens', 'watchList', 'addToWatchList', 'tickets', 'savedTickets', 'movieInfo', 'reviews', 'logout'] as const;
  const api = Object.fromEntries(names.map((name) => [name, overrides[name] ?? unexpected(name)]));
  return { partnerId: 178, ...api } as unknown as { [K in keyof FilmclubApi]: K extends 'partnerId' ? number : jest.Mock };
}

/** Resolves once every pending promise callback has run (the saga's calls settle on microtasks). */
export const flush = () => new Promise((resolve) => setImmediate(resolve));
