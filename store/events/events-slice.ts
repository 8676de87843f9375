import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LiveAvailability } from '@/services/runtime/basic-events';

/** Events slice (docs/product.md, Client state "events: requested ids, items"). */
export interface EventsState {
  /** Ids already asked of the runtime service; never asked again (docs/product.md, State transitions). */
  requested: string[];
  /** Live availability by event id. */
  items: Record<string, LiveAvailability>;
}

export const initialEventsState: EventsState = { requested: [], items: {} };

/**
 * Live ticket availability. Actions are events: a page `availabilityWanted` some ids; the saga
 * marks the new ones `availabilityRequested`, then `availabilityReceived` merges the answer, or
 * `availabilityFailed` changes nothing (a failure is only logged, docs/product.md, Errors).
 */
export const eventsSlice = createSlice({
  name: 'events',
  initialState: initialEventsState,
  reducers: {
    availabilityWanted: (_state, _action: PayloadAction<string[]>) => {},
    availabilityRequested: (state, action: PayloadAction<string[]>) => {
      const known = new Set(state.requested);
      state.requested.push(...action.payload.filter((id) => !known.has(id)));
    },
    availabilityReceived: (state, action: PayloadAction<LiveAvailability[]>) => {
      for (const item of action.payload) state.items[item.id] = item;
    },
    availabilityFailed: (_state, _action: PayloadAction<{ ids: string[]; message: string }>) => {},
    /** The screen was left before the answer came: these ids were never answered, so they may be asked again. */
    availabilityWithdrawn: (state, action: PayloadAction<string[]>) => {
      const withdrawn = new Set(action.payload);
      state.requested = state.requested.filter((id) => !withdrawn.has(id));
    },
  },
});

export const {
  availabilityWanted,
  availabilityRequested,
  availabilityReceived,
  availabilityFailed,
  availabilityWithdrawn,
} = eventsSlice.actions;
