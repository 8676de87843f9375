/**
 * A value made once per process, however many copies of the calling module it holds: `next build`
 * bundles pages and route handlers into two runtimes, so a module-level cache is one per copy.
 * `name` must be unique in the project (`kulturhuset.<module>.<what>`).
 */
export function processMemo<T>(name: string, make: () => T): T {
  const key = Symbol.for(name);
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  if (!(key in store)) store[key] = make();
  return store[key] as T;
}
