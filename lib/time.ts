// Every time the site shows or generates is in Oslo time, whatever the machine's time zone.
export const SITE_TIME_ZONE = 'Europe/Oslo';
export const SITE_LOCALE = 'nb-NO';

/** `weekday` is ISO (1 = Monday … 7 = Sunday). */
export interface OsloDay {
  year: number;
  month: number;
  day: number;
  weekday: number;
}

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  weekday: 'short',
  hourCycle: 'h23',
});
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function osloParts(instant: Date): Record<string, string> {
  return Object.fromEntries(
    partsFormat.formatToParts(instant).map((part) => [part.type, part.value]),
  );
}

export function osloDay(instant: Date): OsloDay {
  const parts = osloParts(instant);
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? '') + 1,
  };
}

/** `2026-11-25`, the key showtimes are grouped by. */
export const dayKeyOf = ({ year, month, day }: OsloDay): string =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

export function osloDayKey(instant: Date): string {
  return dayKeyOf(osloDay(instant));
}

export function osloHour(instant: Date): number {
  return Number(osloParts(instant).hour);
}

/** Minutes: 60 in winter, 120 in summer. */
export function osloOffsetMinutes(instant: Date): number {
  const parts = osloParts(instant);
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60000);
}

export function addDays(day: OsloDay, days: number): OsloDay {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    weekday: ((date.getUTCDay() + 6) % 7) + 1,
  };
}

/** `2026-11-21T18:00:00+01:00`; a time in the spring-forward gap moves an hour on. */
export function osloWallTimeToIso(day: OsloDay, clock: string): string {
  const [hours, minutes] = clock.split(':').map(Number) as [number, number];
  const wallAsUtc = Date.UTC(day.year, day.month - 1, day.day, hours, minutes);
  let offset = osloOffsetMinutes(new Date(wallAsUtc - 60 * 60000));
  offset = osloOffsetMinutes(new Date(wallAsUtc - offset * 60000));
  const instant = new Date(wallAsUtc - offset * 60000);
  return toOsloIso(instant);
}

export function toOsloIso(instant: Date): string {
  const parts = osloParts(instant);
  const offset = osloOffsetMinutes(instant);
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  const zone = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${zone}`;
}

const timeFormat = new Intl.DateTimeFormat(SITE_LOCALE, {
  timeZone: SITE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});
const dayFormat = new Intl.DateTimeFormat(SITE_LOCALE, {
  timeZone: SITE_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});
const shortDayFormat = new Intl.DateTimeFormat(SITE_LOCALE, {
  timeZone: SITE_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});
const dateFormat = new Intl.DateTimeFormat(SITE_LOCALE, {
  timeZone: SITE_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** `18:30` */
export const formatClock = (iso: string | Date): string => timeFormat.format(new Date(iso));
/** `lørdag 21. november` */
export const formatDayLong = (iso: string | Date): string => dayFormat.format(new Date(iso));
/** `lør. 21. nov.` in Oslo time. */
export const formatDayShort = (iso: string | Date): string => shortDayFormat.format(new Date(iso));
/** `21. november 2026` in Oslo time. */
export const formatDate = (iso: string | Date | number): string => dateFormat.format(new Date(iso));

/** Noon UTC falls on the same calendar day in Oslo all year. */
const noonOf = (key: string): string => `${key}T12:00:00Z`;
export const formatDayKeyLong = (key: string): string => formatDayLong(noonOf(key));
export const formatDayKeyShort = (key: string): string => formatDayShort(noonOf(key));
/**
 * Oslo dates `from`–`to` (`2026-12-01`, `2026-12-31`) as a range: `1.–31. desember 2026`,
 * `28. november–3. desember 2026`, `28. desember 2026–2. januar 2027`; one day alone when equal
 * (Intl's `formatRange`).
 */
export const formatDateKeyRange = (from: string, to: string): string =>
  dateFormat.formatRange(new Date(noonOf(from)), new Date(noonOf(to)));
export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Also in the showing clock's inline script. */
export const TODAY_LABEL = 'I dag';
export const TOMORROW_LABEL = 'I morgen';

/** `I dag`, `I morgen`, else `Mandag 23. november`; by calendar day, so daylight saving's 23- and 25-hour days are right. */
export function dayLabel(key: string, now: string): string {
  const today = osloDay(new Date(now));
  if (key === dayKeyOf(today)) return TODAY_LABEL;
  if (key === dayKeyOf(addDays(today, 1))) return TOMORROW_LABEL;
  return capitalise(formatDayKeyLong(key));
}
