import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { Ticket } from '@/lib/schemas';
import type { FilmclubApi } from '@/services/filmclub/api';
import { callAbortable } from '../shared/call-abortable';
import { logoutIfAuthLost } from '../shared/member-failure';
import { toMemberError } from '../shared/member-error';
import { ticketsFailed, ticketsReceived, ticketsRequested } from './tickets-slice';

function* fetchTickets(api: FilmclubApi): SagaIterator {
  try {
    const items: Ticket[] = yield call(callAbortable, (signal: AbortSignal) => api.tickets(signal));
    yield put(ticketsReceived(items));
  } catch (error) {
    yield put(ticketsFailed(toMemberError(error)));
    yield call(logoutIfAuthLost, api, error);
  }
}

/** Tickets feature: GetTicketsDx (skip 0, take 10) on request. */
export function* ticketsSaga(api: FilmclubApi): SagaIterator {
  yield takeLatest(ticketsRequested.type, fetchTickets, api);
}
