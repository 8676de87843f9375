import type { AccessToken } from './identity-provider';

/** ms before expiry a token is replaced, so no call goes out with a dying token. */
export const REFRESH_MARGIN_MS = 60_000;

/**
 * The management service's access token; concurrent callers share one fetch. A failed fetch is not
 * cached: its error reaches every waiting caller and the next call tries again. `now`: epoch ms.
 */
export class TokenCache {
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

  /** Drops `rejected` (answered 401); a newer token is kept, so concurrent 401s share one refresh. */
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
