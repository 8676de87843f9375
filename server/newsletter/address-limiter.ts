export interface WindowLimit {
  /** Attempts allowed per window. */
  max: number;
  windowMs: number;
}

/**
 * A fixed-window counter per key (here the normalised address), held in memory and bounded to
 * `maxKeys` keys. The per-IP limit uses @fastify/rate-limit; this one needs the parsed body, and
 * that plugin runs one limit per request.
 */
export function fixedWindowLimiter(
  { max, windowMs }: WindowLimit,
  maxKeys = 10_000,
  now: () => number = Date.now,
) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const prune = (time: number) => {
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
    // Still full: drop the oldest windows (a Map iterates in insertion order).
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  };
  return {
    /** Counts one attempt of `key`; answers the seconds to wait when it is over the limit, else 0. */
    hit(key: string): number {
      const time = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        windows.delete(key);
        if (windows.size >= maxKeys) prune(time);
        window = { count: 0, resetAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count > max ? Math.ceil((window.resetAt - time) / 1000) : 0;
    },
  };
}
