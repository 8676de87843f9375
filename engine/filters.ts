import type { Filter } from '@/lib/schemas';
import { getPath } from './dot-path';
import { ContentError } from './errors';
import type { RouteParams } from './routes';

/** A filter ready to test entities: route parameters filled in, regex compiled once. */
export interface CompiledFilter {
  property: string;
  /** For an `eq` filter, the value compared against (route parameter filled in); lets sources use an index. */
  equals?: string;
  test: (candidate: string) => boolean;
}

/**
 * Compiles a source filter (docs/product.md, Entities: property, value, operator eq|regex). A value starting
 * with `:` is taken from the route parameter of that name.
 * @throws ContentError naming `where` when the parameter is missing or the regex is invalid.
 */
export function compileFilter(
  filter: Filter,
  params: RouteParams,
  where: { entry: string; field: string },
): CompiledFilter {
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
