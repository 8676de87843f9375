import type { Event, Production, Schedule } from '@/lib/schemas';
import { addDays, osloDay, osloWallTimeToIso, toOsloIso, type OsloDay } from '@/lib/time';

/** Deterministic 0..1 number from a string (FNV-1a), so the same schedule gives the same events. */
function seededFraction(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 0xffffffff;
}

/**
 * Generates the events of the embedded content from the seeded schedule, relative to `now`
 * (so the programme is never in the past; tests pin `now`). Each rule yields one event per
 * matching Oslo day and time; ids are stable (`<catalogue>-<yyyymmdd>-<hhmm>-<hall>`), and
 * availability is drawn from the seed (about 1 in 12 sold out, 1 in 6 few seats left).
 * Rules naming an unknown production are skipped: the loader reports them.
 */
export function generateEvents(schedule: Schedule, productions: readonly Production[], now: Date): Event[] {
  const byReference = new Map(productions.map((production) => [production.pageReference, production]));
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
    if (!production) continue;
    const length = rule.lengthMinutes ?? production.features.lengthMinutes;
    for (let offset = rule.fromDay; offset <= rule.toDay; offset += 1) {
      const day = addDays(today, offset);
      if (!rule.weekdays.includes(day.weekday)) continue;
      for (const clock of rule.times) {
        const startTime = startOf(day, clock);
        const hall = rule.location.name.toLowerCase().replace(/[^a-z0-9]+/g, '');
        const id = `${production.catalogueNumber}-${startTime.slice(0, 10).replace(/-/g, '')}-${clock.replace(':', '')}-${hall}`.toLowerCase();
        const draw = seededFraction(`${schedule.seed}:${id}`);
        events.push({
          id,
          production: { pageReference: production.pageReference },
          startTime,
          ...(length && { endTime: endOf(startTime, length) }),
          location: rule.location,
          prices: rule.prices,
          availability: draw < 0.08 ? 'soldout' : draw < 0.25 ? 'few' : 'available',
          ticketUrl: `${schedule.ticketBaseUrl}/${id}`,
          ...(rule.format && { format: rule.format }),
          tags: rule.tags,
        });
      }
    }
  }
  return events.sort((a, b) => a.startTime.localeCompare(b.startTime) || a.id.localeCompare(b.id));
}
