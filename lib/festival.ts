import type { Event, Festival, Production } from './schemas';
import { addDays, formatDateKeyRange, osloWallTimeToIso } from './time';

/** The films of a festival, each with its showings within the festival's dates. */
export interface FestivalFilm {
  production: Production;
  /** Earliest first. */
  showings: Event[];
}

function parseDate(date: string): { year: number; month: number; day: number } {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return { year, month, day };
}

/** The first instant of Oslo date `date` (`2026-12-01`), ISO 8601 with the Oslo offset. */
export function festivalStart(date: string): string {
  return osloWallTimeToIso({ ...parseDate(date), weekday: 0 }, '00:00');
}

/**
 * When a festival that ends on Oslo date `to` is over: midnight after its last day, as a showing
 * start the showing clock reads (docs/content.md, Festivals).
 */
export function festivalEnd(to: string): string {
  return osloWallTimeToIso(addDays({ ...parseDate(to), weekday: 0 }, 1), '00:00');
}

/** The festival's dates in words: `1.–31. desember 2026` (lib/time.ts, `formatDateKeyRange`). */
export const festivalDates = formatDateKeyRange;

/**
 * The festival's films: the given productions that have showings within `from`–`to` (Oslo dates,
 * inclusive), ordered by their first showing; productions with none there are left out.
 */
export function festivalFilms(
  festival: Pick<Festival, 'from' | 'to'>,
  productions: readonly Production[],
  events: readonly Event[],
): FestivalFilm[] {
  const opens = Date.parse(festivalStart(festival.from));
  const closes = Date.parse(festivalEnd(festival.to));
  const within = events
    .filter((event) => {
      const start = Date.parse(event.startTime);
      return start >= opens && start < closes;
    })
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  // Grouped once: a large programme has thousands of productions and showings (O(n), not O(n × m)).
  const byProduction = new Map<string, Event[]>();
  for (const event of within) {
    const showings = byProduction.get(event.production.pageReference);
    if (showings) showings.push(event);
    else byProduction.set(event.production.pageReference, [event]);
  }
  return productions
    .map((production) => ({
      production,
      showings: byProduction.get(production.pageReference) ?? [],
    }))
    .filter((film) => film.showings.length > 0)
    .sort(
      (a, b) =>
        Date.parse(a.showings[0]?.startTime ?? '') - Date.parse(b.showings[0]?.startTime ?? ''),
    );
}
