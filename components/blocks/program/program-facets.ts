import type { Event, Production } from '@/lib/schemas';
import { showingFeatures } from '@/components/shared/format';
import { isPastShowing } from '@/components/shared/showing-clock';
import { osloDayKey } from '@/lib/time';

/** What a visitor can filter a production on: its genres (or type) and its coming events (`start` ISO 8601). */
export interface ProgramFacets {
  genres: string[];
  events: { start: string; day: string; venue: string; tags: string[] }[];
}

/** A visitor's filters, as kept in the URL (`?dag=…&sjanger=…&sted=…&visning=…`, see {@link filterParams}). */
export interface ProgramFilter {
  day?: string;
  genre?: string;
  venue?: string;
  tags: string[];
}

/** Names of the query parameters of one programme block's filters. */
export type FilterParams = Record<'day' | 'genre' | 'venue' | 'tags', string>;

const BASE_PARAMS: FilterParams = { day: 'dag', genre: 'sjanger', venue: 'sted', tags: 'visning' };

/** The block id whose filters keep the bare names, so shared links like `/kinoprogram?dag=…` keep working. */
export const PRIMARY_PROGRAM_ID = 'program';

/** The query parameters of the programme block `blockId`: bare for `program`, else prefixed with its id (`culture-program-dag`). */
export function filterParams(blockId: string): FilterParams {
  if (blockId === PRIMARY_PROGRAM_ID) return BASE_PARAMS;
  const prefixed = (name: string) => `${blockId}-${name}`;
  return {
    day: prefixed(BASE_PARAMS.day),
    genre: prefixed(BASE_PARAMS.genre),
    venue: prefixed(BASE_PARAMS.venue),
    tags: prefixed(BASE_PARAMS.tags),
  };
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
      start: event.startTime,
      day: osloDayKey(new Date(event.startTime)),
      venue: event.location.name,
      tags: showingFeatures(event),
    })),
  };
}

/** True when the visitor chose a day, venue or tag: then a card shows only the times that match. */
export const filtersShowings = (filter: ProgramFilter): boolean =>
  Boolean(filter.day || filter.venue || filter.tags.length > 0);

/** True when one event matches the filter's day, venue and every tag at once (the genre is the production's). */
export const matchesEvent = (event: ProgramFacets['events'][number], filter: ProgramFilter) =>
  (!filter.day || event.day === filter.day) &&
  (!filter.venue || event.venue === filter.venue) &&
  filter.tags.every((tag) => event.tags.includes(tag));

/** True when the genre matches and, when a day, venue or tag is chosen, one event matches all of them. */
export function matchesFilter(facets: ProgramFacets, filter: ProgramFilter): boolean {
  if (filter.genre && !facets.genres.includes(filter.genre)) return false;
  if (!filtersShowings(filter)) return true;
  return facets.events.some((event) => matchesEvent(event, filter));
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
  };
}

/** The facets without past events at `now` (epoch ms); `null` when every event built is past, so the production leaves. */
export function liveFacets(facets: ProgramFacets, now: number): ProgramFacets | null {
  const events = facets.events.filter((event) => !isPastShowing(event.start, now));
  if (events.length === facets.events.length) return facets;
  return events.length === 0 ? null : { ...facets, events };
}

/** The choices worth offering: every value some production has, sorted; days in date order. */
export function filterOptions(all: readonly ProgramFacets[]) {
  const sorted = (values: Iterable<string>) =>
    [...new Set(values)].sort((a, b) => a.localeCompare(b, 'nb'));
  const events = all.flatMap((facets) => facets.events);
  return {
    days: [...new Set(events.map((event) => event.day))].sort(),
    genres: sorted(all.flatMap((facets) => facets.genres)),
    venues: sorted(events.map((event) => event.venue)),
    tags: sorted(events.flatMap((event) => event.tags)),
  };
}
