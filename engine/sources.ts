import type { Article, Event, Production, Source } from '@/lib/schemas';
import { getPath } from './dot-path';
import { entitiesWhere, entitiesWhereAny } from './entity-index';
import { compileFilter, passes, type CompiledFilter, type SelectedSources } from './filters';
import type { RouteParams } from './routes';
import type { ContentSet } from './types';
import { processMemo } from '@/lib/process-memo';

/** The entities a source selected, tagged with their model. */
export type ResolvedSource =
  | { model: 'production'; collection: boolean; items: Production[] }
  | { model: 'event'; collection: boolean; items: Event[] }
  | { model: 'article'; collection: boolean; items: Article[] };

/** Norwegian collation, made once: `localeCompare(b, 'nb')` builds a collator on every call. */
const NB = new Intl.Collator('nb');

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return NB.compare(String(a ?? ''), String(b ?? ''));
}

/** Stable sort by the value at a dot-path, reading each entity's value once. */
function sortBy<T>(entities: readonly T[], property: string, direction: 'asc' | 'desc'): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  return entities
    .map((entity, position) => ({ entity, key: getPath(entity, property), position }))
    .sort((a, b) => sign * compare(a.key, b.key) || a.position - b.position)
    .map(({ entity }) => entity);
}

/** Whole entity lists sorted by a property, per list and `property:direction` (sources without filters). */
const sortedLists = processMemo(
  'kulturhuset.engine.sorted-lists',
  () => new WeakMap<readonly unknown[], Map<string, readonly unknown[]>>(),
);

function sortedWhole<T>(
  entities: readonly T[],
  property: string,
  direction: 'asc' | 'desc',
): readonly T[] {
  let byKey = sortedLists.get(entities);
  if (!byKey) {
    byKey = new Map();
    sortedLists.set(entities, byKey);
  }
  const key = `${property}:${direction}`;
  let sorted = byKey.get(key);
  if (!sorted) {
    sorted = sortBy(entities, property, direction);
    byKey.set(key, sorted);
  }
  return sorted as readonly T[];
}

/**
 * The entities that pass every filter, in list order. `eq` and `in` filters are answered from the
 * index (the smallest matching bucket), then every filter is tested on that bucket only.
 */
function filtered<T>(entities: readonly T[], filters: readonly CompiledFilter[]): readonly T[] {
  let candidates = entities;
  for (const filter of filters) {
    const bucket =
      filter.equals !== undefined
        ? entitiesWhere(entities, filter.property, filter.equals)
        : filter.oneOf && entitiesWhereAny(entities, filter.property, filter.oneOf);
    if (bucket && bucket.length < candidates.length) candidates = bucket;
  }
  return candidates.filter((entity) => filters.every((filter) => passes(entity, filter)));
}

function select<T>(
  entities: readonly T[],
  source: Source,
  params: RouteParams,
  entry: string,
  index: number,
  selected: SelectedSources,
): T[] {
  const filters = source.filters.map((filter, filterIndex) =>
    compileFilter(
      filter,
      params,
      { entry, field: `sources[${index}].filters[${filterIndex}]` },
      selected,
    ),
  );
  let chosen: readonly T[];
  if (source.sort && filters.length === 0)
    chosen = sortedWhole(entities, source.sort.property, source.sort.direction);
  else if (source.sort)
    chosen = sortBy(filtered(entities, filters), source.sort.property, source.sort.direction);
  else chosen = filtered(entities, filters);
  const limit = source.collection ? source.limit : 1;
  return chosen.slice(0, limit);
}

/**
 * Resolves one source of a page definition (docs/product.md, Entities: Source) against the content: applies its
 * eq/regex/in filters (values from route parameters; an `in` list from the entities the earlier
 * sources of the page selected, `selected`), sort and limit. A single source (`collection`
 * false) yields at most one item.
 * @throws ContentError naming `entry` and the filter for a missing parameter, an invalid regex or
 * an `in` filter whose source is not in `selected`.
 */
export function resolveSource(
  source: Source,
  content: ContentSet,
  params: RouteParams,
  entry: string,
  index: number,
  selected: SelectedSources = new Map(),
): ResolvedSource {
  const { collection } = source;
  switch (source.model) {
    case 'production':
      return {
        model: 'production',
        collection,
        items: select(content.productions, source, params, entry, index, selected),
      };
    case 'event':
      return {
        model: 'event',
        collection,
        items: select(content.events, source, params, entry, index, selected),
      };
    case 'article':
      return {
        model: 'article',
        collection,
        items: select(content.articles, source, params, entry, index, selected),
      };
  }
}

/** The value a source contributes to bindings: the list, or the single item (undefined if none). */
export function sourceValue(resolved: ResolvedSource): unknown {
  return resolved.collection ? resolved.items : resolved.items[0];
}
