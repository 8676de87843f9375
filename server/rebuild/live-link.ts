import { cp, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { LiveSite } from '../app';
import { linkTarget, newBuildDir, pointLink } from './site-link';

/** The name of the symlink the server serves when the rebuild webhook is on. */
export const LIVE_LINK = 'site-current';

const builtAt = async (dir: string | null) => (dir ? ((await stat(path.join(dir, 'build-info.json')).catch(() => undefined))?.mtimeMs ?? 0) : 0);

/**
 * Points `<root>/site-current` at the site to serve at start-up: the folder it already points at
 * when that build is newer than `siteDir` (a rebuild from before a restart), otherwise `siteDir`.
 * `<root>/out` is never served through the link: it is a symlink that `npm run build` swaps and
 * whose old builds it deletes (scripts/site-folders.ts); the build it points at is copied to an
 * `out-<epoch ms>` folder instead.
 * @returns the link's path.
 */
export async function prepareLiveLink(root: string, siteDir: string): Promise<string> {
  const link = path.join(root, LIVE_LINK);
  const current = await linkTarget(link);
  const [currentBuilt, siteBuilt] = await Promise.all([builtAt(current), builtAt(siteDir)]);
  if (current && currentBuilt > 0 && currentBuilt >= siteBuilt) return link;
  let target = path.resolve(siteDir);
  if (target === path.join(root, 'out')) {
    const copy = await newBuildDir(root);
    await cp(await realpath(target), copy, { recursive: true });
    target = copy;
  }
  await pointLink(link, target);
  return link;
}

/** How often a server without the rebuild queue looks whether a build swapped its site folder (ms). */
export const FOLLOW_INTERVAL_MS = 2_000;

/**
 * Reloads `site` (page index, 404 page, script hashes) when the symlink `siteDir` is pointed at
 * another build (scripts/site-folders.ts: `npm run build` while `npm start` serves the same
 * folder), so the server's CSP hashes match the pages it serves again within FOLLOW_INTERVAL_MS.
 * The timer is unref'd. @returns a function that stops following.
 */
export function followSiteFolder(siteDir: string, site: LiveSite, intervalMs = FOLLOW_INTERVAL_MS): () => void {
  let seen: Promise<string | null> = linkTarget(siteDir);
  const timer = setInterval(() => {
    seen = seen.then(async (before) => {
      const now = await linkTarget(siteDir);
      if (now === before) return before;
      try {
        await site.reload();
        return now;
      } catch {
        // A half-swapped or missing folder: try again on the next tick.
        return before;
      }
    });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
