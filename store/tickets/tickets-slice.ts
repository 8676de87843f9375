import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Ticket } from '@/lib/schemas';
import { loggedOut } from '../shared/logged-out';
import type { MemberError } from '../shared/member-error';

/** Tickets slice (SPEC.md §3: items, loading, error). */
export interface TicketsState {
  items: Ticket[];
  loading: boolean;
  error: MemberError | null;
}

export const initialTicketsState: TicketsState = { items: [], loading: false, error: null };

/** SPEC.md §4: requesting sets loading; success stores the items; failure stores the error. */
export const ticketsSlice = createSlice({
  name: 'tickets',
  initialState: initialTicketsState,
  reducers: {
    ticketsRequested: (state) => {
      state.loading = true;
    },
    ticketsReceived: (state, action: PayloadAction<Ticket[]>) => {
      state.loading = false;
      state.items = action.payload;
      state.error = null;
    },
    ticketsFailed: (state, action: PayloadAction<MemberError>) => {
      state.loading = false;
      state.error = action.payload;
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialTicketsState),
});

export const { ticketsRequested, ticketsReceived, ticketsFailed } = ticketsSlice.actions;
