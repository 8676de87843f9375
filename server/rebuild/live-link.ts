import { rmSync } from 'node:fs';
import { cp, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { LiveSite } from '../app';
import { removeDeadServedLinks } from '@/pipeline/site-folders';
import { linkTarget, newBuildDir, pointLink } from '@/pipeline/site-link';

/** The name of the symlink the server serves when the rebuild webhook is on. */
export const LIVE_LINK = 'site-current';

/**
 * The live link and the rebuilds' name prefix of a site folder, so servers of different SITE_DIRs
 * in one project never share them: `out` → `site-current` and `out-<epoch ms>`; `out-118` →
 * `out-118.current` and `out-118-<epoch ms>`.
 */
export function liveNames(siteDir: string): { link: string; prefix: string } {
  const name = path.basename(path.resolve(siteDir));
  return name === 'out'
    ? { link: LIVE_LINK, prefix: 'out' }
    : { link: `${name}.current`, prefix: name };
}

/**
 * True for the entries of a project folder that the server of `siteDir` (a name in the project
 * folder, e.g. `out-editors`) and its builds make: the folder itself, `<name>.builds`, `.nginx`,
 * `.served-<pid>`, `.current`, `.rebuilds.json`, its rebuilds `<name>-<epoch ms>` with theirs, and
 * its live link (`site-current` for `out`). Never another SITE_DIR's (`out-editors-status` is not
 * `out-editors`'s): a cleanup removes only what its own run made (issue 31, point 5).
 */
export function siteFolderFamily(siteDir: string): (name: string) => boolean {
  const base = path.basename(siteDir);
  const { link } = liveNames(siteDir);
  const escaped = base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const rebuild = new RegExp(`^${escaped}-\\d{13}(?:\\.|$)`);
  return (name) =>
    name === base || name === link || name.startsWith(`${base}.`) || rebuild.test(name);
}

const builtAt = async (dir: string | null) =>
  dir ? ((await stat(path.join(dir, 'build-info.json')).catch(() => undefined))?.mtimeMs ?? 0) : 0;

/**
 * Points `<root>/site-current` (`<root>/<SITE_DIR name>.current` for another SITE_DIR, liveNames) at the site to serve at start-up: the folder it already points at
 * when that build is newer than `siteDir` (a rebuild from before a restart), otherwise `siteDir`.
 * `<root>/out` is never served through the link: it is a symlink that `npm run build` swaps and
 * whose old builds it deletes (pipeline/site-folders.ts); the build it points at is copied to an
 * `out-<epoch ms>` folder instead.
 * @returns the link's path.
 */
export async function prepareLiveLink(root: string, siteDir: string): Promise<string> {
  const link = path.join(root, liveNames(siteDir).link);
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
 * For a server without the rebuild queue: its own symlink `<siteDir>.served-<pid>` to the build
 * `siteDir` points at now, which it serves (pipeline/site-folders.ts keeps every build such a link
 * points at while its process lives). Links of processes that are gone are removed. The link is
 * removed when this process exits.
 * @returns the private link's path.
 */
export async function servePrivately(siteDir: string): Promise<string> {
  const link = `${path.resolve(siteDir)}.served-${process.pid}`;
  await removeDeadServedLinks(siteDir);
  await pointLink(link, await realpath(siteDir));
  process.once('exit', () => rmSync(link, { force: true }));
  return link;
}

/**
 * Points the server's private link at the build `siteDir` points at whenever a build swapped it
 * (`npm run build` while `npm start` serves the same folder), switching the page index and script
 * hashes together with the files (LiveSite.prepare), so no page is served with another build's
 * hashes. Looks every `intervalMs`; the timer is unref'd. @returns a function that stops following.
 */
export function followSiteFolder(
  siteDir: string,
  link: string,
  site: LiveSite,
  intervalMs = FOLLOW_INTERVAL_MS,
): () => void {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    void (async () => {
      const [wanted, served] = await Promise.all([
        realpath(siteDir).catch(() => null),
        linkTarget(link),
      ]);
      if (!wanted || wanted === served) return;
      const switchSite = await site.prepare(wanted);
      await pointLink(link, wanted).catch((error: unknown) => {
        switchSite(false);
        throw error;
      });
      switchSite();
    })()
      // A half-written or missing folder: the next tick tries again; the old build keeps serving.
      .catch(() => undefined)
      .finally(() => (busy = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
