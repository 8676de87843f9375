import { cp, stat } from 'node:fs/promises';
import path from 'node:path';
import { linkTarget, newBuildDir, pointLink } from './site-link';

/** The name of the symlink the server serves when the rebuild webhook is on. */
export const LIVE_LINK = 'site-current';

const builtAt = async (dir: string | null) => (dir ? ((await stat(path.join(dir, 'build-info.json')).catch(() => undefined))?.mtimeMs ?? 0) : 0);

/**
 * Points `<root>/site-current` at the site to serve at start-up: the folder it already points at
 * when that build is newer than `siteDir` (a rebuild from before a restart), otherwise `siteDir`.
 * `<root>/out` itself is never served through the link, because every build first empties it
 * (scripts/build-site.ts); it is copied to an `out-<epoch ms>` folder instead.
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
    await cp(target, copy, { recursive: true });
    target = copy;
  }
  await pointLink(link, target);
  return link;
}
