/**
 * Runs `work` on every item with at most `limit` calls in flight, in the order given; resolves
 * when all have finished. @throws the first error, after the calls already running have settled
 * (no new ones start once one failed; with `keepGoing`, every item is still tried first, so a
 * deploy gets as far as it can before it fails).
 */
export async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
  { keepGoing = false }: { keepGoing?: boolean } = {},
): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while ((keepGoing || !failure) && next < items.length) {
      const item = items[next++] as T;
      try {
        await work(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  if (failure) throw failure.error;
}
