import type { Action } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, race, select, take, takeLeading } from 'redux-saga/effects';
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
  /** The action type asking for the list afresh: it drops a next page still on its way. */
  restart: string;
}

/**
 * Fetches the page after those shown and appends it; a failure is stored beside the pages shown
 * (docs/product.md, Paging), and lost authentication logs the member out. Asking for the list
 * afresh (another film's reviews, «Prøv igjen» on the first page) cancels it.
 */
export function* fetchNextPage<T, S>(list: NextPage<T, S>): SagaIterator {
  const state: S = yield select();
  try {
    const { page }: { page?: Page<T> } = yield race({
      page: call(callAbortable, (signal: AbortSignal) =>
        list.request(list.paging(state).next, signal, state),
      ),
      restart: take(list.restart),
    });
    if (page) yield put(list.received(page));
  } catch (error) {
    yield put(list.failed(toMemberError(error)));
    yield call(logoutIfAuthLost, error);
  }
}

/** Watches `pattern` (a list's «Vis flere»): one page at a time, however often it is pressed. */
export const takeNextPage = <T, S>(pattern: string, list: NextPage<T, S>) =>
  takeLeading(pattern, fetchNextPage<T, S>, list);
