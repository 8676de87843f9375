/** Where sign-ups end up: the configured provider, or the local append-only store. */
export interface NewsletterStore {
  /**
   * Records `email` (already trimmed and in lower case). Idempotent: an address that is already
   * recorded answers 'already-subscribed' and changes nothing.
   * @throws ProviderError when the provider fails or times out (nothing is stored then).
   */
  subscribe(email: string): Promise<'subscribed' | 'already-subscribed'>;
}

/** The newsletter provider failed (non-2xx, timeout, unreachable): the sign-up was not recorded. */
export class ProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderError';
  }
}
