import { readdir, realpath, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { withBuildLock, buildLockPath } from '@/pipeline/build-lock';
import { buildsFolderFor, isAlive, servedLinks } from '@/pipeline/site-folders';
import { buildDirPattern, linkTarget, pointLink } from '@/pipeline/site-link';
import { liveNames } from './live-link';
import { runPublishCommand } from './publish';
import { rollbackRequestFor } from './rollback-request';

/** A rollback that cannot be done; its message says why and what to do, for the operator. */
export class RollbackRefused extends Error {}

export interface RollbackOptions {
  /** The project folder (the build lock, the live link, the rebuilds' folders). */
  root: string;
  /** SITE_DIR, absolute. */
  siteDir: string;
  /** Rebuilds on (a secret or a schedule): the server serves the live link `site-current`; else `siteDir` → `<siteDir>.builds/<epoch ms>`. */
  liveLink: boolean;
  /** REBUILD_PUBLISH_COMMAND: run with the rolled-back folder, as after a rebuild's swap. */
  publishCommand?: string | undefined;
  /** How long to wait for running site servers to serve the rolled-back build (ms). */
  waitMs?: number;
  pollMs?: number;
}

/** What the rollback did, in lines for the operator: the build served before, the one served now, and what else to do. */
export interface RollbackReport {
  before: string;
  now: string;
  lines: string[];
}

/** The time a build finished (its `build-info.json`, ms); 0 when it is no finished build. */
const finishedAt = async (dir: string) =>
  (await stat(path.join(dir, 'build-info.json')).catch(() => undefined))?.mtimeMs ?? 0;

/**
 * The finished build that was live before `current` among `candidates`: ordered by the time each
 * finished (then by name), the one just before `current`.
 */
async function buildBefore(current: string, candidates: string[]): Promise<string | undefined> {
  const dated = await Promise.all(
    [...new Set([current, ...candidates])].map(async (dir) => ({
      dir,
      at: await finishedAt(dir),
    })),
  );
  const ordered = dated
    .filter(({ at, dir }) => at > 0 || dir === current)
    .sort((a, b) => a.at - b.at || a.dir.localeCompare(b.dir))
    .map(({ dir }) => dir);
  return ordered[ordered.indexOf(current) - 1];
}

const noPrevious = (current: string) =>
  new RollbackRefused(
    `No earlier finished build is kept beside ${current}: there is nothing to roll back to. Only the live build and the one before it are kept; after a rollback the next one has nowhere to go until a new build.`,
  );

/** Waits until `done` holds or `waitMs` has passed. @returns whether it held. */
async function waitFor(done: () => Promise<boolean>, waitMs: number, pollMs: number) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    if (await done()) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** Runs REBUILD_PUBLISH_COMMAND with the rolled-back folder, or says what nginx needs. @returns a line for the operator. */
async function publish(
  folder: string,
  siteDir: string,
  publishCommand: string | undefined,
): Promise<string> {
  if (publishCommand)
    return runPublishCommand(publishCommand, folder).then(
      () => `REBUILD_PUBLISH_COMMAND ran with ${folder}, as after a rebuild.`,
      (error: unknown) =>
        `REBUILD_PUBLISH_COMMAND failed (${error instanceof Error ? error.message : String(error)}): the site server serves the build, nginx may not; see docs/operations.md, Rollback.`,
    );
  const config = path.join(`${folder}.nginx`, 'nginx.conf');
  if (await stat(config).catch(() => undefined))
    return `Behind nginx without REBUILD_PUBLISH_COMMAND: load ${config} (that build's config) and reload nginx (nginx -t && systemctl reload nginx).`;
  return `Behind nginx: no config is kept with ${folder} (the copy of ${siteDir} made when the server started); ${siteDir}.nginx/nginx.conf serves that build unless ${siteDir} was rebuilt since.`;
}

/** Rebuilds on: the running server takes a request beside its live link (rollback-request.ts) and swaps as a rebuild does. */
async function rollBackLiveLink(
  root: string,
  siteDir: string,
  {
    waitMs,
    pollMs,
    publishCommand,
  }: Required<Pick<RollbackOptions, 'waitMs' | 'pollMs'>> & RollbackOptions,
): Promise<RollbackReport> {
  const { link, prefix } = liveNames(siteDir);
  const live = path.join(root, link);
  const current = await linkTarget(live);
  if (!current)
    throw new RollbackRefused(
      `${live} is no link: no site server with rebuilds on has served this project yet (with rebuilds off, run the rollback with REBUILD_SCHEDULE=off and no secret, as the server runs).`,
    );
  const pattern = buildDirPattern(prefix);
  const names = (await readdir(root)).filter((name) => pattern.test(name));
  // Another SITE_DIR is served directly at first (live-link.ts, prepareLiveLink).
  const own = path.basename(siteDir) === 'out' ? [] : [path.resolve(siteDir)];
  const previous = await buildBefore(current, [
    ...names.map((name) => path.join(root, name)),
    ...own,
  ]);
  if (!previous) throw noPrevious(current);
  const request = rollbackRequestFor(live);
  await pointLink(request, previous);
  const taken = await waitFor(
    async () => (await linkTarget(request)) === null && (await linkTarget(live)) === previous,
    waitMs,
    pollMs,
  );
  const lines: string[] = [];
  if (taken)
    lines.push(
      'The running site server serves it now (page index and policy switched with the files).',
    );
  else {
    await rm(request, { force: true });
    await pointLink(live, previous);
    lines.push(
      `No running site server took the rollback within ${waitMs / 1000} s: ${link} now points at it, so the server serves it when it starts (systemctl restart kulturhuset-site if one is running but stuck).`,
    );
  }
  lines.push(await publish(previous, siteDir, publishCommand));
  return { before: current, now: previous, lines };
}

/** Rebuilds off: `siteDir` is pointed back (as `npm run build` swaps it); servers follow it through their private links. */
async function rollBackSiteFolder(
  siteDir: string,
  { waitMs, pollMs }: Required<Pick<RollbackOptions, 'waitMs' | 'pollMs'>>,
): Promise<RollbackReport> {
  const current = await linkTarget(siteDir);
  if (!current)
    throw new RollbackRefused(
      `${siteDir} is no link to a kept build (an older checkout's plain folder, or no build yet): there is nothing to roll back to.`,
    );
  const builds = buildsFolderFor(siteDir);
  const names = await readdir(builds).catch(() => [] as string[]);
  const previous = await buildBefore(
    current,
    names.map((name) => path.join(builds, name)),
  );
  if (!previous) throw noPrevious(current);
  await pointLink(siteDir, previous);
  const servers = (await servedLinks(siteDir)).filter(({ pid }) => isAlive(pid));
  const real = await realpath(previous);
  const followed = await waitFor(
    async () =>
      (await Promise.all(servers.map(({ link }) => linkTarget(link)))).every(
        (target) => target === real,
      ),
    waitMs,
    pollMs,
  );
  const pids = servers.map(({ pid }) => pid).join(', ');
  const lines = [
    servers.length === 0
      ? 'No site server serves this folder now; the next one started serves it.'
      : followed
        ? `The running site server (pid ${pids}) serves it now.`
        : `The running site server (pid ${pids}) did not follow within ${waitMs / 1000} s: restart it.`,
    `nginx: ${siteDir}.nginx/nginx.conf still names the newer build; a rollback cannot restore an older config here. Behind nginx, run the server with rebuilds on (a secret), where each build keeps its config.`,
  ];
  return { before: current, now: previous, lines };
}

/**
 * `npm run rollback` (docs/operations.md, Rollback; issue 29 point 5): serves the build that was
 * live before the current one again. With rebuilds on, the running server swaps its live link to
 * it the way a rebuild does and REBUILD_PUBLISH_COMMAND runs with it; with rebuilds off, `siteDir`
 * is pointed back and running servers follow it within seconds. Holds the build lock, so no build
 * swaps meanwhile; the next build after it is swapped in as usual, and prunes the newer build.
 * @throws RollbackRefused when a build is running, or no earlier finished build is kept.
 */
export async function rollBack(options: RollbackOptions): Promise<RollbackReport> {
  const { root, siteDir, liveLink, waitMs = 60_000, pollMs = 250 } = options;
  let locked = false;
  try {
    return await withBuildLock(
      root,
      () => {
        locked = true;
        return liveLink
          ? rollBackLiveLink(root, siteDir, { ...options, waitMs, pollMs })
          : rollBackSiteFolder(path.resolve(siteDir), { waitMs, pollMs });
      },
      { waitMs: 0, log: () => {} },
    );
  } catch (error) {
    if (locked || !(await stat(buildLockPath(root)).catch(() => null))) throw error;
    throw new RollbackRefused(
      `A build is running (build lock ${buildLockPath(root)}): wait for it to finish (GET /api/rebuild/status, or the server's log), then run the rollback again.`,
    );
  }
}
