import {
  calendarLocation,
  calendarProductId,
  calendarUid,
  DEFAULT_LENGTH_MINUTES,
  foldContentLine,
  type CalendarSite,
} from './calendar-event';
import { compactSlug } from './slug';

/**
 * A showing of the built programme, as the member's tickets screen knows it: its event id (the
 * site's calendar file `kalender/<id>.ics`) and its end in epoch milliseconds when it has one.
 */
export interface TicketShowing {
  id: string;
  end?: number;
}

/** Showings of the built programme by `showingKey`. */
export type TicketShowings = Readonly<Record<string, TicketShowing>>;

/**
 * The key a ticket finds its showing by: the film's catalogue number (a ticket's `movieId`,
 * the production's `catalogueNumber`) and the start instant, whatever offset the time is written with.
 */
export const showingKey = (catalogueNumber: string, startTime: string): string =>
  `${catalogueNumber.toUpperCase()}@${Date.parse(startTime)}`;

/** What goes in a ticket's calendar file. */
export interface TicketEvent {
  /** The film's title (SUMMARY). */
  title: string;
  /** The film's catalogue number, the ticket's `movieId`. */
  movieId: string;
  /** ISO 8601 start of the showing. */
  startTime: string;
  /** The hall as the ticket names it (`Sal 1`). */
  hall: string;
  /** Lines of the description: the seats, then the ticket's notes. */
  details: readonly string[];
}

/** `20261121T170000Z`: an instant in UTC, as the site's files write times. */
const utc = (epochMs: number): string =>
  new Date(epochMs)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and newline escaped. */
const text = (value: string): string =>
  value.replace(/[\\;,]/g, (match) => `\\${match}`).replace(/\r?\n/g, '\\n');

/**
 * The «Legg i kalender» file of one ticket (docs/product.md, A ticket in the calendar): an
 * iCalendar VEVENT in UTC with the film, its start, the hall and the house's address, and the
 * seats and notes. When the ticket's showing is in the built programme (`showing`), its UID is the
 * one the site's own file for that showing has (`<event id>@<host>`) and it ends when the showing
 * does, so a calendar that has the showing already updates it instead of adding it twice; else
 * the UID is made from the film and start (`filmklubb-<catalogue number>-<UTC start>@<host>`)
 * and it lasts two hours. `stamp` is DTSTAMP. Pure and small: no `ics` library in the browser.
 * @throws Error naming the film when the start is not a time.
 */
export function ticketCalendarFile(
  ticket: TicketEvent,
  showing: TicketShowing | undefined,
  site: CalendarSite,
  stamp: Date,
): string {
  const start = Date.parse(ticket.startTime);
  if (Number.isNaN(start))
    throw new Error(
      `calendar file for the ticket to '${ticket.title}': startTime '${ticket.startTime}' is not a time`,
    );
  const end = showing?.end ?? start + DEFAULT_LENGTH_MINUTES * 60_000;
  const id = showing?.id ?? `filmklubb-${compactSlug(ticket.movieId)}-${utc(start).toLowerCase()}`;
  return `${[
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `PRODID:${calendarProductId(site)}`,
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${calendarUid(id, site)}`,
    `SUMMARY:${text(ticket.title)}`,
    `DTSTAMP:${utc(stamp.getTime())}`,
    `DTSTART:${utc(start)}`,
    `DTEND:${utc(end)}`,
    `DESCRIPTION:${text(ticket.details.join('\n'))}`,
    `LOCATION:${text(calendarLocation(ticket.hall))}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
    .map(foldContentLine)
    .join('\r\n')}\r\n`;
}

/** The file's name: `<film>-<start in UTC>.ics`, e.g. `dune-20261121t170000z.ics`. */
export const ticketCalendarFileName = (ticket: Pick<TicketEvent, 'title' | 'startTime'>): string =>
  `${compactSlug(ticket.title) || 'billett'}-${utc(Date.parse(ticket.startTime)).toLowerCase()}.ics`;

/** What the tickets screen knows from the build for the calendar files: the showings and the site. */
export interface TicketCalendar {
  showings: TicketShowings;
  site: CalendarSite;
}
