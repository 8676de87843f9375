import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { Ticket } from '@/lib/schemas';
import type { FilmclubApi, Page } from '@/services/filmclub/api';
import type { SavedTickets } from '@/services/filmclub/ticket-storage';
import { callAbortable } from '../shared/call-abortable';
import { logoutIfAuthLost } from '../shared/member-failure';
import { isAuthLost, toMemberError } from '../shared/member-error';
import { takeNextPage } from '../shared/paging-saga';
import { selectTicketsPaging } from './tickets-selectors';
import {
  moreTicketsFailed,
  moreTicketsRequested,
  savedTicketsShown,
  ticketsFailed,
  ticketsReceived,
  ticketsRequested,
} from './tickets-slice';

/**
 * On any failure but lost authentication the saved tickets show with the error: the QR codes must
 * still work at the cinema door (issue 13). Lost authentication logs the member out instead.
 */
function* fetchTickets(api: FilmclubApi): SagaIterator {
  try {
    const page: Page<Ticket> = yield call(callAbortable, (signal: AbortSignal) =>
      api.tickets(0, signal),
    );
    yield put(ticketsReceived(page));
  } catch (error) {
    const failure = toMemberError(error);
    const saved: SavedTickets | null = isAuthLost(error)
      ? null
      : yield call([api, api.savedTickets]);
    // A saved copy without tickets would read as "no tickets"; the failure and "Prøv igjen" show instead.
    if (saved && saved.items.length > 0) {
      yield put(savedTicketsShown({ items: saved.items, savedAt: saved.savedAt, error: failure }));
      return;
    }
    yield put(ticketsFailed(failure));
    yield call(logoutIfAuthLost, error);
  }
}

/**
 * Tickets feature: GetTicketsDx, or the saved copy when it fails; «Vis flere» appends the next
 * page, and its failure keeps the tickets shown (docs/product.md, Film club and Paging).
 */
export function* ticketsSaga(api: FilmclubApi): SagaIterator {
  yield takeLatest(ticketsRequested.type, fetchTickets, api);
  yield takeNextPage(moreTicketsRequested.type, {
    paging: selectTicketsPaging,
    request: (skip: number, signal: AbortSignal) => api.tickets(skip, signal),
    received: ticketsReceived,
    failed: moreTicketsFailed,
    restart: ticketsRequested.type,
  });
}
