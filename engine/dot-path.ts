/**
 * Reads a dot-path (`production.pageReference`, `features.genres`) from a value, following own
 * properties only (never `constructor` or `__proto__`). Returns undefined where any step is
 * missing; never throws.
 */
export function getPath(value: unknown, path: string): unknown {
  let current: unknown = value;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, key))
      return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
