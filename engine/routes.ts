/** Route parameters taken from a path, e.g. `{ article: 'personvernerklaering' }`. */
export type RouteParams = Record<string, string>;

/** Splits a path into its segments, ignoring a trailing slash (`/a/b/` → `['a', 'b']`). */
export const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);

/** True when the path pattern has `:param` segments. */
export const isPattern = (pattern: string): boolean =>
  segmentsOf(pattern).some((segment) => segment.startsWith(':'));

/**
 * Matches a path against a static path or a `:param` pattern (docs/product.md, Dynamic routes).
 * Returns the parameters (empty for a static match) or null. Parameter values are URI-decoded.
 */
export function matchRoute(pattern: string, path: string): RouteParams | null {
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(path);
  if (expected.length !== actual.length) return null;
  const params: RouteParams = {};
  for (const [index, segment] of expected.entries()) {
    const value = actual[index] ?? '';
    if (segment.startsWith(':')) {
      if (!value) return null;
      params[segment.slice(1)] = decodeURIComponent(value);
    } else if (segment !== value) {
      return null;
    }
  }
  return params;
}

/**
 * Orders patterns so the most specific is tried first: static paths before patterns,
 * then more static segments before fewer. Stable for equal specificity.
 */
export function bySpecificity(a: string, b: string): number {
  const score = (pattern: string) => {
    const segments = segmentsOf(pattern);
    const statics = segments.filter((segment) => !segment.startsWith(':')).length;
    return (isPattern(pattern) ? 0 : 1000) + statics * 10 + segments.length;
  };
  return score(b) - score(a);
}

/** Fills a pattern with parameter values: `/article/:article` + `{article: 'x'}` → `/article/x`. */
export function buildPath(pattern: string, params: RouteParams): string {
  const segments = segmentsOf(pattern).map((segment) => {
    if (!segment.startsWith(':')) return segment;
    const value = params[segment.slice(1)];
    if (value === undefined) throw new Error(`route ${pattern}: no value for parameter ${segment}`);
    return encodeURIComponent(value);
  });
  return `/${segments.join('/')}`;
}
