import { rmSync } from 'node:fs';
import { mkdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isAlive } from './site-folders';

/** The lock folder of a project: every build of `root` shares `<root>/.build.lock`, `<root>/.next` and `<root>/out`. */
export const buildLockPath = (root: string): string => path.join(root, '.build.lock');

const OWNER_FILE = 'owner.json';

/**
 * What the lock records about its holder (`<root>/.build.lock/owner.json`), so whoever finds it
 * after a crash can clean up: the holder's pid, the process group of its `next build`
 * (guarded-run.ts) and the folders of its unfinished export.
 */
export interface LockOwner {
  pid: number;
  /** The process group of the running `next build` (its guard's pid), while one runs. */
  group?: number;
  /** Folders this build writes that are no finished build yet (absolute paths). */
  unfinished: string[];
}

/** The holder's handle: what it records in the lock as it goes. */
export interface HeldLock {
  /** Records the holder's `next build` process group and unfinished folders (replacing what was recorded). */
  note(update: Partial<Omit<LockOwner, 'pid'>>): Promise<void>;
}

export interface BuildLockOptions {
  /** How long a build waits for another one to finish before it gives up (ms). Default 30 minutes: a build at scale takes minutes. */
  waitMs?: number;
  /** How often a waiting build tries again (ms). Default 2 s. */
  pollMs?: number;
  log?: (line: string) => void;
}

/** Locks this process holds now: a lock naming our own pid that is not here is a previous life's (a restarted container's pid 1). */
const heldHere = new Set<string>();

/** A name no other writer in any process uses at once: two builds of one process may try the lock in the same millisecond. */
let names = 0;
const unique = () => `${process.pid}-${Date.now()}-${(names += 1)}`;

const code = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;

async function readOwner(dir: string): Promise<LockOwner | null> {
  try {
    const owner = JSON.parse(await readFile(path.join(dir, OWNER_FILE), 'utf8')) as LockOwner;
    return Number.isInteger(owner.pid) ? { ...owner, unfinished: owner.unfinished ?? [] } : null;
  } catch {
    return null;
  }
}

/** Writes the owner file atomically (a new file renamed over the old one). */
async function writeOwner(dir: string, owner: LockOwner): Promise<void> {
  const temporary = path.join(dir, `${OWNER_FILE}.${unique()}`);
  await writeFile(temporary, `${JSON.stringify(owner)}\n`);
  await rename(temporary, path.join(dir, OWNER_FILE));
}

/**
 * Whether the recorded holder is gone: its pid is not running, or it is this process's pid while
 * this process does not hold the lock. A lock folder without an owner file is a proper-lockfile
 * lock of an older checkout, whose holder cannot be told: it counts as gone.
 */
const ownerGone = (lock: string, owner: LockOwner | null) =>
  owner === null || (owner.pid === process.pid ? !heldHere.has(lock) : !isAlive(owner.pid));

/**
 * Cleans up after a holder that is gone: kills its `next build` process group (what is left of
 * it), deletes its unfinished folders (and their builds folder when that is left empty) and removes
 * the lock. Only the process that moves the lock aside does this, so two starting builds never
 * both clean up, and a lock taken meanwhile by a live build is put back.
 * @returns true when the lock was taken away (or already gone).
 */
async function clearAbandoned(lock: string, seen: LockOwner | null): Promise<boolean> {
  const aside = `${lock}.abandoned-${unique()}`;
  try {
    await rename(lock, aside);
  } catch (error) {
    return code(error) === 'ENOENT';
  }
  const owner = await readOwner(aside);
  if (owner?.pid !== seen?.pid && !ownerGone(lock, owner)) {
    // A live build took the lock between our look and the move: it is its lock.
    await rename(aside, lock).catch(() => undefined);
    return false;
  }
  if (owner?.group !== undefined) {
    try {
      process.kill(-owner.group, 'SIGKILL');
    } catch {
      // The group is gone already: its guard took it down with the holder (guarded-run.ts).
    }
  }
  for (const folder of owner?.unfinished ?? []) {
    await rm(folder, { recursive: true, force: true });
    await rmdir(path.dirname(folder)).catch(() => undefined);
  }
  await rm(aside, { recursive: true, force: true });
  return true;
}

