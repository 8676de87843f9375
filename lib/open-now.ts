import type { House } from './schemas/house';

/**
 * One weekly opening of a hall: ISO weekdays (1 = Monday), opening and closing time (minutes after
 * Oslo midnight, closing after opening) and the Oslo date ranges (`[from, to]`, inclusive) it does
 * not happen. Tuples, since the list travels in every page's HTML.
 */
export type OpeningSpan = [
  weekdays: number[],
  open: number,
  close: number,
  closed: [string, string][],
];

/** A hall whose status the site shows: its name and its weekly openings. */
export interface HallHours {
  hall: string;
  name: string;
  spans: OpeningSpan[];
}

const minutesOf = (clock: string): number => {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
};

/**
 * The weekly openings of a hall from the house facts (docs/content.md, House facts): its `hours`,
 * else the sessions of its weekly series that have a length (the pool's public sessions). A closure
 * of the whole hall cancels all of them on its days, a closure of a series only that series'.
 * Pure. @returns no spans when the hall has neither.
 */
export function hallOpenings(house: House, hallId: string): OpeningSpan[] {
  const hall = house.halls.find((candidate) => candidate.id === hallId);
  const closedFor = (series?: string): [string, string][] =>
    house.closures
      .filter(
        (closure) =>
          closure.hall === hallId && (closure.series === undefined || closure.series === series),
      )
      .map((closure) => [closure.from, closure.to]);
  if (hall?.hours)
    return hall.hours.map((hours) => [
      hours.weekdays,
      minutesOf(hours.open),
      minutesOf(hours.close),
      closedFor(),
    ]);
  return house.series.flatMap((series): OpeningSpan[] => {
    if (series.hall !== hallId || series.everyOtherWeek || series.lengthMinutes === undefined)
      return [];
    const open = minutesOf(series.time);
    return [
      [series.weekdays, open, Math.min(open + series.lengthMinutes, 1440), closedFor(series.id)],
    ];
  });
}

/** Every hall with weekly openings, in the order of the house facts. Pure. */
export function hallHours(house: House): HallHours[] {
  return house.halls
    .map((hall) => ({ hall: hall.id, name: hall.name, spans: hallOpenings(house, hall.id) }))
    .filter((hours) => hours.spans.length > 0);
}

/**
 * «Åpent nå – stenger kl. 21:00» or «Stengt nå – åpner i morgen kl. 07:00» for a hall with these
 * openings at `now` (epoch ms), in Oslo's wall clock (daylight saving's 23- and 25-hour days
 * included). `relative` (the browser) says «åpner kl. 07:00» today and «i morgen» tomorrow; without
 * it (the build) the day is always named, so the build's text changes only when the hall opens or
 * closes (docs/architecture.md, Deterministic output). A day is named with its date when it is a
 * week or more away. Self-contained: its source is also the inline script
 * (components/shared/open-now.tsx). Pure.
 */
export function openStatus(spans: readonly OpeningSpan[], now: number, relative: boolean): string {
  // Oslo's wall clock read as UTC: day numbers and minutes then follow Oslo's calendar.
  const osloTime = new Date(now).toLocaleString('sv-SE', { timeZone: 'Europe/Oslo' });
  const wall = Date.parse(osloTime.replace(' ', 'T') + 'Z');
  const today = Math.floor(wall / 864e5);
  const minute = Math.floor(wall / 6e4) % 1440;
  const pad = (value: number) => String(value).padStart(2, '0');
  const clock = (at: number) => 'kl. ' + pad(Math.floor(at / 60)) + ':' + pad(at % 60);
  for (let day = today; day < today + 400; day++) {
    const date = new Date(day * 864e5);
    const key = date.toISOString().slice(0, 10);
    const weekday = date.getUTCDay() || 7;
    const open = spans
      .filter(
        ([weekdays, , , closed]) =>
          weekdays.includes(weekday) && !closed.some(([from, to]) => from <= key && key <= to),
      )
      .sort((first, second) => first[1] - second[1]);
    for (const [, from, to] of open) {
      if (day === today && minute >= to) continue;
      if (day === today && minute >= from) {
        // Sessions that follow on without a break keep it open.
        let end = to;
        for (const [, start, stop] of open) if (start <= end && stop > end) end = stop;
        return 'Åpent nå – stenger ' + clock(end);
      }
      const far = day - today > 6;
      const named = date.toLocaleDateString('nb-NO', {
        timeZone: 'UTC',
        weekday: 'long',
        day: far ? 'numeric' : undefined,
        month: far ? 'long' : undefined,
      });
      const when = !relative ? named : day === today ? '' : day === today + 1 ? 'i morgen' : named;
      return 'Stengt nå – åpner ' + (when && when + ' ') + clock(from);
    }
  }
  return 'Stengt nå';
}
