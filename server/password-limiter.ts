/** Failed attempts allowed within a window before a lock-out. */
export interface FailureLimit {
  max: number;
  windowMs: number;
}

export interface PasswordLimits {
  /** Per client (server/client-key.ts: an IPv4 address or an IPv6 /64). Default 10 a minute. */
  perClient: FailureLimit;
  /** All clients together: a guesser with many addresses. Default 100 a minute. */
  overall: FailureLimit;
  /** The first lock-out; each further one of the same client (or the overall one) doubles it. Default 1 minute. */
  lockoutMs: number;
  /** The longest lock-out. Default 1 hour. */
  maxLockoutMs: number;
  /** A client with no failure for this long is forgotten, its lock-outs too. Default 1 day. */
  forgetAfterMs: number;
  /** Clients held in memory; past it the longest-quiet ones are forgotten first. Default 10,000. */
  maxClients: number;
}

export const PASSWORD_LIMITS: PasswordLimits = {
  perClient: { max: 10, windowMs: 60_000 },
  overall: { max: 100, windowMs: 60_000 },
  lockoutMs: 60_000,
  maxLockoutMs: 60 * 60_000,
  forgetAfterMs: 24 * 60 * 60_000,
  maxClients: 10_000,
};

/** A lock-out that has just begun, for the log. */
export interface Lockout {
  /** The client key, or `all clients that have failed` for the overall one. */
  scope: string;
  /** How long, in ms. */
  durationMs: number;
  /** The how-manyth lock-out of this scope (1, 2, …): each doubles the last. */
  count: number;
  /** The failures within the window that caused it. */
  failures: number;
}

/** Failure times within the window, a lock-out end and how many lock-outs so far. */
interface FailureRecord {
  failures: number[];
  lockedUntil: number;
  lockouts: number;
  lastFailureAt: number;
}

const newRecord = (): FailureRecord => ({
  failures: [],
  lockedUntil: 0,
  lockouts: 0,
  lastFailureAt: 0,
});

/**
 * Counts wrong passwords per client and overall (issue 26 item 2), in memory. A client over its
 * limit is locked out, each lock-out twice as long as its last; while the overall limit is over,
 * every client that has failed is locked out too, but a client with no failure on record is not:
 * an editor at a new address still gets in with the right password during an attack.
 */
export function passwordLimiter(
  limits: PasswordLimits = PASSWORD_LIMITS,
  now: () => number = Date.now,
) {
  const clients = new Map<string, FailureRecord>();
  const overall = newRecord();
  const lockFor = (record: FailureRecord) =>
    Math.min(limits.lockoutMs * 2 ** Math.min(record.lockouts, 30), limits.maxLockoutMs);

  /** Records a failure in `record`; a new lock-out when it goes over `limit`. */
  const fail = (record: FailureRecord, limit: FailureLimit, scope: string, time: number) => {
    record.lastFailureAt = time;
    // Locked already: nothing more to count (and a flood from fresh addresses keeps this list short).
    if (record.lockedUntil > time) return undefined;
    record.failures = record.failures.filter((at) => at > time - limit.windowMs);
    record.failures.push(time);
    if (record.failures.length <= limit.max) return undefined;
    const durationMs = lockFor(record);
    record.lockedUntil = time + durationMs;
    record.lockouts += 1;
    const failures = record.failures.length;
    record.failures = [];
    return { scope, durationMs, count: record.lockouts, failures } satisfies Lockout;
  };

  const forget = (time: number) => {
    for (const [key, record] of clients)
      if (record.lastFailureAt <= time - limits.forgetAfterMs && record.lockedUntil <= time)
        clients.delete(key);
    // Still full: the longest-quiet first (a Map iterates in insertion order; failing re-inserts).
    for (const key of clients.keys()) {
      if (clients.size < limits.maxClients) break;
      clients.delete(key);
    }
  };

  return {
    /** Seconds `client` must wait before its next attempt (0: it may try now). */
    waitSeconds(client: string): number {
      const time = now();
      const record = clients.get(client);
      if (!record || record.lastFailureAt <= time - limits.forgetAfterMs) return 0;
      const until = Math.max(record.lockedUntil, overall.lockedUntil);
      return until > time ? Math.ceil((until - time) / 1000) : 0;
    },
    /** Counts a wrong password of `client`; the lock-outs it started, for the log. */
    failed(client: string): Lockout[] {
      const time = now();
      let record = clients.get(client);
      if (record) clients.delete(client);
      else if (clients.size >= limits.maxClients) forget(time);
      record ??= newRecord();
      clients.set(client, record);
      return [
        fail(record, limits.perClient, client, time),
        fail(overall, limits.overall, 'all clients that have failed', time),
      ].filter((lockout) => lockout !== undefined);
    },
    /** The right password: `client`'s failures are forgotten (a typo before it counts no more). */
    succeeded(client: string): void {
      clients.delete(client);
    },
  };
}

export type PasswordLimiter = ReturnType<typeof passwordLimiter>;
