import type { Availability, Event, Production } from '@/lib/schemas';
import { showingFeatures } from '@/components/shared/format';
import { isPastShowing } from '@/components/shared/showing-clock';
import { osloDayKey, osloHour } from '@/lib/time';

/**
 * What a visitor can filter a production on: its genres (or type) and its coming events: `start`
 * ISO 8601, `time` its {@link TIMES_OF_DAY} value, `availability` the build's (the live one wins).
 */
export interface ProgramFacets {
  genres: string[];
  events: {
    id: string;
    start: string;
    day: string;
    time: string;
    venue: string;
    tags: string[];
    availability: Availability;
  }[];
}

/** A visitor's filters, as kept in the URL (`?dag=…&sjanger=…&sted=…&visning=…&tid=…&utsolgte=skjul`, see {@link filterParams}). */
export interface ProgramFilter {
  day?: string;
  genre?: string;
  venue?: string;
  tags: string[];
  /** A {@link TIMES_OF_DAY} value. */
  time?: string;
  hideSoldOut?: boolean;
}

/** Names of the query parameters of one programme block's filters. */
export type FilterParams = Record<'day' | 'genre' | 'venue' | 'tags' | 'time' | 'soldOut', string>;

const BASE_PARAMS: FilterParams = {
  day: 'dag',
  genre: 'sjanger',
  venue: 'sted',
  tags: 'visning',
  time: 'tid',
  soldOut: 'utsolgte',
};

/** The value of the sold-out parameter that hides sold-out showings (`?utsolgte=skjul`). */
export const HIDE_SOLD_OUT = 'skjul';

/**
 * The time-of-day choices (docs/product.md, What a filter shows): the URL value, the label and the
 * first Oslo hour of the showings' starts (until the next choice's).
 */
export const TIMES_OF_DAY = [
  { value: 'for-17', text: 'Før 17', from: 0 },
  { value: '17-20', text: '17–20', from: 17 },
  { value: 'etter-20', text: 'Etter 20', from: 20 },
] as const;

/** The {@link TIMES_OF_DAY} value of a start (ISO 8601), by its Oslo hour; computed at build time so the browser only compares. */
export function timeOfDay(start: string): string {
  const hour = osloHour(new Date(start));
  return TIMES_OF_DAY.findLast((choice) => hour >= choice.from)?.value ?? TIMES_OF_DAY[0].value;
}

/** The block id whose filters keep the bare names, so shared links like `/kinoprogram?dag=…` keep working. */
export const PRIMARY_PROGRAM_ID = 'program';

/** The query parameters of the programme block `blockId`: bare for `program`, else prefixed with its id (`culture-program-dag`). */
export function filterParams(blockId: string): FilterParams {
  if (blockId === PRIMARY_PROGRAM_ID) return BASE_PARAMS;
  return Object.fromEntries(
    Object.entries(BASE_PARAMS).map(([key, name]) => [key, `${blockId}-${name}`]),
  ) as FilterParams;
}

/** Facets of a production; `typeLabel` is the type's display label (`typeLabelOf`), never the code. */
export function facetsOf(
  production: Production,
  events: readonly Event[],
  typeLabel: string,
): ProgramFacets {
  const genres =
    production.object === 'movie'
      ? production.features.genres
      : [typeLabel, ...production.features.genres];
  return {
    genres: [...new Set(genres)],
    events: events.map((event) => ({
      id: event.id,
      start: event.startTime,
      day: osloDayKey(new Date(event.startTime)),
      time: timeOfDay(event.startTime),
      venue: event.location.name,
      tags: showingFeatures(event),
      availability: event.availability,
    })),
  };
}

/** True when the visitor chose a day, venue, tag, time of day or to hide sold-out showings: then a card shows only the times that match. */
export const filtersShowings = (filter: ProgramFilter): boolean =>
  Boolean(
    filter.day || filter.venue || filter.tags.length > 0 || filter.time || filter.hideSoldOut,
  );

/** Live availability by event id (the page's store, store/events/page-availability.ts). */
export type LiveAvailabilities = Readonly<Record<string, Availability>>;

/**
 * True when one event matches the filter's day, venue, every tag, time of day and, when sold-out
 * showings are hidden, is not sold out by `live` (else the build's availability). The genre is the production's.
 */
export const matchesEvent = (
  event: ProgramFacets['events'][number],
  filter: ProgramFilter,
  live: LiveAvailabilities = {},
) =>
  (!filter.day || event.day === filter.day) &&
  (!filter.venue || event.venue === filter.venue) &&
  filter.tags.every((tag) => event.tags.includes(tag)) &&
  (!filter.time || event.time === filter.time) &&
  !(filter.hideSoldOut && (live[event.id] ?? event.availability) === 'soldout');

/** True when the genre matches and, when a showing filter is chosen, one event matches all of them (at `live` availability). */
export function matchesFilter(
  facets: ProgramFacets,
  filter: ProgramFilter,
  live: LiveAvailabilities = {},
): boolean {
  if (filter.genre && !facets.genres.includes(filter.genre)) return false;
  if (!filtersShowings(filter)) return true;
  return facets.events.some((event) => matchesEvent(event, filter, live));
}

/** The programme order `next-event` (docs/product.md, Programme order): earliest first start first, undated last, stable. */
export function byNextEvent<T>(items: readonly T[], firstStart: (item: T) => string | undefined) {
  const instant = (item: T) => {
    const start = firstStart(item);
    return start === undefined ? Infinity : Date.parse(start);
  };
  return items
    .map((item, position) => ({ item, key: instant(item), position }))
    .sort((a, b) => (a.key === b.key ? a.position - b.position : a.key < b.key ? -1 : 1))
    .map(({ item }) => item);
}

/** Reads a block's filter from the query string (its own `names`); unknown values simply match nothing. */
export function parseFilter(
  params: URLSearchParams,
  names: FilterParams = BASE_PARAMS,
): ProgramFilter {
  return {
    ...(params.get(names.day) && { day: params.get(names.day) ?? undefined }),
    ...(params.get(names.genre) && { genre: params.get(names.genre) ?? undefined }),
    ...(params.get(names.venue) && { venue: params.get(names.venue) ?? undefined }),
    tags: params.getAll(names.tags),
    ...(params.get(names.time) && { time: params.get(names.time) ?? undefined }),
    ...(params.get(names.soldOut) === HIDE_SOLD_OUT && { hideSoldOut: true }),
  };
}

/** The facets without past events at `now` (epoch ms); `null` when every event built is past, so the production leaves. */
export function liveFacets(facets: ProgramFacets, now: number): ProgramFacets | null {
  const events = facets.events.filter((event) => !isPastShowing(event.start, now));
  if (events.length === facets.events.length) return facets;
  return events.length === 0 ? null : { ...facets, events };
}

/** The choices worth offering: every value some production has, sorted; days in date order, times of day in theirs. */
export function filterOptions(all: readonly ProgramFacets[]) {
  const sorted = (values: Iterable<string>) =>
    [...new Set(values)].sort((a, b) => a.localeCompare(b, 'nb'));
  const events = all.flatMap((facets) => facets.events);
  return {
    days: [...new Set(events.map((event) => event.day))].sort(),
    genres: sorted(all.flatMap((facets) => facets.genres)),
    venues: sorted(events.map((event) => event.venue)),
    tags: sorted(events.flatMap((event) => event.tags)),
    times: TIMES_OF_DAY.filter(({ value }) => events.some((event) => event.time === value)).map(
      ({ value, text }) => ({ value, text }),
    ),
  };
}
