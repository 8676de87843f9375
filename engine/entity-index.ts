import { getPath } from './dot-path';
import { processMemo } from '@/lib/process-memo';

/** The index keys of an entity's value at a dot-path: each scalar (or scalar list element) as text. */
function keysOf(entity: unknown, property: string): Set<string> {
  const value = getPath(entity, property);
  const keys = new Set<string>();
  for (const candidate of Array.isArray(value) ? value : [value]) {
    if (
      typeof candidate === 'string' ||
      typeof candidate === 'number' ||
      typeof candidate === 'boolean'
    )
      keys.add(String(candidate));
  }
  return keys;
}

/** Per entity list: per dot-path, the entities by value. Built lazily, once per list and property. */
const indexes = processMemo(
  'kulturhuset.engine.entity-index',
  () => new WeakMap<readonly unknown[], Map<string, Map<string, readonly unknown[]>>>(),
);

/**
 * The entities whose value at `property` equals `value` (an `eq` filter, docs/product.md, Entities: Source), in
 * their order in `entities`: the same entities as testing each one with `passes`, where a list
 * value matches when any element does and numbers and booleans compare as text. The first call per
 * list and property builds a map of the whole list (O(n)); later calls are a lookup. The list is
 * taken as immutable (content is loaded once per build): an entity list changed in place after the
 * first lookup gives stale answers.
 */
export function entitiesWhere<T>(
  entities: readonly T[],
  property: string,
  value: string,
): readonly T[] {
  let byProperty = indexes.get(entities);
  if (!byProperty) {
    byProperty = new Map();
    indexes.set(entities, byProperty);
  }
  let byValue = byProperty.get(property);
  if (!byValue) {
    const built = new Map<string, unknown[]>();
    for (const entity of entities) {
      for (const key of keysOf(entity, property)) {
        const bucket = built.get(key);
        if (bucket) bucket.push(entity);
        else built.set(key, [entity]);
      }
    }
    byValue = built;
    byProperty.set(property, byValue);
  }
  return (byValue.get(value) ?? []) as readonly T[];
}

/** Per entity list: each entity's position in it. Built lazily, once per list. */
const positions = processMemo(
  'kulturhuset.engine.entity-positions',
  () => new WeakMap<readonly unknown[], Map<unknown, number>>(),
);

/**
 * The entities whose value at `property` is one of `values` (an `in` filter), in their order in
 * `entities`: `entitiesWhere` for each value, merged. The first call per list also maps each
 * entity to its position (O(n)); later calls cost the buckets found (same immutability rule).
 */
export function entitiesWhereAny<T>(
  entities: readonly T[],
  property: string,
  values: readonly string[],
): readonly T[] {
  const found = new Set<T>();
  for (const value of values)
    for (const entity of entitiesWhere(entities, property, value)) found.add(entity);
  if (found.size <= 1) return [...found];
  let at = positions.get(entities);
  if (!at) {
    at = new Map(entities.map((entity, position) => [entity, position]));
    positions.set(entities, at);
  }
  const order = at;
  return [...found].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
}
