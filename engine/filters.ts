import type { Filter } from '@/lib/schemas';
import { getPath } from './dot-path';
import { ContentError } from './errors';
import type { RouteParams } from './routes';

/** A filter ready to test entities: route parameters filled in, regex compiled once, `in` list read. */
export interface CompiledFilter {
  property: string;
  /** For an `eq` filter, the value compared against (route parameter filled in); lets sources use an index. */
  equals?: string;
  /** For an `in` filter, the values it takes (read from an earlier source); lets sources use an index. */
  oneOf?: readonly string[];
  test: (candidate: string) => boolean;
}

/** The entities each earlier source of the page selected, by source name (what an `in` filter reads). */
export type SelectedSources = ReadonlyMap<string, readonly unknown[]>;

/**
 * The values at `<source>.<dot-path>` of the entities an earlier source selected: each scalar (or
 * scalar list element) as text, without repeats, in source order.
 */
function valuesOf(reference: string, selected: SelectedSources): string[] | undefined {
  const [name = '', ...path] = reference.split('.');
  const entities = selected.get(name);
  if (!entities) return undefined;
  const values = new Set<string>();
  for (const entity of entities) {
    const value = getPath(entity, path.join('.'));
    for (const candidate of Array.isArray(value) ? value : [value])
      if (
        typeof candidate === 'string' ||
        typeof candidate === 'number' ||
        typeof candidate === 'boolean'
      )
        values.add(String(candidate));
  }
  return [...values];
}

/**
 * Compiles a source filter (docs/product.md, Entities: property, value, operator eq|regex|in). A
 * value starting with `:` is taken from the route parameter of that name. An `in` filter's value
 * is `<source>.<dot-path>`: an entity passes when its value is one of the values at that dot-path
 * of the entities the named earlier source selected (`selected`): none when that source found none.
 * @throws ContentError naming `where` when the parameter is missing, the regex is invalid or the
 * `in` filter's source was not selected before this one.
 */
export function compileFilter(
  filter: Filter,
  params: RouteParams,
  where: { entry: string; field: string },
  selected: SelectedSources = new Map(),
): CompiledFilter {
  if (filter.operator === 'in') {
    const oneOf = valuesOf(filter.value, selected);
    if (!oneOf)
      throw new ContentError(
        where.entry,
        `${where.field}.value`,
        `names source '${filter.value.split('.')[0] ?? ''}', which is not a source before this one`,
      );
    const set = new Set(oneOf);
    return { property: filter.property, oneOf, test: (candidate) => set.has(candidate) };
  }
  let value = filter.value;
  if (value.startsWith(':')) {
    const param = params[value.slice(1)];
    if (param === undefined)
      throw new ContentError(
        where.entry,
        `${where.field}.value`,
        `uses route parameter ${value}, which the path does not have`,
      );
    value = param;
  }
  if (filter.operator === 'eq') {
    const equals = value;
    return { property: filter.property, equals, test: (candidate) => candidate === equals };
  }
  let pattern: RegExp;
  try {
    pattern = new RegExp(value, 'u');
  } catch (error) {
    throw new ContentError(
      where.entry,
      `${where.field}.value`,
      `is not a valid regular expression: ${(error as Error).message}`,
    );
  }
  return { property: filter.property, test: (candidate) => pattern.test(candidate) };
}

/**
 * True when the entity's value at the filter's dot-path passes the filter. A list value passes
 * when any element passes (genres, tags); a missing value never passes.
 */
export function passes(entity: unknown, filter: CompiledFilter): boolean {
  return valuePasses(getPath(entity, filter.property), filter);
}

/** True when a value read at the filter's dot-path passes it (`passes`, for a value read before). */
export function valuePasses(value: unknown, filter: CompiledFilter): boolean {
  const candidates = Array.isArray(value) ? value : [value];
  return candidates.some(
    (candidate) =>
      (typeof candidate === 'string' ||
        typeof candidate === 'number' ||
        typeof candidate === 'boolean') &&
      filter.test(String(candidate)),
  );
}
