import type { Event, Production } from '@/lib/schemas';

/** Events that have not started at `now` (ISO 8601), earliest first. */
export const upcoming = (events: readonly Event[], now: string): Event[] => {
  const cutoff = Date.parse(now);
  return events.filter((event) => Date.parse(event.startTime) >= cutoff).sort((a, b) => a.startTime.localeCompare(b.startTime));
};

/** Events of one production, by its page reference (SPEC.md §3: Event.production.pageReference). */
export const eventsOf = (events: readonly Event[], production: Production): Event[] =>
  events.filter((event) => event.production.pageReference === production.pageReference);
