import { cp, lstat, mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { linkTarget, pointLink } from './site-link';

/**
 * Where the builds of a site folder live (issue 12 item 5): `out` is a symlink to
 * `out.builds/<epoch ms>`, `out-118` to `out-118.builds/<epoch ms>`. A build writes a fresh folder
 * there and swaps the link only when it succeeded; the folder a server may still be serving (the
 * live one and the one before it) is never deleted.
 */
export const buildsFolderFor = (siteDir: string): string => `${path.resolve(siteDir)}.builds`;

/** A fresh, not yet existing build folder for `siteDir`, named after `now` (epoch ms). */
export async function freshBuildFolder(siteDir: string, now = Date.now()): Promise<string> {
  const builds = buildsFolderFor(siteDir);
  await mkdir(builds, { recursive: true });
  for (let stamp = now; ; stamp += 1) {
    const dir = path.join(builds, String(stamp));
    if (!(await lstat(dir).catch(() => undefined))) return dir;
  }
}

/**
 * Moves a finished export to `to` (a folder that does not exist): a rename, or a copy and delete
 * when `to` is on another file system (a site folder outside the project, e.g. a benchmark's).
 */
export async function moveFolder(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, `${to}.partial`, { recursive: true });
    await rename(`${to}.partial`, to);
    await rm(from, { recursive: true, force: true });
  }
}

/**
 * Points the symlink `siteDir` at `build` atomically: a new relative symlink is renamed over the
 * old one (rename(2) is atomic), so a server reading `siteDir` sees the old or the new site, never
 * none. A plain folder left at `siteDir` by an older build is first moved into the builds folder
 * (once; it is then the "previous" build and deleted by a later swap).
 * @returns the folder `siteDir` pointed at before, or null.
 */
export async function swapIn(siteDir: string, build: string): Promise<string | null> {
  const link = path.resolve(siteDir);
  let previous = await linkTarget(link);
  const existing = await lstat(link).catch(() => undefined);
  if (existing && !existing.isSymbolicLink()) {
    previous = path.join(buildsFolderFor(link), `${Math.floor(existing.mtimeMs)}-before-links`);
    await rename(link, previous);
  }
  await pointLink(link, build);
  return previous;
}

const SERVED_LINK = /\.served-(\d+)$/;

/** Whether a process with `pid` runs (one of another user counts: EPERM). */
export const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The private links `<siteDir>.served-<pid>` of site servers (server/rebuild/live-link.ts), with their pid. */
export async function servedLinks(siteDir: string): Promise<{ link: string; pid: number }[]> {
  const site = path.resolve(siteDir);
  const names = await readdir(path.dirname(site)).catch(() => [] as string[]);
  return names
    .filter((name) => name.startsWith(`${path.basename(site)}.served-`))
    .flatMap((name) => {
      const pid = Number(SERVED_LINK.exec(name)?.[1]);
      return Number.isInteger(pid) ? [{ link: path.join(path.dirname(site), name), pid }] : [];
    });
}

/** Removes the private links of site servers that are no longer running. */
export async function removeDeadServedLinks(siteDir: string): Promise<void> {
  const dead = (await servedLinks(siteDir)).filter(({ pid }) => !isAlive(pid));
  await Promise.all(dead.map(({ link }) => rm(link, { force: true })));
}

/**
 * Deletes the builds of `siteDir` except `keep` (the live build and the one before it) and any
 * build a running site server serves through its private link `<siteDir>.served-<pid>`. Unfinished exports of crashed builds go too,
 * unless a build is running now (callers hold the build lock).
 * @returns the deleted folders.
 */
export async function pruneSiteBuilds(
  siteDir: string,
  keep: readonly (string | null)[],
): Promise<string[]> {
  const builds = buildsFolderFor(siteDir);
  // A build a running server serves through its private link is never deleted; links of servers that are gone go.
  await removeDeadServedLinks(siteDir);
  const served = await Promise.all(
    (await servedLinks(siteDir))
      .filter(({ pid }) => isAlive(pid))
      .map(({ link }) => linkTarget(link)),
  );
  const kept = new Set(
    [...keep, ...served]
      .filter((dir): dir is string => dir !== null)
      .map((dir) => path.resolve(dir)),
  );
  const names = await readdir(builds).catch(() => [] as string[]);
  const doomed = names.map((name) => path.join(builds, name)).filter((dir) => !kept.has(dir));
  await Promise.all(doomed.map((dir) => rm(dir, { recursive: true, force: true })));
  return doomed;
}
