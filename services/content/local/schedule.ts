import type { Event, House, Production, Schedule, ScheduleRule } from '@/lib/schemas';
import { addDays, dayKeyOf, osloDay, osloWallTimeToIso, toOsloIso, type OsloDay } from '@/lib/time';
import { compactSlug } from '@/lib/slug';
import type { ContentProblem } from '../content-source';

/** Deterministic 0..1 number from a string (FNV-1a), so the same schedule gives the same events. */
function seededFraction(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 0xffffffff;
}

interface Placement {
  rule: ScheduleRule;
  hallId: string;
  location: Event['location'];
  times: string[];
  weekdays: number[];
  everyOtherWeek: boolean;
  lengthMinutes?: number;
  prices: Event['prices'];
  tags: Event['tags'];
}

/** A rule's series, hall and price list, or a problem naming the rule's field (an every-other-week window under 14 days too). */
export function placeRule(
  rule: ScheduleRule,
  house: House,
): Placement | Omit<ContentProblem, 'entry'> {
  const series =
    rule.series === undefined
      ? undefined
      : house.series.find((candidate) => candidate.id === rule.series);
  if (rule.series !== undefined && !series)
    return {
      field: 'series',
      message: `refers to unknown series '${rule.series}' of content/house.json`,
    };
  const hallId = series?.hall ?? rule.hall ?? '';
  const hall = house.halls.find((candidate) => candidate.id === hallId);
  if (!hall)
    return { field: 'hall', message: `refers to unknown hall '${hallId}' of content/house.json` };
  const priceList =
    rule.priceList === undefined
      ? undefined
      : house.priceLists.find((candidate) => candidate.id === rule.priceList);
  if (rule.priceList !== undefined && !priceList)
    return {
      field: 'priceList',
      message: `refers to unknown price list '${rule.priceList}' of content/house.json`,
    };
  if (
    series?.everyOtherWeek &&
    rule.toDay !== undefined &&
    rule.toDay - Math.max(rule.fromDay ?? 0, 1) + 1 < 14
  ) {
    return {
      field: 'toDay',
      message: `series '${series.id}' runs every other week: the window must hold at least 14 days after the build day`,
    };
  }
  return {
    rule,
    hallId: hall.id,
    location: {
      name: hall.name,
      venue: hall.venue,
      ...(hall.hearingLoop && { hearingLoop: true }),
    },
    times: series ? [series.time] : (rule.times ?? []),
    weekdays: series ? series.weekdays : (rule.weekdays ?? []),
    everyOtherWeek: series?.everyOtherWeek ?? false,
    ...(series?.lengthMinutes !== undefined && { lengthMinutes: series.lengthMinutes }),
    prices: series?.prices ?? priceList?.prices ?? rule.prices ?? [],
    tags: [...new Set([...(series?.tags ?? []), ...rule.tags])],
  };
}

/** Even week counted from Monday 1969-12-29 (epoch day -3): the weeks of every-other-week series. */
function isEvenWeek(day: OsloDay): boolean {
  const epochDay = Date.UTC(day.year, day.month - 1, day.day) / 86_400_000;
  return Math.floor((epochDay + 3) / 7) % 2 === 0;
}

function isClosed({ rule, hallId }: Placement, day: OsloDay, closures: House['closures']): boolean {
  const key = dayKeyOf(day);
  return closures.some(
    (closure) =>
      closure.hall === hallId &&
      (closure.series === undefined || closure.series === rule.series) &&
      closure.from <= key &&
      key <= closure.to,
  );
}

function daysOf({ rule, weekdays, everyOtherWeek }: Placement, today: OsloDay): OsloDay[] {
  if (rule.anchor && rule.days) {
    const { weekday, onOrAfterDay } = rule.anchor;
    const first = onOrAfterDay + ((weekday - addDays(today, onOrAfterDay).weekday + 7) % 7);
    return rule.days.map((offset) => addDays(today, first + offset));
  }
  const days: OsloDay[] = [];
  for (let offset = rule.fromDay ?? 0; offset <= (rule.toDay ?? -1); offset += 1) {
    const day = addDays(today, offset);
    if (weekdays.includes(day.weekday) && (!everyOtherWeek || isEvenWeek(day))) days.push(day);
  }
  return days;
}

/** The seeded schedule's events relative to `now`, but where a closure shuts the hall; unknown ids are skipped. */
export function generateEvents(
  schedule: Schedule,
  house: House,
  productions: readonly Production[],
  now: Date,
): Event[] {
  const byReference = new Map(
    productions.map((production) => [production.pageReference, production]),
  );
  const today = osloDay(now);
  const events: Event[] = [];
  // Many rules share days, clock times and lengths: convert each wall time and end instant once.
  const startTimes = new Map<string, string>();
  const endTimes = new Map<number, string>();
  const startOf = (day: OsloDay, clock: string) => {
    const key = `${day.year}-${day.month}-${day.day} ${clock}`;
    let iso = startTimes.get(key);
    if (iso === undefined) startTimes.set(key, (iso = osloWallTimeToIso(day, clock)));
    return iso;
  };
  const endOf = (startTime: string, minutes: number) => {
    const end = new Date(startTime).getTime() + minutes * 60000;
    let iso = endTimes.get(end);
    if (iso === undefined) endTimes.set(end, (iso = toOsloIso(new Date(end))));
    return iso;
  };
  for (const rule of schedule.rules) {
    const production = byReference.get(rule.production);
    const placement = placeRule(rule, house);
    if (!production || !('rule' in placement)) continue;
    const length =
      rule.lengthMinutes ?? placement.lengthMinutes ?? production.features.lengthMinutes;
    const hall = compactSlug(placement.location.name);
    for (const day of daysOf(placement, today).filter(
      (candidate) => !isClosed(placement, candidate, house.closures),
    )) {
      for (const clock of placement.times) {
        const startTime = startOf(day, clock);
        const id =
          `${production.catalogueNumber}-${startTime.slice(0, 10).replace(/-/g, '')}-${clock.replace(':', '')}-${hall}`.toLowerCase();
        const draw = seededFraction(`${schedule.seed}:${id}`);
        events.push({
          id,
          production: { pageReference: production.pageReference },
          startTime,
          ...(length && { endTime: endOf(startTime, length) }),
          location: placement.location,
          prices: placement.prices,
          availability: draw < 0.08 ? 'soldout' : draw < 0.25 ? 'few' : 'available',
          ticketUrl: `${schedule.ticketBaseUrl}/${id}`,
          ...(rule.format && { format: rule.format }),
          tags: placement.tags,
        });
      }
    }
  }
  return events.sort((a, b) => a.startTime.localeCompare(b.startTime) || a.id.localeCompare(b.id));
}
