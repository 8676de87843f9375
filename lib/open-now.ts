import type { House } from './schemas/house';

/**
 * One weekly opening of a hall: ISO weekdays (1 = Monday), opening and closing time (minutes after
 * Oslo midnight, closing after opening) and the Oslo days it does not happen, as day numbers (days
 * since 1970-01-01, `dayNumber`). Tuples of numbers, since the list travels in every page's HTML
 * and the inline script that reads it must be small.
 */
export type OpeningSpan = [weekdays: number[], open: number, close: number, closed: number[]];

/** A hall whose status the site shows: its name and its weekly openings. */
export interface HallHours {
  hall: string;
  name: string;
  spans: OpeningSpan[];
}

/** The day number of an Oslo date (`2026-12-24` → 20811): days since 1970-01-01. */
export const dayNumber = (date: string): number => Date.parse(`${date}T00:00Z`) / 864e5;

/** The day numbers of the Oslo dates `from` to `to`, both included. */
export const dayRange = (from: string, to: string): number[] => {
  const first = dayNumber(from);
  return Array.from({ length: dayNumber(to) - first + 1 }, (_, index) => first + index);
};

const minutesOf = (clock: string): number => {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
};

/**
 * The weekly openings of a hall from the house facts (docs/content.md, House facts): its `hours`,
 * else the sessions of its weekly series that have a length (the pool's public sessions). A closure
 * of the whole hall cancels all of them on its days, a closure of a series only that series'.
 * Sorted by opening time, as `openStatus` wants them. Pure. @returns no spans when the hall has
 * neither.
 */
export function hallOpenings(house: House, hallId: string): OpeningSpan[] {
  const hall = house.halls.find((candidate) => candidate.id === hallId);
  const closedFor = (series?: string): number[] => [
    ...new Set(
      house.closures
        .filter(
          (closure) =>
            closure.hall === hallId && (closure.series === undefined || closure.series === series),
        )
        .flatMap((closure) => dayRange(closure.from, closure.to)),
    ),
  ];
  const spans = hall?.hours
    ? hall.hours.map((hours): OpeningSpan => [
        hours.weekdays,
        minutesOf(hours.open),
        minutesOf(hours.close),
        closedFor(),
      ])
    : house.series.flatMap((series): OpeningSpan[] => {
        if (series.hall !== hallId || series.everyOtherWeek || series.lengthMinutes === undefined)
          return [];
        const open = minutesOf(series.time);
        return [
          [
            series.weekdays,
            open,
            Math.min(open + series.lengthMinutes, 1440),
            closedFor(series.id),
          ],
        ];
      });
  return spans.sort((first, second) => first[1] - second[1]);
}

/** Every hall with weekly openings, in the order of the house facts. Pure. */
export function hallHours(house: House): HallHours[] {
  return house.halls
    .map((hall) => ({ hall: hall.id, name: hall.name, spans: hallOpenings(house, hall.id) }))
    .filter((hours) => hours.spans.length > 0);
}

/**
 * «Åpent nå – stenger kl. 21:00» or «Stengt nå – åpner i morgen kl. 07:00» for a hall with these
 * openings (sorted by opening time, as `hallOpenings` gives them) at `now` (epoch ms), in Oslo's
 * wall clock (daylight saving's 23- and 25-hour days included). `relative` (the browser) says
 * «åpner kl. 07:00» today and «i morgen» tomorrow; without it (the build) the day is always named,
 * so the build's text changes only when the hall opens or closes (docs/architecture.md,
 * Deterministic output). A day is named with its date when it is a week or more away.
 * Self-contained and small: its source is the inline script of every page's footer
 * (components/shared/open-now.tsx), in every page's script budget. Pure.
 */
export function openStatus(spans: readonly OpeningSpan[], now: number, relative: boolean): string {
  // Oslo's wall clock read as UTC, in minutes: day numbers then follow Oslo's calendar. Written
  // for size (`~~` floors a positive number), as it is in every page's script budget.
  const wall =
    Date.parse(
      new Date(now).toLocaleString('sv', { timeZone: 'Europe/Oslo' }).replace(' ', 'T') + 'Z',
    ) / 6e4;
  const today = ~~(wall / 1440);
  const clock = (at: number) => 'kl. ' + new Date(at * 6e4).toISOString().slice(11, 16);
  for (let day = today; day < today + 400; day++) {
    // 1 January 1970, day 0, was a Thursday (ISO weekday 4).
    const open = spans.filter(
      ([weekdays, , , closed]) => weekdays.includes(((day + 3) % 7) + 1) && !closed.includes(day),
    );
    for (const [, from, to] of open) {
      if (wall >= day * 1440 + to) continue;
      if (wall >= day * 1440 + from) {
        // Sessions that follow on without a break keep it open.
        let end = to;
        for (const [, start, stop] of open) if (start <= end && stop > end) end = stop;
        return 'Åpent nå – stenger ' + clock(end);
      }
      const ahead = day - today;
      const named = new Date(day * 864e5).toLocaleDateString('nb', {
        timeZone: 'UTC',
        weekday: 'long',
        ...(ahead > 6 && { day: 'numeric', month: 'long' }),
      });
      const when = relative && ahead < 2 ? ['', 'i morgen '][ahead] : named + ' ';
      return 'Stengt nå – åpner ' + when + clock(from);
    }
  }
  return 'Stengt nå';
}