/** Tries once to take the lock: builds the lock folder aside with its owner file and renames it into place (atomic; fails while a lock folder with an owner exists). */
async function tryLock(lock: string): Promise<boolean> {
  const draft = `${lock}.new-${unique()}`;
  await mkdir(draft, { recursive: true });
  await writeOwner(draft, { pid: process.pid, unfinished: [] });
  try {
    await rename(draft, lock);
    return true;
  } catch (error) {
    await rm(draft, { recursive: true, force: true });
    if (['ENOTEMPTY', 'EEXIST', 'EISDIR', 'ENOTDIR'].includes(String(code(error)))) return false;
    throw error;
  }
}

/**
 * Cleans up after a build whose process is gone (issue 26 item 5; the site server's start calls
 * it): when the lock of `root` names a pid that no longer runs, kills that build's `next build`
 * group, deletes its unfinished folders and frees the lock. A lock held by a live process is left
 * alone (that build cleans up after itself).
 * @returns true when there was such a build.
 */
export async function recoverAbandonedBuild(root: string): Promise<boolean> {
  const lock = buildLockPath(root);
  if (!(await stat(lock).catch(() => null))) return false;
  const owner = await readOwner(lock);
  return ownerGone(lock, owner) && clearAbandoned(lock, owner);
}

/**
 * Runs `work` while holding the build lock of `root`, so `npm run build`, `npm start`'s build and
 * an editors' rebuild never run `next build` in one folder at once. The lock is the folder
 * `<root>/.build.lock` holding the owner's pid (LockOwner), renamed into place atomically. A
 * second build logs one line and waits; a lock whose owner's pid is gone is taken over at once,
 * after killing that build's `next build` group and deleting its unfinished folders (clearAbandoned)
 * — never because it is old: a build at scale takes many minutes. `work` records its group and
 * folders through the handle it gets. The lock is released when `work` settles, and when the
 * process exits.
 * @throws Error when the lock is still held after `waitMs`; whatever `work` throws.
 */
export async function withBuildLock<T>(
  root: string,
  work: (lock: HeldLock) => Promise<T>,
  { waitMs = 30 * 60_000, pollMs = 2_000, log = console.log }: BuildLockOptions = {},
): Promise<T> {
  const lock = buildLockPath(root);
  await mkdir(root, { recursive: true });
  const deadline = Date.now() + waitMs;
  const seconds = `${Number((waitMs / 1000).toFixed(1))} s`;
  for (let waiting = false; !(await tryLock(lock));) {
    const owner = await readOwner(lock);
    if (ownerGone(lock, owner)) {
      if (await clearAbandoned(lock, owner))
        log(
          `Took over the build lock ${lock} from a build whose process ${owner?.pid ?? '(unknown)'} is gone; its unfinished folders are deleted.`,
        );
      continue;
    }
    if (Date.now() >= deadline)
      throw new Error(
        `another build of ${root} still holds the build lock ${lock} after ${seconds}; wait for it to finish and try again`,
      );
    if (!waiting)
      log(
        `Another build of ${root} is running (lock ${lock}, pid ${owner?.pid}); waiting for it to finish, at most ${seconds}.`,
      );
    waiting = true;
    await new Promise((resolve) =>
      setTimeout(resolve, Math.min(pollMs, Math.max(0, deadline - Date.now()))),
    );
  }
  heldHere.add(lock);
  // A process that exits while building leaves no lock (a kill -9 does: the next one takes it over).
  const onExit = () => rmSync(lock, { recursive: true, force: true });
  process.once('exit', onExit);
  let owner: LockOwner = { pid: process.pid, unfinished: [] };
  const held: HeldLock = {
    async note(update) {
      owner = { ...owner, ...update, pid: process.pid };
      await writeOwner(lock, owner);
    },
  };
  try {
    return await work(held);
  } finally {
    process.removeListener('exit', onExit);
    heldHere.delete(lock);
    await rm(lock, { recursive: true, force: true }).catch((error: unknown) =>
      log(
        `Could not release the build lock ${lock}: ${error instanceof Error ? error.message : String(error)}`,
      ),
    );
  }
}
