import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { CACHE_RULES } from '@/policy/cache-policy';

/**
 * Builds kept on disk beside the served one, whose hashed assets (`/_next/static/…`) the site
 * server keeps serving (issue 26, point 6; docs/architecture.md, Serving): a visitor holding a
 * page of an earlier build still gets its scripts after a swap, code rebuilds included, for as
 * long as that build is kept (pipeline/site-folders.ts and pipeline/site-link.ts keep the live build and
 * the one before it).
 */
export interface KeptBuild {
  /** The build folder, resolved (no symlink). */
  readonly root: string;
  /** Its hashed assets by request path (`/_next/static/chunks/x.js`), `.br`/`.gz` variants left out. */
  readonly assets: ReadonlySet<string>;
}

const ASSETS = CACHE_RULES.immutable.pathPrefix;

/** The hashed assets of the build at `root` by request path; none when it has no `_next/static/`. */
export async function hashedAssets(root: string): Promise<Set<string>> {
  const found = new Set<string>();
  async function walk(dir: string, prefix: string): Promise<void> {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const requestPath = `${prefix}${entry.name}`;
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), `${requestPath}/`);
      else if (entry.isFile() && !/\.(?:br|gz)$/.test(entry.name)) found.add(requestPath);
    }
  }
  await walk(path.join(root, ASSETS), ASSETS);
  return found;
}

/**
 * The finished builds beside `served` in its builds folder (`out.builds/<epoch ms>`,
 * pipeline/site-folders.ts), newest first; none when `served` lies in no builds folder. A build
 * counts once it has written `build-info.json`, so an export in progress or a crashed one does not.
 */
export async function keptBuildsBeside(served: string): Promise<KeptBuild[]> {
  const real = await realpath(served).catch(() => undefined);
  if (!real || !path.dirname(real).endsWith('.builds')) return [];
  const folder = path.dirname(real);
  const names = (await readdir(folder).catch(() => [] as string[]))
    .filter((name) => path.join(folder, name) !== real)
    .sort()
    .reverse();
  const finished = await Promise.all(
    names.map(async (name) =>
      (await stat(path.join(folder, name, 'build-info.json')).catch(() => undefined))?.isFile()
        ? path.join(folder, name)
        : undefined,
    ),
  );
  return Promise.all(
    finished
      .filter((root): root is string => root !== undefined)
      .map(async (root) => ({ root, assets: await hashedAssets(root) })),
  );
}

/** The kept build that has the hashed asset `requestPath` (plain, `/_next/static/…`), or undefined. */
export const keptBuildWith = (
  kept: readonly KeptBuild[],
  requestPath: string,
): KeptBuild | undefined =>
  requestPath.startsWith(ASSETS) ? kept.find(({ assets }) => assets.has(requestPath)) : undefined;
