import { spawn } from 'node:child_process';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { removeTemporaryFolders, temporaryFolder } from '@/tests/tiny-site';
import { buildLockPath, recoverAbandonedBuild } from './build-lock';
import { buildsFolderFor } from './site-folders';

afterAll(removeTemporaryFolders);

/** Whether `pid` runs: a zombie (dead, not yet reaped by its new parent) does not. */
async function running(pid: number): Promise<boolean> {
  const status = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  return status !== null && !/^\d+ \(.*\) [ZX]/.test(status);
}

/** The parent of a running `pid` (field 4 of /proc/<pid>/stat, after the command in parentheses). */
async function parentOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/stat`, 'utf8');
  return Number(/^\d+ \(.*\) \S+ (\d+)/.exec(status)?.[1]);
}

/** Polls `check` every 50 ms until it holds; false once `ms` have passed without. */
async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('builds stop with their process (issue 26 item 5)', () => {
  it('kill -9 mid-build: next build and its worker are gone within 5 s; the next start leaves no unfinished folder and a free lock', async () => {
    const root = await temporaryFolder('crash-mid-build');
    const pidsFile = path.join(root, 'next-pids.json');
    const build = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/crashing-build.ts', root, pidsFile],
      { cwd: process.cwd(), stdio: 'ignore' },
    );
    // Set when Node has reaped the build: until then its pid runs as a zombie, which the lock
    // counts as a live holder (kill(pid, 0) succeeds).
    let exited = false;
    build.on('exit', () => (exited = true));
    try {
      // The content load takes seconds, and over two minutes on a machine as busy as five builds
      // on two cores: wait for the stand-in to run (or the build to fail), however long it takes.
      const started = () =>
        stat(pidsFile).then(
          () => true,
          () => exited,
        );
      expect(await within(600_000, started)).toBe(true);
      expect(exited).toBe(false);
      const pids = JSON.parse(await readFile(pidsFile, 'utf8')) as number[];
      expect(pids).toHaveLength(2);
      for (const pid of pids) expect(await running(pid)).toBe(true);
      // The guard between the build and next build (pipeline/guarded-run.ts), next build's parent.
      const guard = await parentOf(pids[0] ?? 0);
      expect(guard).not.toBe(build.pid);
      expect(await running(guard)).toBe(true);
      const unfinished = await readdir(buildsFolderFor(path.join(root, 'out')));
      expect(unfinished).toHaveLength(1);

      build.kill('SIGKILL');
      // The killed build's whole tree: the build itself (reaped, so its pid is free), its guard,
      // next build and the worker. Waiting for next build and the worker only let the lock
      // check below run while the build was still a zombie, which failed on a busy machine.
      const allGone = async () =>
        exited && !(await Promise.all([guard, ...pids].map(running))).some(Boolean);
      expect(await within(5_000, allGone)).toBe(true);

      // The next start (server/start.ts) finds the dead build's lock.
      expect(await recoverAbandonedBuild(root)).toBe(true);
      await expect(stat(buildsFolderFor(path.join(root, 'out')))).rejects.toMatchObject({
        code: 'ENOENT',
      });
      await expect(stat(buildLockPath(root))).rejects.toMatchObject({ code: 'ENOENT' });
    } finally {
      build.kill('SIGKILL');
    }
  }, 660_000);
});
