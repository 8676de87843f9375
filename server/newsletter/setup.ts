import path from 'node:path';
import type { NewsletterConfig } from '@/lib/config';
import { openLocalStore } from './local-store';
import { providerStore } from './provider-store';
import type { NewsletterStore } from './types';

/** How long the site server waits for the newsletter provider, in ms. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * The store the configuration asks for: the provider when its URL (NEWSLETTER_PROVIDER_URL) is
 * set, otherwise the local file (NEWSLETTER_STORE, default `data/newsletter-subscribers.jsonl` under
 * `root`, outside the exported site, so a rebuild never wipes it). `warn` gets the local file's
 * unreadable lines (the site server's log).
 */
export async function newsletterStore(
  config: NewsletterConfig,
  root: string,
  warn?: (message: string) => void,
): Promise<{ store: NewsletterStore; description: string }> {
  if (config.providerUrl) {
    return {
      store: providerStore({
        url: config.providerUrl,
        token: config.providerToken,
        timeoutMs: PROVIDER_TIMEOUT_MS,
      }),
      description: `forwarded to ${new URL(config.providerUrl).origin}`,
    };
  }
  const file = path.resolve(root, config.store ?? 'data/newsletter-subscribers.jsonl');
  const relative = path.relative(root, file);
  return {
    store: await openLocalStore(file, undefined, warn),
    description: `stored in ${relative.startsWith('..') ? file : relative}`,
  };
}
