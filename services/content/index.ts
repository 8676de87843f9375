import path from 'node:path';
import { contentfulConfig, platformConfig, readEnv } from '@/lib/env';
import type { ContentSource, LoadedContent } from './content-source';
import { localContentSource } from './local/local-source';
import { contentfulContentSource } from './contentful/contentful-source';
import { platformContentSource } from './platform/platform-source';

export { ContentSourceError, type ContentProblem, type ContentSource, type LoadedContent } from './content-source';
export { formatProblem } from './validation';
export { localContentSource } from './local/local-source';

/** The content source chosen by `CONTENT_SOURCE` (DESIGN.md §2); `root` is the project folder. */
export function contentSource(root?: string): ContentSource {
  const env = readEnv();
  root ??= env.CONTENT_ROOT ?? process.cwd();
  const local = localContentSource(path.resolve(root), { partnerId: env.PARTNER_ID });
  switch (env.CONTENT_SOURCE) {
    case 'local':
      return local;
    case 'contentful':
      return contentfulContentSource(contentfulConfig(env), local);
    case 'platform':
      return platformContentSource(platformConfig(env), local);
  }
}

/** Loaded content plus the clock it was generated at (events are relative to it). */
export type SiteContent = LoadedContent & { now: Date };

let cached: Promise<SiteContent> | undefined;

/**
 * The site's content for this build, loaded once per process from the configured source at the
 * build clock (`CONTENT_CLOCK`, default now).
 * @throws ContentSourceError when the source fails as a whole.
 */
export function loadSiteContent(): Promise<SiteContent> {
  cached ??= (async () => {
    const now = readEnv().CONTENT_CLOCK;
    return { ...(await contentSource().load({ now })), now };
  })();
  return cached;
}
