/**
 * Runs `work` on every item with at most `limit` calls in flight, in the order given; resolves
 * when all have finished. @throws the first error, after the calls already running have settled.
 * No new call starts once `failuresInARow` calls have failed one after another (default 1: at the
 * first failure); a deploy passes more, so it gets as far as it can before it fails, yet stops
 * soon when the store is down.
 */
export async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
  { failuresInARow = 1 }: { failuresInARow?: number } = {},
): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  let inARow = 0;
  const worker = async () => {
    while (inARow < failuresInARow && next < items.length) {
      const item = items[next++] as T;
      try {
        await work(item);
        inARow = 0;
      } catch (error) {
        failure ??= { error };
        inARow += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  if (failure) throw failure.error;
}
