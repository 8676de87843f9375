import { ProviderError, type NewsletterStore } from './types';

export interface ProviderStoreOptions {
  /** The provider's sign-up endpoint (`NEWSLETTER_PROVIDER_URL`). */
  url: string;
  /** Sent as `Authorization: Bearer <token>` when set (`NEWSLETTER_PROVIDER_TOKEN`). */
  token?: string;
  /** How long to wait for the provider, in ms. */
  timeoutMs: number;
}

/**
 * Forwards each sign-up to the configured provider: `POST <url>` with JSON `{ email, subscribedAt }`.
 * A 2xx answer means subscribed, 409 Conflict already subscribed (the provider owns idempotency).
 * @throws ProviderError on any other status, a timeout or a network error; nothing is stored locally then.
 */
export function providerStore({ url, token, timeoutMs }: ProviderStoreOptions): NewsletterStore {
  return {
    async subscribe(email) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(token && { authorization: `Bearer ${token}` }),
          },
          body: JSON.stringify({ email, subscribedAt: new Date().toISOString() }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new ProviderError(
          `newsletter provider ${url} did not answer within ${timeoutMs} ms or was unreachable`,
          { cause: error },
        );
      }
      await response.body?.cancel();
      if (response.status === 409) return 'already-subscribed';
      if (response.ok) return 'subscribed';
      throw new ProviderError(`newsletter provider ${url} answered ${response.status}`);
    },
  };
}
