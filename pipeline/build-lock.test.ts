import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildLockPath, recoverAbandonedBuild, withBuildLock } from './build-lock';

const folders: string[] = [];
async function projectFolder(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'build-lock-'));
  folders.push(dir);
  return dir;
}
afterAll(() => Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A promise and the function that settles it, to wait for something to happen. */
function signal<T = void>(): { promise: Promise<T>; fire: (value: T) => void } {
  let fire: (value: T) => void = () => {};
  const promise = new Promise<T>((resolve) => (fire = resolve));
  return { promise, fire };
}

/** The pid of a process that has exited: no process runs with it now. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid;

/** Writes a lock as a build in another process would hold it (build-lock.ts, LockOwner). */
async function writeLock(root: string, owner: object) {
  await mkdir(buildLockPath(root));
  await writeFile(path.join(buildLockPath(root), 'owner.json'), JSON.stringify(owner));
}

describe('withBuildLock', () => {
  it('makes a second build of the same folder wait, with one log line, until the first is done', async () => {
    const root = await projectFolder();
    const events: string[] = [];
    const lines: string[] = [];
    const firstStarted = signal();
    const secondWaits = signal();
    const finishFirst = signal();
    const first = withBuildLock(root, async () => {
      events.push('first starts');
      firstStarted.fire();
      await finishFirst.promise;
      events.push('first ends');
      return 1;
    });
    await firstStarted.promise;
    const second = withBuildLock(
      root,
      async () => {
        events.push('second starts');
        return 2;
      },
      {
        pollMs: 50,
        log: (line) => {
          lines.push(line);
          secondWaits.fire();
        },
      },
    );
    await secondWaits.promise;
    expect(events).toEqual(['first starts']);
    finishFirst.fire();
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(events).toEqual(['first starts', 'first ends', 'second starts']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^Another build of .* is running \\(lock .*\\.build\\.lock, pid ${process.pid}\\); waiting for it to finish`,
      ),
    );
    await expect(stat(buildLockPath(root))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('gives up with a clear message when the other build holds the lock too long, and never runs the work', async () => {
    const root = await projectFolder();
    const started = signal();
    const release = signal();
    const holder = withBuildLock(root, async () => {
      started.fire();
      await release.promise;
    });
    await started.promise;
    const work = jest.fn(async () => undefined);
    await expect(
      withBuildLock(root, work, { waitMs: 300, pollMs: 50, log: () => {} }),
    ).rejects.toThrow(
      /another build of .* still holds the build lock .*\.build\.lock after 0\.3 s; wait for it to finish and try again/,
    );
    expect(work).not.toHaveBeenCalled();
    release.fire();
    await holder;
  });

  it('releases the lock when a build fails, so the next build starts at once', async () => {
    const root = await projectFolder();
    await expect(
      withBuildLock(root, async () => Promise.reject(new Error('next build exited with code 1'))),
    ).rejects.toThrow('next build exited with code 1');
    const lines: string[] = [];
    await expect(
      withBuildLock(root, async () => 'built', { log: (line) => lines.push(line) }),
    ).resolves.toBe('built');
    expect(lines).toEqual([]);
  });

  it('takes over the lock of a build whose process is gone at once, deleting its unfinished folders', async () => {
    const root = await projectFolder();
    const unfinished = path.join(root, 'out.builds', '1764000000000');
    await mkdir(unfinished, { recursive: true });
    await writeFile(path.join(unfinished, 'index.html'), 'halvferdig');
    await writeLock(root, { pid: deadPid(), unfinished: [unfinished] });
    const lines: string[] = [];
    await expect(
      withBuildLock(root, async () => 'built', { waitMs: 0, log: (line) => lines.push(line) }),
    ).resolves.toBe('built');
    expect(lines).toEqual([expect.stringMatching(/^Took over the build lock .* is gone/)]);
    await expect(stat(unfinished)).rejects.toMatchObject({ code: 'ENOENT' });
    // The builds folder it left empty goes too.
    await expect(stat(path.dirname(unfinished))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('never takes over the lock of a live build, however old the lock; takes it once that process is killed', async () => {
    const root = await projectFolder();
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
      stdio: 'ignore',
    });
    try {
      await writeLock(root, { pid: holder.pid, unfinished: [] });
      const anHourAgo = new Date(Date.now() - 3_600_000);
      await utimes(buildLockPath(root), anHourAgo, anHourAgo);
      const waits = signal();
      const waiting = withBuildLock(root, async () => 'built', {
        pollMs: 50,
        waitMs: 60_000,
        log: () => waits.fire(),
      });
      let settled = false;
      void waiting.finally(() => (settled = true));
      await waits.promise;
      // Proves that nothing happens while the holder lives: 20 polls see the hour-old lock and keep waiting.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(settled).toBe(false);
      // SIGKILL: no exit handler runs, so the lock stays behind with the pid of a process that is gone.
      holder.kill('SIGKILL');
      await expect(waiting).resolves.toBe('built');
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('leaves the lock of a live build alone at a server start, and clears one whose process is gone', async () => {
    const root = await projectFolder();
    const started = signal();
    const release = signal();
    const holder = withBuildLock(root, async () => {
      started.fire();
      await release.promise;
    });
    await started.promise;
    expect(await recoverAbandonedBuild(root)).toBe(false);
    await expect(stat(buildLockPath(root))).resolves.toBeDefined();
    release.fire();
    await holder;
    await writeLock(root, { pid: deadPid(), unfinished: [] });
    expect(await recoverAbandonedBuild(root)).toBe(true);
    await expect(stat(buildLockPath(root))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
