import { createEvent, type EventAttributes } from 'ics';
import {
  CALENDAR_STAMP,
  calendarLocation,
  calendarProductId,
  calendarUid,
  DEFAULT_LENGTH_MINUTES,
} from './calendar-event';
import { plainCalendarFile, type PlainCalendarEvent } from './calendar-lines';
import type { Event, Production, Site } from './schemas';
import { htmlToPlainText } from './sanitize';
import { productionUrl } from './structured-data';

// DTSTAMP of every file: `CALENDAR_STAMP` (lib/calendar-event.ts, free of `ics` for the Atom feed too).
export { CALENDAR_STAMP };

/**
 * What the `.ics` file of one showing says, as `ics` attributes (DTSTAMP `CALENDAR_STAMP`).
 * Times are epoch milliseconds (NaN for a start time that does not parse; `ics` rejects it).
 */
export function calendarAttributes(
  event: Event,
  production: Production,
  site: Site,
): PlainCalendarEvent & EventAttributes {
  const start = Date.parse(event.startTime);
  const lengthMinutes = production.features.lengthMinutes ?? DEFAULT_LENGTH_MINUTES;
  const end = event.endTime ? Date.parse(event.endTime) : start + lengthMinutes * 60_000;
  return {
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
    description: `${plainSummary(production)}\n\nBilletter: ${event.ticketUrl}`,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    // DTSTAMP, read by ics 3 (its schema and defaults).
    timestamp: Date.parse(CALENDAR_STAMP),
  };
}

/**
 * The `.ics` file of one showing, DTSTAMP `CALENDAR_STAMP`: the same content writes the same bytes.
 * The plain case (nearly every showing) is written directly, byte for byte as `ics` writes it
 * (lib/calendar-lines.ts: `ics` takes about 1 ms a file, 100,000 files at 10,000 productions);
 * `ics` writes the rest.
 * @throws Error naming the event when `ics` rejects the attributes.
 */
export function eventCalendarFile(event: Event, production: Production, site: Site): string {
  const attributes = calendarAttributes(event, production, site);
  const plain = plainCalendarFile(attributes);
  if (plain !== undefined) return plain;
  const { error, value } = createEvent(attributes);
  if (error || !value)
    throw new Error(
      `calendar file for event '${event.id}': ${error ? describe(error) : 'ics returned no file'}`,
    );
  return value;
}

/** Summaries as plain text by production: each production has about ten showings, so ten files. */
const plainSummaries = new WeakMap<Production, string>();

const plainSummary = (production: Production): string => {
  let summary = plainSummaries.get(production);
  if (summary === undefined) {
    summary = htmlToPlainText(production.contents.summary);
    plainSummaries.set(production, summary);
  }
  return summary;
};

/** yup lists the validation errors in `errors`. */
function describe(error: Error): string {
  return 'errors' in error && Array.isArray(error.errors) ? error.errors.join('; ') : error.message;
}

export const calendarHref = (event: Pick<Event, 'id'>): string => `/kalender/${event.id}.ics`;
