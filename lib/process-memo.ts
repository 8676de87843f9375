/**
 * A value made once per process, however many copies of the calling module the process holds.
 *
 * Why: `next build` bundles the app twice with Turbopack, the pages (`.next/server/chunks/ssr/`,
 * their own Turbopack runtime and module cache) and the route handlers (`sitemap.xml`,
 * `robots.txt`; `.next/server/chunks/`, another runtime), so every module both import is
 * evaluated once per runtime in each build worker, and a module-level `let cache` is one cache per
 * copy. Kept on `globalThis` under a registered symbol (`Symbol.for`), the value is shared by
 * every copy in the process (docs/architecture.md, Build).
 *
 * `name` must be unique in the project (`kulturhuset.<module>.<what>`); `make` runs on the first call.
 */
export function processMemo<T>(name: string, make: () => T): T {
  const key = Symbol.for(name);
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  if (!(key in store)) store[key] = make();
  return store[key] as T;
}
