import type { Article, Event, Production, Source } from '@/lib/schemas';
import { getPath } from './dot-path';
import { compileFilter, passes } from './filters';
import type { RouteParams } from './routes';
import type { ContentSet } from './types';

/** The entities a source selected, tagged with their model. */
export type ResolvedSource =
  | { model: 'production'; collection: boolean; items: Production[] }
  | { model: 'event'; collection: boolean; items: Event[] }
  | { model: 'article'; collection: boolean; items: Article[] };

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''), 'nb');
}

function select<T>(entities: T[], source: Source, params: RouteParams, entry: string, index: number): T[] {
  const filters = source.filters.map((filter, filterIndex) =>
    compileFilter(filter, params, { entry, field: `sources[${index}].filters[${filterIndex}]` }),
  );
  let selected = entities.filter((entity) => filters.every((filter) => passes(entity, filter)));
  if (source.sort) {
    const { property, direction } = source.sort;
    const sign = direction === 'asc' ? 1 : -1;
    selected = [...selected].sort((a, b) => sign * compare(getPath(a, property), getPath(b, property)));
  }
  const limit = source.collection ? source.limit : 1;
  return limit === undefined ? selected : selected.slice(0, limit);
}

/**
 * Resolves one source of a page definition (SPEC.md §3 Source) against the content: applies its
 * eq/regex filters (values from route parameters), sort and limit. A single source (`collection`
 * false) yields at most one item.
 * @throws ContentError naming `entry` and the filter for a missing parameter or an invalid regex.
 */
export function resolveSource(source: Source, content: ContentSet, params: RouteParams, entry: string, index: number): ResolvedSource {
  const { collection } = source;
  switch (source.model) {
    case 'production':
      return { model: 'production', collection, items: select(content.productions, source, params, entry, index) };
    case 'event':
      return { model: 'event', collection, items: select(content.events, source, params, entry, index) };
    case 'article':
      return { model: 'article', collection, items: select(content.articles, source, params, entry, index) };
  }
}

/** The value a source contributes to bindings: the list, or the single item (undefined if none). */
export function sourceValue(resolved: ResolvedSource): unknown {
  return resolved.collection ? resolved.items : resolved.items[0];
}
