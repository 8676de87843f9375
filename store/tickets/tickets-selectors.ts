import type { Ticket } from '@/lib/schemas';
import type { MemberError } from '../shared/member-error';
import type { Paging } from '../shared/paging';
import type { TicketsState } from './tickets-slice';

interface WithTickets {
  tickets: TicketsState;
}

export const selectTickets = (state: WithTickets): Ticket[] => state.tickets.items;
export const selectTicketsLoading = (state: WithTickets): boolean => state.tickets.loading;
export const selectTicketsError = (state: WithTickets): MemberError | null => state.tickets.error;
/** Epoch ms of the saved copy shown while the backend is out of reach, or null when the tickets are fresh. */
export const selectTicketsSavedAt = (state: WithTickets): number | null => state.tickets.savedAt;
/** Whether «Vis flere» can ask for more, and how the last ask went. */
export const selectTicketsPaging = (state: WithTickets): Paging => state.tickets.paging;
