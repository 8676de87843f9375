import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Ticket } from '@/lib/schemas';
import { loggedOut } from '../shared/logged-out';
import type { MemberError } from '../shared/member-error';

/**
 * Tickets slice (docs/product.md, Entities), plus `savedAt`: when the call failed and `items` are
 * the saved copy (services/filmclub/ticket-storage.ts), the epoch ms it was fetched; else null.
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
    savedTicketsShown: (
      state,
      action: PayloadAction<{ items: Ticket[]; savedAt: number; error: MemberError }>,
    ) => {
      state.loading = false;
      state.items = action.payload.items;
      state.error = action.payload.error;
      state.savedAt = action.payload.savedAt;
    },
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
