import { createEvent, type EventAttributes } from 'ics';
import type { Event, Production, Site } from './schemas';
import { htmlToPlainText } from './sanitize';
import { productionUrl } from './structured-data';

/** Without an end time or a production length. */
const DEFAULT_LENGTH_MINUTES = 120;
/** The hall names are the house's own; the street address makes them findable in a map app. */
const HOUSE_LOCATION = 'Kulturhuset, Prestegårdsvegen 2, 2750 Gran';

/**
 * DTSTAMP is `stamp`: the build passes its clock, so unchanged content writes the same bytes.
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

/** yup lists the validation errors in `errors`. */
function describe(error: Error): string {
  return 'errors' in error && Array.isArray(error.errors) ? error.errors.join('; ') : error.message;
}

export const calendarHref = (event: Pick<Event, 'id'>): string => `/kalender/${event.id}.ics`;
