/** Where sign-ups end up: the configured provider, or the local append-only store. */
export interface NewsletterStore {
  /**
   * Records a sign-up of `email` (already trimmed and in lower case), which counts only once the
   * subscriber has confirmed it (double opt-in, docs/product.md, Newsletter). Does the same work
   * for an address that is already there as for a new one, so neither the answer nor its time
   * tells them apart.
   * @throws ProviderError when the provider fails or times out (nothing is stored then).
   */
  subscribe(email: string): Promise<void>;
  /**
   * The local store only (a provider confirms with its own mail and link): confirms the sign-up
   * of the confirmation link's `token`. Resolves to the confirmed address, or undefined when the
   * token is unknown or expired. Confirming twice is fine.
   */
  confirm?(token: string): Promise<string | undefined>;
}

/** The newsletter provider failed (non-2xx, timeout, unreachable): the sign-up was not recorded. */
export class ProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderError';
  }
}
