/**
 * A loader that runs `load` once and shares its promise, e.g. a dynamic `import()` of code a page
 * needs only on its first backend call. A failed load (a chunk that did not arrive) is forgotten,
 * so the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
