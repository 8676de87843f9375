import { DEFAULT_LENGTH_MINUTES } from './calendar-event';
import type { Event, Production } from './schemas';
import { showingKey, type TicketShowings } from './ticket-calendar';

/**
 * The built programme's showings of films, by `showingKey` (catalogue number and start), for
 * the member's tickets screen to give each ticket's calendar file the UID and end of the site's
 * own file (lib/calendar.ts): the end is the event's, else after the production's length, else
 * after two hours. Events of productions not in `productions` are left out.
 */
export function ticketShowings(
  events: readonly Event[],
  productions: readonly Production[],
): TicketShowings {
  const byReference = new Map(
    productions.map((production) => [production.pageReference, production]),
  );
  return Object.fromEntries(
    events.flatMap((event) => {
      const production = byReference.get(event.production.pageReference);
      if (!production) return [];
      const start = Date.parse(event.startTime);
      const end = event.endTime
        ? Date.parse(event.endTime)
        : start + (production.features.lengthMinutes ?? DEFAULT_LENGTH_MINUTES) * 60_000;
      return [[showingKey(production.catalogueNumber, event.startTime), { id: event.id, end }]];
    }),
  );
}
