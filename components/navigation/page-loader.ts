/** How long a navigation waits at most for the next page's resources, in ms (docs/product.md, Constants). */
export const NAVIGATION_CAP_MS = 1000;

export const KEPT_RESULTS = 5;

export const LOAD_ERROR_MESSAGE = 'bundle loading error';

/** One finished resource load; `ms` is its duration. */
export interface ResourceLoadResult {
  path: string;
  ok: boolean;
  ms: number;
  error?: string;
}

/** `loaded`: switch now; `slow`: the cap passed, switch anyway; `failed`: the load failed within the cap. */
export type LoadOutcome =
  { status: 'loaded' } | { status: 'slow' } | { status: 'failed'; error: unknown };

export interface PageLoader {
  /** Loads `path`'s resources; settles at the first of load, failure and the cap. Never rejects. */
  load(path: string): Promise<LoadOutcome>;
  /** The last {@link KEPT_RESULTS} finished loads, oldest first. */
  results(): ResourceLoadResult[];
}

export interface PageLoaderOptions {
  /** Rejects when one resource fails. */
  fetchResources: (path: string) => Promise<unknown>;
  capMs?: number;
  keep?: number;
  now?: () => number;
  logError?: (message: string, ...details: unknown[]) => void;
}

/** Creates a page loader; a failed load is logged also after the cap, when the caller has already switched. */
export function createPageLoader({
  fetchResources,
  capMs = NAVIGATION_CAP_MS,
  keep = KEPT_RESULTS,
  now = () => performance.now(),
  logError = (...args) => console.error(...args),
}: PageLoaderOptions): PageLoader {
  const kept: ResourceLoadResult[] = [];
  const record = (result: ResourceLoadResult) => {
    kept.push(result);
    if (kept.length > keep) kept.splice(0, kept.length - keep);
  };

  return {
    load(path) {
      const started = now();
      return new Promise<LoadOutcome>((resolve) => {
        const cap = setTimeout(() => resolve({ status: 'slow' }), capMs);
        Promise.resolve()
          .then(() => fetchResources(path))
          .then(
            () => {
              record({ path, ok: true, ms: Math.round(now() - started) });
              clearTimeout(cap);
              resolve({ status: 'loaded' });
            },
            (error: unknown) => {
              record({
                path,
                ok: false,
                ms: Math.round(now() - started),
                error: error instanceof Error ? error.message : String(error),
              });
              logError(LOAD_ERROR_MESSAGE, path, error);
              clearTimeout(cap);
              resolve({ status: 'failed', error });
            },
          );
      });
    },
    results: () => kept.slice(),
  };
}
