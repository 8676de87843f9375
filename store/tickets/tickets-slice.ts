import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Ticket } from '@/lib/schemas';
import type { Page } from '@/services/filmclub/api';
import { loggedOut } from '../shared/logged-out';
import type { MemberError } from '../shared/member-error';
import { failMore, initialPaging, receivePage, requestMore, type Paging } from '../shared/paging';

/**
 * Tickets slice (docs/product.md, Entities), plus `savedAt`: when the call failed and `items` are
 * the saved copy (services/filmclub/ticket-storage.ts), the epoch ms it was fetched; else null;
 * `paging` for «Vis flere» (store/shared/paging.ts).
 */
export interface TicketsState {
  items: Ticket[];
  loading: boolean;
  error: MemberError | null;
  savedAt: number | null;
  paging: Paging;
}

export const initialTicketsState: TicketsState = {
  items: [],
  loading: false,
  error: null,
  savedAt: null,
  paging: initialPaging,
};

export const ticketsSlice = createSlice({
  name: 'tickets',
  initialState: initialTicketsState,
  reducers: {
    ticketsRequested: (state) => {
      state.loading = true;
    },
    /** The first page (skip 0) replaces the tickets, a later one is appended. */
    ticketsReceived: (state, action: PayloadAction<Page<Ticket>>) => {
      if (action.payload.skip === 0) {
        state.loading = false;
        state.error = null;
        state.savedAt = null;
      }
      receivePage(state, action.payload);
    },
    moreTicketsRequested: (state) => requestMore(state),
    moreTicketsFailed: (state, action: PayloadAction<MemberError>) =>
      failMore(state, action.payload),
    savedTicketsShown: (
      state,
      action: PayloadAction<{ items: Ticket[]; savedAt: number; error: MemberError }>,
    ) => {
      state.loading = false;
      state.items = action.payload.items;
      state.error = action.payload.error;
      state.savedAt = action.payload.savedAt;
      state.paging = initialPaging;
    },
    ticketsFailed: (state, action: PayloadAction<MemberError>) => {
      state.loading = false;
      state.items = [];
      state.error = action.payload;
      state.savedAt = null;
      state.paging = initialPaging;
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialTicketsState),
});

export const {
  ticketsRequested,
  ticketsReceived,
  savedTicketsShown,
  ticketsFailed,
  moreTicketsRequested,
  moreTicketsFailed,
} = ticketsSlice.actions;
