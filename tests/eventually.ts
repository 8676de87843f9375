/**
 * Waits until `check` holds, asking every `everyMs` (default 5 ms): the awaited thing itself, never
 * a guessed delay. Gives up after `withinMs` (default 60 s), long enough for a machine busy with
 * other work (issue 27), and throws `Error(what + ' was not reached within … s')`.
 */
export async function eventually<T>(
  what: string,
  check: () => T | false | undefined | Promise<T | false | undefined>,
  { everyMs = 5, withinMs = 60_000 }: { everyMs?: number; withinMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const result = await check();
    if (result !== false && result !== undefined) return result;
    if (Date.now() >= deadline)
      throw new Error(`${what} was not reached within ${withinMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
