import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Ticket } from '@/lib/schemas';
import { loggedOut } from '../shared/logged-out';
import type { MemberError } from '../shared/member-error';

/**
 * Tickets slice (SPEC.md §3: items, loading, error), plus `savedAt`: when the backend could not be
 * reached and `items` are the member's last fetched tickets, the epoch ms they were fetched
 * (services/filmclub/ticket-storage.ts); null when `items` are fresh.
 */
export interface TicketsState {
  items: Ticket[];
  loading: boolean;
  error: MemberError | null;
  savedAt: number | null;
}

export const initialTicketsState: TicketsState = { items: [], loading: false, error: null, savedAt: null };

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
      state.savedAt = null;
    },
    /** The backend was out of reach: show the saved copy instead of an error. */
    savedTicketsShown: (state, action: PayloadAction<{ items: Ticket[]; savedAt: number }>) => {
      state.loading = false;
      state.items = action.payload.items;
      state.error = null;
      state.savedAt = action.payload.savedAt;
    },
    ticketsFailed: (state, action: PayloadAction<MemberError>) => {
      state.loading = false;
      state.error = action.payload;
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialTicketsState),
});

export const { ticketsRequested, ticketsReceived, savedTicketsShown, ticketsFailed } = ticketsSlice.actions;
