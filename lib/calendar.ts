import { createEvent, type EventAttributes } from 'ics';
import type { Event, Production, Site } from './schemas';
import { htmlToPlainText } from './sanitize';
import { productionUrl } from './structured-data';

/** Length of an event with neither an end time nor a production length, in minutes. */
const DEFAULT_LENGTH_MINUTES = 120;
/** The hall names are the house's own; the street address makes them findable in a map app. */
const HOUSE_LOCATION = 'Kulturhuset, Prestegårdsvegen 2, 2750 Gran';

/**
 * An iCalendar (RFC 5545) file with one VEVENT for an event, for "Legg i kalender", made with the
 * `ics` library (which escapes text and folds long lines). UID `${event.id}@${site.host}`;
 * DTSTART/DTEND in UTC from the ISO instant, so the time is right on both sides of a daylight
 * saving change; without `endTime` the event lasts the production's `lengthMinutes`, else 2 hours.
 * LOCATION is the hall plus the house's address, URL the production page, DESCRIPTION the
 * summary as plain text and the ticket link. DTSTAMP is `stamp`, the time the file is made: the
 * build passes its clock, so a rebuild of unchanged content writes the same bytes (and reuses the
 * pre-compressed copies, pipeline/postbuild.ts); default now.
 * @throws Error naming the event when `ics` rejects the attributes.
 */
export function eventCalendarFile(
  event: Event,
  production: Production,
  site: Site,
  stamp: Date = new Date(),
): string {
  const start = Date.parse(event.startTime);
  const lengthMinutes = production.features.lengthMinutes ?? DEFAULT_LENGTH_MINUTES;
  const end = event.endTime ? Date.parse(event.endTime) : start + lengthMinutes * 60_000;
  // `timestamp` (DTSTAMP) is read by ics 3 (its schema and defaults) but missing from its types.
  const attributes: EventAttributes & { timestamp: number } = {
    productId: `-//${site.title}//${site.host}//NB`,
    uid: `${event.id}@${site.host}`,
    title: production.title,
    // Epoch milliseconds are instants: `ics` writes them as UTC whatever the machine's time zone.
    start,
    end,
    startInputType: 'utc',
    startOutputType: 'utc',
    location: `${event.location.name}, ${HOUSE_LOCATION}`,
    url: productionUrl(production, site),
    description: `${htmlToPlainText(production.contents.summary)}\n\nBilletter: ${event.ticketUrl}`,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    timestamp: stamp.getTime(),
  };
  const { error, value } = createEvent(attributes);
  if (error || !value)
    throw new Error(
      `calendar file for event '${event.id}': ${error ? describe(error) : 'ics returned no file'}`,
    );
  return value;
}

/** The reasons of an `ics` error: its validation errors (yup lists them in `errors`) or its message. */
function describe(error: Error): string {
  return 'errors' in error && Array.isArray(error.errors) ? error.errors.join('; ') : error.message;
}

/** Path of an event's calendar file, served as a static file: `/kalender/<event id>.ics`. */
export const calendarHref = (event: Pick<Event, 'id'>): string => `/kalender/${event.id}.ics`;
