import type { AccessToken } from './identity-provider';

/** How long before its expiry a token is replaced, in ms, so no call goes out with a dying token. */
export const REFRESH_MARGIN_MS = 60_000;

/**
 * Caches the management service's access token (docs/product.md, Outside services: "authenticated through an identity
 * provider with a token cache"). One fetch serves many calls: concurrent callers share the one
 * in flight. A token is replaced `REFRESH_MARGIN_MS` before it expires (half its lifetime if that
 * is shorter). `now` is the clock in epoch ms, injectable for tests. A failed fetch is not cached:
 * its error reaches every caller waiting on it, and the next call tries again.
 */
export class TokenCache {
  /** The cached token and when to replace it (epoch ms), fixed when it was fetched. */
  private token: { value: string; refreshAt: number } | undefined;
  private inFlight: Promise<string> | undefined;

  constructor(
    private readonly fetchToken: () => Promise<AccessToken>,
    private readonly now: () => number = Date.now,
    private readonly marginMs: number = REFRESH_MARGIN_MS,
  ) {}

  /** A token valid for at least the margin; fetches one only when there is none. */
  async get(): Promise<string> {
    if (this.token && this.now() < this.token.refreshAt) return this.token.value;
    return this.refresh();
  }

  /**
   * Drops `rejected` (the server answered 401 to it) so the next `get` fetches a new token. A token
   * other than `rejected` is kept: another caller already replaced it, and concurrent 401s then
   * share that one refresh.
   */
  invalidate(rejected: string): void {
    if (this.token?.value === rejected) this.token = undefined;
  }

  private refresh(): Promise<string> {
    this.inFlight ??= this.fetchToken()
      .then(({ value, expiresAt }) => {
        const lifetime = Math.max(expiresAt - this.now(), 0);
        this.token = { value, refreshAt: expiresAt - Math.min(this.marginMs, lifetime / 2) };
        return value;
      })
      .finally(() => {
        this.inFlight = undefined;
      });
    return this.inFlight;
  }
}
