/** Waits between attempts (ms): 4 attempts over about 2.5 minutes, then the alert is given up and logged. */
export const RETRY_DELAYS_MS: readonly number[] = [5_000, 30_000, 120_000];

/** The longest one attempt may take (ms), connection and answer together. */
export const ATTEMPT_TIMEOUT_MS = 10_000;

/** The longest a `Retry-After` may make us wait (ms); a longer one falls back to our own delay. */
const MAX_RETRY_AFTER_MS = 300_000;

export interface DeliveryOptions {
  retryDelaysMs?: readonly number[];
  attemptTimeoutMs?: number;
  /** Ends the waits and the attempt in flight (server shutdown, tests). */
  signal?: AbortSignal;
}

/** How a delivery ended; `attempts` counts the POSTs sent. */
export type Delivery =
  { delivered: true; attempts: number } | { delivered: false; attempts: number; reason: string };

/** The webhook's host, for log lines: a chat webhook's path is its secret. */
export const webhookHost = (url: string): string => new URL(url).host;

/** Network errors, timeouts, 429 and 5xx may pass; another 4xx will not. */
const retryable = (status: number) => status === 429 || status >= 500;

function retryAfterMs(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 && seconds * 1000 <= MAX_RETRY_AFTER_MS
    ? seconds * 1000
    : undefined;
}

const wait = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    timer.unref();
    signal?.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });

/**
 * POSTs `body` as JSON to `url`, retrying with back-off (RETRY_DELAYS_MS, or `Retry-After` when
 * the endpoint names a shorter wait) after a network error, a timeout (ATTEMPT_TIMEOUT_MS per
 * attempt), 429 or 5xx. A 2xx is delivered; any other answer is not retried.
 * Never throws: the result says whether it arrived, and why not (no secret of the URL in it).
 */
export async function deliver(
  url: string,
  body: unknown,
  {
    retryDelaysMs = RETRY_DELAYS_MS,
    attemptTimeoutMs = ATTEMPT_TIMEOUT_MS,
    signal,
  }: DeliveryOptions = {},
): Promise<Delivery> {
  const json = JSON.stringify(body);
  let reason = 'not sent';
  for (let attempt = 1; ; attempt += 1) {
    let nextWait: number | undefined;
    try {
      const timeout = AbortSignal.timeout(attemptTimeoutMs);
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: json,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      await response.body?.cancel();
      if (response.ok) return { delivered: true, attempts: attempt };
      reason = `${webhookHost(url)} answered ${response.status}`;
      if (!retryable(response.status)) return { delivered: false, attempts: attempt, reason };
      nextWait = retryAfterMs(response);
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      reason =
        name === 'TimeoutError'
          ? `${webhookHost(url)} did not answer within ${attemptTimeoutMs / 1000} s`
          : `${webhookHost(url)} could not be reached (${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)})`;
    }
    const delay = retryDelaysMs[attempt - 1];
    if (delay === undefined || signal?.aborted)
      return {
        delivered: false,
        attempts: attempt,
        reason: `${reason}, after ${attempt} attempts`,
      };
    await wait(nextWait ?? delay, signal);
    if (signal?.aborted)
      return { delivered: false, attempts: attempt, reason: `${reason}; stopped` };
  }
}
