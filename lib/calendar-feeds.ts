import { calendarProductId, foldContentLine, type CalendarSite } from './calendar-event';
import { siteUrl } from './site-url';
import type { Event } from './schemas/event';
import { addDays, osloDay, osloWallTimeToIso, SITE_TIME_ZONE } from './time';

/**
 * The subscribable calendars (docs/product.md, Subscribe to the calendar): the whole house, each
 * series and the halls whose page lists its bookings. A series is marked on its showings by its
 * tag (content/house.json `series[].tags`); a hall's feed takes the showings its page's source
 * takes (`location.venue`). Free of the `ics` library: pages import the ids and paths.
 */
export const CALENDAR_FEED_IDS = [
  'kulturhuset',
  'babykino',
  'seniorkino',
  'filmklubben',
  'svommehallen',
  'storenhallen',
] as const;
export type CalendarFeedId = (typeof CALENDAR_FEED_IDS)[number];

interface CalendarFeed {
  /** The calendar's name after the site's title (`Kulturhuset – Babykino`); none for the whole house. */
  name?: string;
  includes(event: Event): boolean;
}

const tagged =
  (tag: Event['tags'][number]) =>
  (event: Event): boolean =>
    event.tags.includes(tag);
const inVenue =
  (venue: string) =>
  (event: Event): boolean =>
    event.location.venue === venue;

export const CALENDAR_FEEDS: Record<CalendarFeedId, CalendarFeed> = {
  kulturhuset: { includes: () => true },
  babykino: { name: 'Babykino', includes: tagged('babykino') },
  seniorkino: { name: 'Seniorkino', includes: tagged('seniorkino') },
  filmklubben: { name: 'Filmklubben', includes: tagged('filmklubb') },
  svommehallen: { name: 'Badetider i Svømmehallen', includes: inVenue('Svømmehallen') },
  storenhallen: { name: 'Storenhallen', includes: inVenue('Storenhallen') },
};

/** The feed's path on the site: `/abonner/babykino.ics`. */
export const calendarFeedHref = (id: CalendarFeedId): string => `/abonner/${id}.ics`;

/** The same feed for a calendar app to subscribe to: `webcal://www.kulturhuset.no/abonner/babykino.ics`. */
export const webcalUrl = (site: Pick<CalendarSite, 'host'>, path: string): string =>
  siteUrl(site, path).replace(/^https:/, 'webcal:');

/** How far back a feed keeps past showings: days before the build's Oslo day. */
export const FEED_PAST_DAYS = 30;

/** How often a calendar app should fetch a feed again (RFC 7986 REFRESH-INTERVAL, and Outlook's X-PUBLISHED-TTL). */
export const FEED_REFRESH = 'PT1H';

/**
 * The showings of a feed: those it includes starting at or after the start of the Oslo day
 * `FEED_PAST_DAYS` before `clock`'s (so builds the same day write the same feed), by start, then id.
 */
export function feedEvents<E extends { event: Event }>(
  id: CalendarFeedId,
  entries: Iterable<E>,
  clock: Date,
): E[] {
  const from = Date.parse(osloWallTimeToIso(addDays(osloDay(clock), -FEED_PAST_DAYS), '00:00'));
  return [...entries]
    .filter(({ event }) => CALENDAR_FEEDS[id].includes(event))
    .filter(({ event }) => Date.parse(event.startTime) >= from)
    .sort(
      (a, b) =>
        Date.parse(a.event.startTime) - Date.parse(b.event.startTime) ||
        a.event.id.localeCompare(b.event.id),
    );
}

/** TEXT value escaping (RFC 5545, 3.3.11). */
const text = (value: string): string => value.replace(/[\\;,]/g, (char) => `\\${char}`);

/**
 * The feed's name: the site's title, then the feed's (`Kulturhuset – Babykino`).
 */
export const calendarFeedName = (id: CalendarFeedId, site: CalendarSite): string => {
  const name = CALENDAR_FEEDS[id].name;
  return name ? `${site.title} – ${name}` : site.title;
};

/**
 * The feed's iCalendar text: a VCALENDAR for subscription (METHOD:PUBLISH, the name, Europe/Oslo,
 * the refresh interval) around `vevents`, each one showing's `BEGIN:VEVENT`…`END:VEVENT\r\n` as its
 * own file has it (lib/calendar.ts), so UIDs and times are those of the single files. Times are
 * UTC, so no VTIMEZONE is needed; X-WR-TIMEZONE tells the app which zone to show.
 */
export function calendarFeedFile(
  id: CalendarFeedId,
  site: CalendarSite,
  vevents: readonly string[],
): string {
  const header = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `PRODID:${calendarProductId(site)}`,
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(calendarFeedName(id, site))}`,
    `X-WR-TIMEZONE:${SITE_TIME_ZONE}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${FEED_REFRESH}`,
    `X-PUBLISHED-TTL:${FEED_REFRESH}`,
  ];
  return `${header.map((line) => `${foldContentLine(line)}\r\n`).join('')}${vevents.join('')}END:VCALENDAR\r\n`;
}

/**
 * The VEVENT of one showing's own calendar file (lib/calendar.ts `eventCalendarFile`), with its
 * CRLF: the same lines, already folded at 75 octets.
 * @throws Error naming the file when it holds no VEVENT.
 */
export function veventOf(file: string, name: string): string {
  const start = file.indexOf('BEGIN:VEVENT\r\n');
  const endMark = 'END:VEVENT\r\n';
  const end = file.indexOf(endMark, start);
  if (start < 0 || end < 0) throw new Error(`calendar file ${name} holds no VEVENT`);
  return file.slice(start, end + endMark.length);
}
