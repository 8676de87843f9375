import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Ticket } from '@/lib/schemas';
import { loggedOut } from '../shared/logged-out';
import type { MemberError } from '../shared/member-error';

/**
 * Tickets slice (docs/product.md, Entities: items, loading, error), plus `savedAt`: when the tickets call failed
 * and `items` are the member's last fetched tickets, the epoch ms they were fetched
 * (services/filmclub/ticket-storage.ts), with `error` saying why they are not fresh; null when
 * `items` are fresh.
 */
export interface TicketsState {
  items: Ticket[];
  loading: boolean;
  error: MemberError | null;
  savedAt: number | null;
}

export const initialTicketsState: TicketsState = {
  items: [],
  loading: false,
  error: null,
  savedAt: null,
};

/** docs/product.md, State transitions: requesting sets loading; success stores the items; failure stores the error. */
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
    /** The tickets call failed (not for lost authentication): show the saved copy beside the error. */
    savedTicketsShown: (
      state,
      action: PayloadAction<{ items: Ticket[]; savedAt: number; error: MemberError }>,
    ) => {
      state.loading = false;
      state.items = action.payload.items;
      state.error = action.payload.error;
      state.savedAt = action.payload.savedAt;
    },
    /** Failed with no saved copy: no tickets to show, only the error. */
    ticketsFailed: (state, action: PayloadAction<MemberError>) => {
      state.loading = false;
      state.items = [];
      state.error = action.payload;
      state.savedAt = null;
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialTicketsState),
});

export const { ticketsRequested, ticketsReceived, savedTicketsShown, ticketsFailed } =
  ticketsSlice.actions;
