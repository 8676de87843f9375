import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/** The lock folder of a project: every build of `root` shares `<root>/.next` and `<root>/out`. */
export const buildLockPath = (root: string): string => path.join(root, '.build.lock');

export interface BuildLockOptions {
  /** How long a build waits for another one to finish before it gives up (ms). Default 30 minutes: a build at scale takes minutes. */
  waitMs?: number;
  /** How often a waiting build tries again (ms). Default 2 s. */
  pollMs?: number;
  /**
   * A lock not refreshed for this long belongs to a build that died (ms); the next build takes it over.
   * The holder refreshes it every `staleMs / 2`. Default 30 s (proper-lockfile's `stale`).
   */
  staleMs?: number;
  log?: (line: string) => void;
}

const isLocked = (error: unknown) =>
  (error as NodeJS.ErrnoException | undefined)?.code === 'ELOCKED';

/**
 * Runs `work` while holding the build lock of `root` (proper-lockfile: an atomic `mkdir` of
 * `<root>/.build.lock`, refreshed while held), so `npm run build`, `npm start`'s build and an
 * editors' rebuild never run `next build` in one folder at once. A second build logs one line and
 * waits; a lock left by a build that crashed is taken over once stale. The lock is released when
 * `work` settles, and by proper-lockfile's exit handler when the process ends.
 * @throws Error when the lock is still held after `waitMs`; whatever `work` throws.
 */
export async function withBuildLock<T>(
  root: string,
  work: () => Promise<T>,
  {
    waitMs = 30 * 60_000,
    pollMs = 2_000,
    staleMs = 30_000,
    log = console.log,
  }: BuildLockOptions = {},
): Promise<T> {
  const lockfilePath = buildLockPath(root);
  await mkdir(root, { recursive: true });
  const options = {
    lockfilePath,
    stale: staleMs,
    realpath: false,
    // The default throws from a timer and would take `npm start` down with it; the build itself goes on.
    onCompromised: (error: Error) =>
      log(
        `Build lock ${lockfilePath} was lost while building (${error.message}); another build may now run at the same time.`,
      ),
  };
  const deadline = Date.now() + waitMs;
  const seconds = `${Number((waitMs / 1000).toFixed(1))} s`;
  let release: (() => Promise<void>) | undefined;
  for (let waiting = false; !release;) {
    try {
      release = await lockfile.lock(root, options);
    } catch (error) {
      if (!isLocked(error)) throw error;
      if (Date.now() >= deadline) {
        throw new Error(
          `another build of ${root} still holds the build lock ${lockfilePath} after ${seconds}; wait for it to finish and try again`,
        );
      }
      if (!waiting)
        log(
          `Another build of ${root} is running (lock ${lockfilePath}); waiting for it to finish, at most ${seconds}.`,
        );
      waiting = true;
      await new Promise((resolve) =>
        setTimeout(resolve, Math.min(pollMs, Math.max(0, deadline - Date.now()))),
      );
    }
  }
  try {
    return await work();
  } finally {
    await release().catch((error: unknown) =>
      log(
        `Could not release the build lock ${lockfilePath}: ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
  }
}
