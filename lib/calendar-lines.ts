/**
 * The site's calendar file written directly, byte for byte as the `ics` library (3.x) writes it
 * from the same attributes (lib/calendar.ts), for the inputs where that is simple to be sure of.
 * Why: `ics` validates every call with yup and folds every line with runes2 (grapheme clusters),
 * about 1 ms a file; a 10,000-production build writes 100,000 files (docs/architecture.md, Build).
 * Anything outside the plain case (a character runes2 may join into one cluster with its
 * neighbours, such as an emoji or a combining mark; a time or URL `ics` might reject) gets `undefined`, and the caller
 * asks `ics`. lib/calendar-lines.test.ts compares both writers on the embedded content.
 */

/** What the site's files carry (the `ics` attributes lib/calendar.ts passes, times in epoch ms). */
export interface PlainCalendarEvent {
  productId: string;
  uid: string;
  title: string;
  start: number;
  end: number;
  timestamp: number;
  location: string;
  url: string;
  description: string;
  status: 'CONFIRMED';
  busyStatus: 'BUSY';
}

/**
 * Text runes2 (1.1, `ics`'s line folding) counts one rune per UTF-16 unit: none of the units it
 * joins to a neighbour (surrogate pairs, ZWJ U+200D, variation selectors U+FE00–FE0F, combining
 * marks U+20D0–20FF, and its list of cluster marks, of which whole blocks are left out here:
 * combining diacritics U+0300–036F, Devanagari to Tamil U+0900–0BFF, Thai, Hangul Jamo).
 */
const PLAIN =
  /^[^\ud800-\udfff\u0300-\u036f\u0900-\u0bff\u0e00-\u0e7f\u1100-\u11ff\u200d\u20d0-\u20ff\ufe00-\ufe0f]*$/;

/** A URL `ics` accepts (a subset of its `urlRegex`): https, a host of plain labels, a printable path. */
const PLAIN_URL =
  /^https?:\/\/[a-z0-9]+(?:-+[a-z0-9]+)*(?:\.[a-z0-9]+(?:-+[a-z0-9]+)*)*(?::\d{2,5})?(?:[/?#][\x21-\x7e]*)?$/;

/** The first instant whose ISO year has five digits (10000-01-01). */
const YEAR_10000 = 253_402_300_800_000;

/** An instant `ics` accepts as a number (a whole, non-negative count of milliseconds) with a four-digit year. */
const plainTime = (ms: number) => Number.isInteger(ms) && ms >= 0 && ms < YEAR_10000;

/** `ics`'s formatText: TEXT escapes (RFC 5545 §3.3.11). */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/\r?\n/g, '\\n').replace(/;/g, '\\;').replace(/,/g, '\\,');

/** `ics`'s encodeNewLines, applied to every value. */
const newLines = (value: string) => value.replace(/\r?\n/g, '\\n');

/** `ics`'s formatDate of an instant, output in UTC: `20261121T170000Z`. */
const utc = (ms: number) => `${new Date(ms).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

/** `ics`'s foldLine for a plain line (one character, one rune): 75 characters, then 74 a line after a tab. */
function fold(line: string): string {
  if (line.length <= 75) return line;
  const parts = [line.slice(0, 75)];
  for (let start = 75; start < line.length; start += 74) parts.push(line.slice(start, start + 74));
  return parts.join('\r\n\t');
}

/**
 * The `.ics` file `ics`'s `createEvent` writes for `event`, or undefined when it is not the plain
 * case (the caller then uses `ics`, which also reports what it rejects).
 */
export function plainCalendarFile(event: PlainCalendarEvent): string | undefined {
  const texts = [event.productId, event.uid, event.title, event.location, event.description];
  if (!texts.every((value) => PLAIN.test(value)) || !PLAIN_URL.test(event.url)) return undefined;
  if (![event.start, event.end, event.timestamp].every(plainTime) || event.end === 0)
    return undefined;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    fold(`PRODID:${newLines(event.productId)}`),
    'METHOD:PUBLISH',
    'X-PUBLISHED-TTL:PT1H',
    'BEGIN:VEVENT',
    fold(`UID:${newLines(event.uid)}`),
    ...(event.title ? [fold(`SUMMARY:${text(event.title)}`)] : []),
    fold(`DTSTAMP:${utc(event.timestamp)}`),
    fold(`DTSTART:${utc(event.start)}`),
    fold(`DTEND:${utc(event.end)}`),
    ...(event.description ? [fold(`DESCRIPTION:${text(event.description)}`)] : []),
    fold(`URL:${event.url}`),
    ...(event.location ? [fold(`LOCATION:${text(event.location)}`)] : []),
    `STATUS:${event.status}`,
    `X-MICROSOFT-CDO-BUSYSTATUS:${event.busyStatus}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}
