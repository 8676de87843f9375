/** One preview build as the previewer knows it. */
interface PreviewBuild {
  /** When it started (epoch ms): its content is at least this fresh. */
  startedAt: number;
  done: Promise<void>;
}

export interface Previewer {
  /**
   * Resolves once a preview build that started at most `maxAgeMs` before this call has finished:
   * at once when the last one did; else it joins a running build that is fresh enough, or starts
   * one (after the running one, which holds the build lock anyway).
   * @throws the build's error when that build failed.
   */
  fresh(): Promise<void>;
  /** Starts a build in the background unless one that started after this call is queued (a webhook for drafts). */
  refresh(): void;
  /** How the last build ended, for the log and tests. */
  readonly last: { startedAt: number; finishedAt: number; ok: boolean } | null;
}

/**
 * Keeps the preview build fresh (docs/content.md, Preview): builds only when an editor asks for a
 * preview and the last build started more than `maxAgeMs` ago, or when a webhook says a draft
 * changed. One build runs at a time; requests during a build that is fresh enough share it.
 * `build` writes the preview folder (pipeline/build-site.ts with `preview: true`); `now` is for
 * tests; `warn` is told of a failed background build (the site server's log).
 */
export function createPreviewer(
  build: () => Promise<unknown>,
  maxAgeMs: number,
  now: () => number = Date.now,
  warn: (message: string) => void = console.warn,
): Previewer {
  let finished: { startedAt: number; finishedAt: number; ok: boolean } | null = null;
  let running: PreviewBuild | null = null;
  let queued: PreviewBuild | null = null;

  const run = async (entry: PreviewBuild): Promise<void> => {
    running = entry;
    entry.startedAt = now();
    try {
      await build();
      finished = { startedAt: entry.startedAt, finishedAt: now(), ok: true };
    } catch (error) {
      finished = { startedAt: entry.startedAt, finishedAt: now(), ok: false };
      throw error;
    } finally {
      if (running === entry) running = null;
    }
  };

  /** A build that starts at or after now: the queued one, a new one after the running one, or one started at once. */
  const next = (): PreviewBuild => {
    if (queued) return queued;
    const entry: PreviewBuild = { startedAt: Number.POSITIVE_INFINITY, done: Promise.resolve() };
    const before = running;
    if (before) {
      queued = entry;
      entry.done = before.done
        .catch(() => undefined)
        .then(() => {
          queued = null;
          return run(entry);
        });
    } else entry.done = run(entry);
    return entry;
  };

  return {
    get last() {
      return finished;
    },
    async fresh() {
      const oldest = now() - maxAgeMs;
      if (finished?.ok && finished.startedAt >= oldest) return;
      if (running && running.startedAt >= oldest) return running.done;
      return next().done;
    },
    refresh() {
      next().done.catch((error: unknown) =>
        warn(`Preview build failed: ${error instanceof Error ? error.message : String(error)}`),
      );
    },
  };
}
