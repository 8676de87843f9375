import type { Event } from '@/lib/schemas';
import { osloDayKey } from '@/lib/time';

/** One day of the schedule: its Oslo date key (`2026-11-21`) and events in time order. */
export interface ScheduleDay {
  key: string;
  events: Event[];
}

/** Groups events by their Oslo calendar day, days and events in time order. */
export function groupByOsloDay(events: readonly Event[]): ScheduleDay[] {
  const days = new Map<string, Event[]>();
  for (const event of [...events].sort(
    (a, b) => Date.parse(a.startTime) - Date.parse(b.startTime),
  )) {
    const key = osloDayKey(new Date(event.startTime));
    days.set(key, [...(days.get(key) ?? []), event]);
  }
  return [...days].map(([key, dayEvents]) => ({ key, events: dayEvents }));
}
