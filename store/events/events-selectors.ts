import type { Availability } from '@/lib/schemas';
import type { EventsState } from './events-slice';

interface WithEvents {
  events: EventsState;
}

/** Ids already asked of the runtime service. */
export const selectRequestedEventIds = (state: WithEvents): string[] => state.events.requested;

/** The live availability of one event, or undefined until the runtime service has answered. */
export const selectLiveAvailability = (state: WithEvents, id: string): Availability | undefined =>
  state.events.items[id]?.availability;
