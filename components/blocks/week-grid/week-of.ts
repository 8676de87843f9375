import { upcoming } from '@/components/shared/showtimes';
import type { Event, Production } from '@/lib/schemas';
import { addDays, dayKeyOf, osloDay, osloDayKey, osloHour } from '@/lib/time';

/** One booking or public session in the grid, with its production. */
export interface WeekEntry {
  event: Event;
  production: Production;
}

/** The week at a glance: Oslo day keys, Oslo hours from the earliest start to the latest, entries by day and hour. */
export interface Week {
  days: string[];
  more: boolean;
  hours: number[];
  cells: Map<string, Map<number, WeekEntry[]>>;
  entries: WeekEntry[];
}

/** Lays out the events not started at `now` (ISO 8601) over the coming `days` Oslo days, as the schedule filters them. */
export function weekOf(
  events: readonly Event[],
  productions: readonly Production[],
  now: string,
  days: number,
): Week {
  const byReference = new Map(
    productions.map((production) => [production.pageReference, production]),
  );
  const today = osloDay(new Date(now));
  const week = Array.from({ length: days }, (_, offset) => dayKeyOf(addDays(today, offset)));
  const keys = new Set(week);
  const cells = new Map<string, Map<number, WeekEntry[]>>();
  const entries: WeekEntry[] = [];
  let more = false;
  for (const event of upcoming(events, now)) {
    const production = byReference.get(event.production.pageReference);
    const key = osloDayKey(new Date(event.startTime));
    if (production && key > (week.at(-1) ?? '')) more = true;
    if (!production || !keys.has(key)) continue;
    const hour = osloHour(new Date(event.startTime));
    const day = cells.get(key) ?? new Map<number, WeekEntry[]>();
    day.set(hour, [...(day.get(hour) ?? []), { event, production }]);
    cells.set(key, day);
    entries.push({ event, production });
  }
  const starts = entries.map((entry) => osloHour(new Date(entry.event.startTime)));
  const first = Math.min(...starts);
  const hours =
    entries.length === 0
      ? []
      : Array.from({ length: Math.max(...starts) - first + 1 }, (_, index) => first + index);
  return { days: week, more, hours, cells, entries };
}
