import { lstat, realpath, rm } from 'node:fs/promises';
import type { LiveSite } from '../app';
import { linkTarget, pointLink } from '@/pipeline/site-link';

/** How often the site server looks for a rollback request (ms). */
export const ROLLBACK_POLL_MS = 1_000;

/**
 * The symlink `npm run rollback` writes beside the live link (`site-current.rollback`), pointing
 * at the build to serve; the site server that serves the live link takes it (followRollbackRequests).
 */
export const rollbackRequestFor = (link: string): string => `${link}.rollback`;

/**
 * Takes a rollback request once: points `link` at the requested build the way a rebuild's swap does
 * (LiveSite.prepare before the link moves, the switch right after), so the page index and script
 * hashes switch with the files, then removes the request.
 * @returns the build now served, or null when there was no request.
 * @throws Error when the requested build cannot be read (the old build keeps serving).
 */
export async function takeRollbackRequest(link: string, site: LiveSite): Promise<string | null> {
  const request = rollbackRequestFor(link);
  const target = await linkTarget(request);
  if (!target) return null;
  if ((await linkTarget(link)) !== target) {
    const switchSite = await site.prepare(target);
    await pointLink(link, target).catch((error: unknown) => {
      switchSite(false);
      throw error;
    });
    switchSite();
  }
  // Only the request taken: one written meanwhile names another build and is taken next time.
  if ((await linkTarget(request)) === target) await rm(request, { force: true });
  return realpath(target);
}

/**
 * For a server serving the live link (rebuilds on): looks every `intervalMs` for a rollback request
 * of `npm run rollback` (server/rebuild/rollback.ts) and takes it. A request that cannot be taken
 * stays for the next look; the command reports it. The timer is unref'd.
 * @returns a function that stops following.
 */
export function followRollbackRequests(
  link: string,
  site: LiveSite,
  intervalMs = ROLLBACK_POLL_MS,
): () => void {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    void lstat(rollbackRequestFor(link))
      .then(() => takeRollbackRequest(link, site))
      .catch(() => undefined)
      .finally(() => (busy = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
