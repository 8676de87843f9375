/**
 * A site server as production runs it (`npm start`, scripts/start.ts) with the rebuild webhook on,
 * over synthetic content of a given size, for the bench's publish measurements (issues 15 and 31):
 * an edit of its content files, `POST /api/rebuild`, and the time until the edited page shows the
 * new text. Its cleanup removes only the folders its own SITE_DIR made (siteFolderFamily) and its
 * content copy.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdir, realpath, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { childEnv } from '@/lib/config/child-env';
import { liveNames, siteFolderFamily } from '@/server/rebuild/live-link';
import { syntheticContent } from '../synthetic-content';
import { buildSummary, type BuildSummary } from './summary';

/** The bench's ports (lib/config: BENCH_PORT_BASE, BENCH_EMULATOR_PORT). */
export interface Ports {
  portBase: number;
  emulatorPort: number;
}

/** One publish: seconds from the webhook call to the page showing the change. */
export interface Published {
  seconds: number;
  /** The 1-minute load average when the webhook was called. */
  load: string | undefined;
  build: BuildSummary;
}

export interface PublishingSite {
  /** The synthetic content the site builds from (`CONTENT_ROOT`): edit its files, then `publish`. */
  contentRoot: string;
  /** The page at `pathname` as the site serves it now. @throws Error for an answer other than 200. */
  page(pathname: string): Promise<string>;
  /** The build the site serves now (the folder its live link points at). */
  liveBuild(): Promise<string>;
  /**
   * Calls the rebuild webhook and waits until `shows(page)` holds for the page at `pathname` and
   * the site printed the rebuild's summary line. @throws Error when it does not within 30 min.
   */
  publish(pathname: string, shows: (page: string) => boolean): Promise<Published>;
  /** Stops the server and removes what it made. */
  close(): Promise<void>;
}

const SECRET = 'b'.repeat(24);
/** How long the start build and a publish may take at most: minutes at 10,000 productions on a busy machine. */
const WAIT_MS = 30 * 60_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stops a site and waits until it has exited. */
export async function stopSite(site: ChildProcess): Promise<void> {
  if (site.exitCode !== null) return;
  site.kill();
  await new Promise((resolve) => site.once('exit', resolve));
}

/** The output lines of a child process as they come, all kept: a build prints a few dozen. */
export function collectOutput(child: ChildProcess): string[] {
  const lines: string[] = [];
  const keep = (chunk: Buffer) => lines.push(...chunk.toString('utf8').split('\n'));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return lines;
}

/** Removes the folders and links the server of `siteDir` made in the project folder (and nothing else). */
export async function removeSiteFolders(root: string, siteDir: string): Promise<void> {
  const leftovers = (await readdir(root)).filter(siteFolderFamily(siteDir));
  await Promise.all(
    leftovers.map((name) => rm(path.join(root, name), { recursive: true, force: true })),
  );
}

/**
 * Starts `npm start` over synthetic content of `productions` productions (0: the embedded site) on
 * BENCH_PORT_BASE with the rebuild secret set and the daily rebuild off, and waits until its start
 * build serves the front page. @throws Error with the site's last lines when it does not.
 */
export async function startPublishingSite(
  root: string,
  ports: Ports,
  productions: number,
): Promise<PublishingSite> {
  const contentRoot = await syntheticContent(root, productions);
  const siteDir = `out-bench-live-${productions}`;
  const base = `http://127.0.0.1:${ports.portBase}`;
  const site = spawn(process.execPath, [require.resolve('tsx/cli'), 'scripts/start.ts'], {
    cwd: root,
    env: childEnv({
      PORT: String(ports.portBase),
      HOST: '127.0.0.1',
      SITE_DIR: siteDir,
      EMULATOR_PORT: String(ports.emulatorPort),
      CONTENT_ROOT: contentRoot,
      REBUILD_SECRET: SECRET,
      REBUILD_SCHEDULE: 'off',
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = collectOutput(site);
  const close = async () => {
    await stopSite(site);
    await Promise.all([
      removeSiteFolders(root, siteDir),
      rm(contentRoot, { recursive: true, force: true }),
    ]);
  };
  const until = async (what: string, check: () => Promise<boolean>) => {
    const deadline = Date.now() + WAIT_MS;
    while (Date.now() < deadline) {
      if (site.exitCode !== null)
        throw new Error(
          `the site exited while waiting for ${what}:\n${output.slice(-20).join('\n')}`,
        );
      if (await check().catch(() => false)) return;
      await pause(250);
    }
    throw new Error(
      `timed out waiting for ${what}; the site printed:\n${output.slice(-20).join('\n')}`,
    );
  };
  const builds = () => output.filter((line) => line.startsWith('Built ')).length;
  const page = async (pathname: string) => {
    const answer = await fetch(`${base}${pathname}`);
    if (!answer.ok) throw new Error(`${pathname} answered ${answer.status}`);
    return answer.text();
  };
  try {
    await until('the start build', async () => (await fetch(`${base}/`)).ok);
  } catch (error) {
    await close();
    throw error;
  }
  return {
    contentRoot,
    page,
    liveBuild: () => realpath(path.join(root, liveNames(siteDir).link)),
    async publish(pathname, shows) {
      const before = builds();
      const from = output.length;
      const load = os.loadavg()[0]?.toFixed(2);
      const started = Date.now();
      const answer = await fetch(`${base}/api/rebuild`, {
        method: 'POST',
        headers: { 'x-rebuild-secret': SECRET },
      });
      if (!answer.ok) throw new Error(`the rebuild webhook answered ${answer.status}`);
      await until(`${pathname} to show the change`, async () => shows(await page(pathname)));
      const seconds = (Date.now() - started) / 1000;
      // The summary line is printed before the swap; its pipe may still be on its way.
      await until('the build summary line', () => Promise.resolve(builds() > before));
      return { seconds, load, build: buildSummary(output.slice(from)) };
    },
    close,
  };
}
