import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { Ticket } from '@/lib/schemas';
import type { FilmclubApi } from '@/services/filmclub/api';
import type { SavedTickets } from '@/services/filmclub/ticket-storage';
import { callAbortable } from '../shared/call-abortable';
import { logoutIfAuthLost } from '../shared/member-failure';
import { isAuthLost, toMemberError } from '../shared/member-error';
import {
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
    const items: Ticket[] = yield call(callAbortable, (signal: AbortSignal) => api.tickets(signal));
    yield put(ticketsReceived(items));
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

/** Tickets feature: GetTicketsDx, or the saved copy when it fails (docs/product.md, Film club). */
export function* ticketsSaga(api: FilmclubApi): SagaIterator {
  yield takeLatest(ticketsRequested.type, fetchTickets, api);
}
