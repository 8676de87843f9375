import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { Ticket } from '@/lib/schemas';
import type { FilmclubApi } from '@/services/filmclub/api';
import type { SavedTickets } from '@/services/filmclub/ticket-storage';
import { callAbortable } from '../shared/call-abortable';
import { logoutIfAuthLost } from '../shared/member-failure';
import { toMemberError } from '../shared/member-error';
import { savedTicketsShown, ticketsFailed, ticketsReceived, ticketsRequested } from './tickets-slice';

function* fetchTickets(api: FilmclubApi): SagaIterator {
  try {
    const items: Ticket[] = yield call(callAbortable, (signal: AbortSignal) => api.tickets(signal));
    yield put(ticketsReceived(items));
  } catch (error) {
    // Offline or the backend is out of reach: the last fetched tickets (with their QR codes) still count at the door.
    const saved: SavedTickets | null = toMemberError(error).code === 'network' ? yield call([api, api.savedTickets]) : null;
    if (saved) {
      yield put(savedTicketsShown({ items: saved.items, savedAt: saved.savedAt }));
      return;
    }
    yield put(ticketsFailed(toMemberError(error)));
    yield call(logoutIfAuthLost, api, error);
  }
}

/** Tickets feature: GetTicketsDx (skip 0, take 10) on request; without a network, the saved copy. */
export function* ticketsSaga(api: FilmclubApi): SagaIterator {
  yield takeLatest(ticketsRequested.type, fetchTickets, api);
}
