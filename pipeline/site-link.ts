import { readdir, readlink, rename, rm, stat, symlink } from 'node:fs/promises';
import path from 'node:path';

/** Build folders made by the rebuilder of the site `prefix`: `out-<epoch ms>` (`out-118-<epoch ms>` for out-118), never `out/` or the member builds `out-118`. */
export const buildDirPattern = (prefix: string): RegExp =>
  new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-\\d{13}$`);

/** A fresh build folder `<prefix>-<epoch ms>` in `buildsDir`, named after `now`; never an existing one. */
export async function newBuildDir(
  buildsDir: string,
  now = Date.now(),
  prefix = 'out',
): Promise<string> {
  for (let stamp = now; ; stamp += 1) {
    const dir = path.join(buildsDir, `${prefix}-${stamp}`);
    if (!(await stat(dir).catch(() => undefined))) return dir;
  }
}

/** The absolute folder `link` points at, or null when it is no symlink. */
export async function linkTarget(link: string): Promise<string | null> {
  const target = await readlink(link).catch(() => null);
  return target === null ? null : path.resolve(path.dirname(link), target);
}

/**
 * Points `link` at `target` atomically: a new symlink is renamed over the old one (rename(2) is
 * atomic on POSIX), so every request sees either the old or the new site, never none.
 * The link is relative, so the project folder can move.
 */
export async function pointLink(link: string, target: string): Promise<void> {
  const temporary = `${link}.next-${process.pid}`;
  await rm(temporary, { force: true });
  await symlink(path.relative(path.dirname(link), target), temporary);
  await rename(temporary, link);
}

/** Deletes the rebuilder's build folders in `buildsDir` except `keep` (the live and the previous build), each with its nginx config folder (`<dir>.nginx`) and, when the build made it a symlink, its builds folder (`<dir>.builds`, pipeline/site-folders.ts). */
export async function pruneBuilds(
  buildsDir: string,
  keep: readonly (string | null)[],
  prefix = 'out',
): Promise<string[]> {
  const BUILD_DIR = buildDirPattern(prefix);
  const kept = new Set(
    keep.filter((dir): dir is string => dir !== null).map((dir) => path.resolve(dir)),
  );
  const names = (await readdir(buildsDir)).filter((name) => BUILD_DIR.test(name));
  const doomed = names.map((name) => path.join(buildsDir, name)).filter((dir) => !kept.has(dir));
  await Promise.all(
    doomed
      .flatMap((dir) => [dir, `${dir}.nginx`, `${dir}.builds`])
      .map((dir) => rm(dir, { recursive: true, force: true })),
  );
  return doomed;
}
