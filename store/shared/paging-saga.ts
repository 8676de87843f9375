import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLeading } from 'redux-saga/effects';
import type { Page } from '@/services/filmclub/api';
import { callAbortable } from './call-abortable';
import { logoutIfAuthLost } from './member-failure';
import { toMemberError, type MemberError } from './member-error';
import type { Paging } from './paging';

/** How one list fetches its next page (store/shared/paging.ts). */
export interface NextPage<T, S> {
  /** The list's paging in the store. */
  paging: (state: S) => Paging;
  /** The backend call for the page from `skip` (`state` names what the list is of); rejects with FilmclubError. */
  request: (skip: number, signal: AbortSignal, state: S) => Promise<Page<T>>;
  received: (page: Page<T>) => Action;
  failed: (error: MemberError) => Action;
}

/**
 * Fetches the page after those shown and appends it; a failure is stored beside the pages shown
 * (docs/product.md, Paging), and lost authentication logs the member out.
 */
export function* fetchNextPage<T, S>(list: NextPage<T, S>): SagaIterator {
  const state: S = yield select();
  try {
    const page: Page<T> = yield call(callAbortable, (signal: AbortSignal) =>
      list.request(list.paging(state).next, signal, state),
    );
    yield put(list.received(page));
  } catch (error) {
    yield put(list.failed(toMemberError(error)));
    yield call(logoutIfAuthLost, error);
  }
}

/** Watches `pattern` (a list's «Vis flere»): one page at a time, however often it is pressed. */
export const takeNextPage = <T, S>(pattern: string, list: NextPage<T, S>) =>
  takeLeading(pattern, fetchNextPage<T, S>, list);
