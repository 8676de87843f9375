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
 * Forwards each sign-up to the configured provider: `POST <url>` with JSON
 * `{ email, subscribedAt, status: "pending", doubleOptIn: true }`, which asks the provider to mail
 * the subscriber a confirmation link and to count the address only once it is followed (double
 * opt-in; "pending" is Mailchimp's word for it). A 2xx answer, or 409 Conflict (already there: the
 * provider owns idempotency), is a sign-up. The provider's own answer time is its to keep even.
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
          body: JSON.stringify({
            email,
            subscribedAt: new Date().toISOString(),
            status: 'pending',
            doubleOptIn: true,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new ProviderError(
          `newsletter provider ${url} did not answer within ${timeoutMs} ms or was unreachable`,
          { cause: error },
        );
      }
      await response.body?.cancel();
      if (response.ok || response.status === 409) return;
      throw new ProviderError(`newsletter provider ${url} answered ${response.status}`);
    },
  };
}
