import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildLockPath, withBuildLock } from './build-lock';

const folders: string[] = [];
async function projectFolder(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'build-lock-'));
  folders.push(dir);
  return dir;
}
afterAll(() => Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true }))));

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('withBuildLock', () => {
  it('makes a second build of the same folder wait, with one log line, until the first is done', async () => {
    const root = await projectFolder();
    const events: string[] = [];
    const lines: string[] = [];
    let finishFirst = () => {};
    const first = withBuildLock(root, async () => {
      events.push('first starts');
      await new Promise<void>((resolve) => (finishFirst = resolve));
      events.push('first ends');
      return 1;
    });
    await later(100);
    const second = withBuildLock(
      root,
      async () => {
        events.push('second starts');
        return 2;
      },
      { pollMs: 50, log: (line) => lines.push(line) },
    );
    await later(500);
    expect(events).toEqual(['first starts']);
    finishFirst();
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect(events).toEqual(['first starts', 'first ends', 'second starts']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Another build of .* is running \(lock .*\.build\.lock\); waiting for it to finish/,
    );
    await expect(stat(buildLockPath(root))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('gives up with a clear message when the other build holds the lock too long, and never runs the work', async () => {
    const root = await projectFolder();
    let release = () => {};
    const holder = withBuildLock(root, () => new Promise<void>((resolve) => (release = resolve)));
    await later(100);
    const work = jest.fn(async () => undefined);
    await expect(
      withBuildLock(root, work, { waitMs: 300, pollMs: 50, log: () => {} }),
    ).rejects.toThrow(
      /another build of .* still holds the build lock .*\.build\.lock after 0\.3 s; wait for it to finish and try again/,
    );
    expect(work).not.toHaveBeenCalled();
    release();
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

  it('takes over a lock that nobody refreshes any more (a build that crashed)', async () => {
    const root = await projectFolder();
    await mkdir(buildLockPath(root));
    const anHourAgo = new Date(Date.now() - 3_600_000);
    await utimes(buildLockPath(root), anHourAgo, anHourAgo);
    await expect(withBuildLock(root, async () => 'built', { waitMs: 10_000 })).resolves.toBe(
      'built',
    );
  });

  it('waits for a build in another process and takes over once that process is killed', async () => {
    const root = await projectFolder();
    const holder = spawn(
      process.execPath,
      [
        '-e',
        `require('proper-lockfile').lock(${JSON.stringify(root)}, { lockfilePath: ${JSON.stringify(buildLockPath(root))}, stale: 6000, realpath: false }).then(() => { console.log('locked'); setInterval(() => {}, 1000); })`,
      ],
      { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout?.on(
          'data',
          (chunk: Buffer) => chunk.toString().includes('locked') && resolve(),
        );
        holder.on('exit', (code) => reject(new Error(`the lock holder exited with ${code}`)));
      });
      const lines: string[] = [];
      const waiting = withBuildLock(root, async () => 'built', {
        staleMs: 6000,
        pollMs: 100,
        waitMs: 60_000,
        log: (line) => lines.push(line),
      });
      let settled = false;
      waiting.then(
        () => (settled = true),
        () => (settled = true),
      );
      // While the holder lives it refreshes the lock (every 3 s), so the build keeps waiting.
      await later(4000);
      expect(settled).toBe(false);
      expect(lines).toHaveLength(1);
      // SIGKILL: no exit handler runs, so the lock folder stays behind and must go stale.
      holder.kill('SIGKILL');
      await expect(waiting).resolves.toBe('built');
    } finally {
      holder.kill('SIGKILL');
    }
  }, 60_000);
});
