/**
 * What the site's calendar files (lib/calendar.ts, built per event) and a member's ticket file
 * (lib/ticket-calendar.ts, made in the browser) share, so a calendar app sees one showing once:
 * docs/product.md, A ticket in the calendar. Free of the `ics` library, which stays out of the browser.
 */

/**
 * DTSTAMP of every file: without METHOD it says when the information was last revised (RFC 5545,
 * 3.8.7.2). No content source gives a showing or a production a revision time (the platform's and
 * the local content's events and productions carry none; only articles have `updatedAt`), and the
 * build clock would make every build's files new: a fixed instant, so a file changes only when its
 * showing does (docs/architecture.md, Deterministic output). Calendar apps match a showing by UID.
 */
export const CALENDAR_STAMP = '2026-01-01T00:00:00Z';

/** Without an end time or a production length. */
export const DEFAULT_LENGTH_MINUTES = 120;

/** The hall names are the house's own; the street address makes them findable in a map app. */
export const HOUSE_LOCATION = 'Kulturhuset, Prestegårdsvegen 2, 2750 Gran';

/** The site's name in the files, e.g. `{ title: 'Kulturhuset', host: 'www.kulturhuset.no' }`. */
export interface CalendarSite {
  title: string;
  host: string;
}

/** The event's UID (RFC 5545): the same showing has the same UID in every file the site makes. */
export const calendarUid = (eventId: string, site: Pick<CalendarSite, 'host'>): string =>
  `${eventId}@${site.host}`;

/** PRODID of the site's files. */
export const calendarProductId = (site: CalendarSite): string =>
  `-//${site.title}//${site.host}//NB`;

/** LOCATION: the hall, then the house's address. */
export const calendarLocation = (hall: string): string => `${hall}, ${HOUSE_LOCATION}`;

/** Octets of one character in UTF-8. */
const utf8Octets = (character: string): number => {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};

/**
 * A content line folded at 75 octets (RFC 5545 3.1), never inside a character: each continuation
 * line starts with a tab, which counts in its 75 (the `ics` library's continuation, so an unfolded
 * line is what `ics` wrote). `line` has no CRLF; the result's lines are joined by CRLF, without a
 * last one. The one fold of every file the site makes: `ics` itself folds at 75 characters, so a
 * line with «æ», «ø», «å» or «–» ran over 75 octets.
 */
export function foldContentLine(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Octets(character);
    if (octets + size > 75) {
      parts.push(part);
      part = '\t';
      octets = 1;
    }
    part += character;
    octets += size;
  }
  parts.push(part);
  return parts.join('\r\n');
}

/** iCalendar text folded again at 75 octets (`foldContentLine`): unfolded, then each line folded. */
export const refoldICalendar = (text: string): string =>
  text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map(foldContentLine)
    .join('\r\n');
