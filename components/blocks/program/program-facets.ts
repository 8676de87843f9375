import type { Event, Production } from '@/lib/schemas';
import { osloDayKey } from '@/lib/time';

/** What a visitor can filter a production on: its genres (or type) and its coming events. */
export interface ProgramFacets {
  genres: string[];
  events: { day: string; venue: string; tags: string[] }[];
}

/** A visitor's filters, as kept in the URL (`?dag=…&sjanger=…&sted=…&visning=…`). */
export interface ProgramFilter {
  day?: string;
  genre?: string;
  venue?: string;
  tags: string[];
}

export const FILTER_PARAMS = { day: 'dag', genre: 'sjanger', venue: 'sted', tags: 'visning' } as const;

/**
 * Facets of a production: film genres, or a culture production's type and genres; its events'
 * Oslo day, hall and tags. `typeLabel` is the type's display label (`typeLabelOf`), never the code.
 */
export function facetsOf(production: Production, events: readonly Event[], typeLabel: string): ProgramFacets {
  const genres = production.object === 'movie' ? production.features.genres : [typeLabel, ...production.features.genres];
  return {
    genres: [...new Set(genres)],
    events: events.map((event) => ({ day: osloDayKey(new Date(event.startTime)), venue: event.location.name, tags: event.tags })),
  };
}

/**
 * True when a production passes the filter: its genre matches, and (when a day, venue or tag is
 * chosen) one of its events matches all of them at once.
 */
export function matchesFilter(facets: ProgramFacets, filter: ProgramFilter): boolean {
  if (filter.genre && !facets.genres.includes(filter.genre)) return false;
  if (!filter.day && !filter.venue && filter.tags.length === 0) return true;
  return facets.events.some(
    (event) => (!filter.day || event.day === filter.day) && (!filter.venue || event.venue === filter.venue) && filter.tags.every((tag) => event.tags.includes(tag)),
  );
}

/** Reads a filter from the query string; unknown values simply match nothing. */
export function parseFilter(params: URLSearchParams): ProgramFilter {
  return {
    ...(params.get(FILTER_PARAMS.day) && { day: params.get(FILTER_PARAMS.day) ?? undefined }),
    ...(params.get(FILTER_PARAMS.genre) && { genre: params.get(FILTER_PARAMS.genre) ?? undefined }),
    ...(params.get(FILTER_PARAMS.venue) && { venue: params.get(FILTER_PARAMS.venue) ?? undefined }),
    tags: params.getAll(FILTER_PARAMS.tags),
  };
}

/** The choices worth offering: every value some production has, sorted; days in date order. */
export function filterOptions(all: readonly ProgramFacets[]) {
  const sorted = (values: Iterable<string>) => [...new Set(values)].sort((a, b) => a.localeCompare(b, 'nb'));
  const events = all.flatMap((facets) => facets.events);
  return {
    days: [...new Set(events.map((event) => event.day))].sort(),
    genres: sorted(all.flatMap((facets) => facets.genres)),
    venues: sorted(events.map((event) => event.venue)),
    tags: sorted(events.flatMap((event) => event.tags)),
  };
}
