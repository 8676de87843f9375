import { loadLiveSite, type LiveSite } from '../app';
import type { RebuildSecrets } from './auth';
import { createRebuilder } from './rebuilder';
import { prepareLiveLink } from './live-link';
import type { Rebuilder, RebuilderOptions } from './types';

/** The webhook is on when either secret is configured (DESIGN.md §2). */
export const rebuildEnabled = (secrets: RebuildSecrets): boolean => Boolean(secrets.sharedSecret || secrets.webhookSecret);

/**
 * Everything `npm start` needs when the webhook is on: the link to serve, the page index to
 * reload after a swap, and the rebuild queue building with `build` into `out-<epoch ms>` folders
 * of `root`.
 */
export async function setUpRebuild(root: string, siteDir: string, options: Pick<RebuilderOptions, 'build' | 'publishCommand'>): Promise<{ link: string; site: LiveSite; rebuilder: Rebuilder }> {
  const link = await prepareLiveLink(root, siteDir);
  const site = await loadLiveSite(link);
  const rebuilder = createRebuilder({ ...options, link, buildsDir: root, onSwap: () => site.reload() });
  return { link, site, rebuilder };
}
