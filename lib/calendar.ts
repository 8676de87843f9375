import { createEvent, type EventAttributes } from 'ics';
import {
  CALENDAR_STAMP,
  calendarLocation,
  calendarProductId,
  calendarUid,
  DEFAULT_LENGTH_MINUTES,
  refoldICalendar,
} from './calendar-event';
import type { Event, Production, Site } from './schemas';
import { htmlToPlainText } from './sanitize';
import { productionUrl } from './structured-data';

// DTSTAMP of every file: `CALENDAR_STAMP` (lib/calendar-event.ts, free of `ics` for the Atom feed too).
export { CALENDAR_STAMP };

/**
 * The `.ics` file of one showing, DTSTAMP `CALENDAR_STAMP`: the same content writes the same bytes.
 * Its lines are folded at 75 octets (`refoldICalendar`): `ics` folds at 75 characters.
 * @throws Error naming the event when `ics` rejects the attributes.
 */
export function eventCalendarFile(event: Event, production: Production, site: Site): string {
  const start = Date.parse(event.startTime);
  const lengthMinutes = production.features.lengthMinutes ?? DEFAULT_LENGTH_MINUTES;
  const end = event.endTime ? Date.parse(event.endTime) : start + lengthMinutes * 60_000;
  // `timestamp` (DTSTAMP) is read by ics 3 (its schema and defaults) but missing from its types.
  const attributes: EventAttributes & { timestamp: number } = {
    productId: calendarProductId(site),
    uid: calendarUid(event.id, site),
    title: production.title,
    // Epoch milliseconds are instants: `ics` writes them as UTC whatever the machine's time zone.
    start,
    end,
    startInputType: 'utc',
    startOutputType: 'utc',
    location: calendarLocation(event.location.name),
    url: productionUrl(production, site),
    description: `${htmlToPlainText(production.contents.summary)}\n\nBilletter: ${event.ticketUrl}`,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    timestamp: Date.parse(CALENDAR_STAMP),
  };
  const { error, value } = createEvent(attributes);
  if (error || !value)
    throw new Error(
      `calendar file for event '${event.id}': ${error ? describe(error) : 'ics returned no file'}`,
    );
  return refoldICalendar(value);
}

/** yup lists the validation errors in `errors`. */
function describe(error: Error): string {
  return 'errors' in error && Array.isArray(error.errors) ? error.errors.join('; ') : error.message;
}

export const calendarHref = (event: Pick<Event, 'id'>): string => `/kalender/${event.id}.ics`;
