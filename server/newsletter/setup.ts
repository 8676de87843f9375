import path from 'node:path';
import type { Env } from '@/lib/env';
import { openLocalStore } from './local-store';
import { providerStore } from './provider-store';
import type { NewsletterStore } from './types';

/** How long the site server waits for the newsletter provider, in ms. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * The store the configuration asks for: the provider when `NEWSLETTER_PROVIDER_URL` is set,
 * otherwise the local file `NEWSLETTER_STORE` (default `data/newsletter-subscribers.jsonl` under
 * `root`, outside the exported site, so a rebuild never wipes it).
 */
export async function newsletterStore(env: Env, root: string): Promise<{ store: NewsletterStore; description: string }> {
  if (env.NEWSLETTER_PROVIDER_URL) {
    return { store: providerStore({ url: env.NEWSLETTER_PROVIDER_URL, token: env.NEWSLETTER_PROVIDER_TOKEN, timeoutMs: PROVIDER_TIMEOUT_MS }), description: `forwarded to ${new URL(env.NEWSLETTER_PROVIDER_URL).origin}` };
  }
  const file = path.resolve(root, env.NEWSLETTER_STORE ?? 'data/newsletter-subscribers.jsonl');
  const relative = path.relative(root, file);
  return { store: await openLocalStore(file), description: `stored in ${relative.startsWith('..') ? file : relative}` };
}
