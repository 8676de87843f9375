import { rebuildOnce } from './build-once';
import type { Rebuilder, RebuilderOptions, RebuildOutcome } from './types';

export type { Rebuilder, RebuilderOptions, RebuildOutcome, RebuildStatus } from './types';

/**
 * The editors' rebuild queue (issue 5): one build at a time, because `next build` writes to
 * `<root>/.next` and `<root>/out`; requests during a build coalesce into one follow-up build,
 * which starts when the running one ends. See build-once.ts for what one build does.
 */
export function createRebuilder(options: RebuilderOptions): Rebuilder {
  const log = options.log ?? { info: console.log, error: console.error };
  let running: Promise<void> | null = null;
  let pending = false;
  let last: RebuildOutcome | null = null;

  async function drain(): Promise<void> {
    try {
      do {
        pending = false;
        last = await rebuildOnce({ ...options, log });
      } while (pending);
    } catch (error) {
      // rebuildOnce reports its failures in the outcome; this is a bug, and must not wedge the queue.
      log.error(`Rebuild queue stopped: ${error instanceof Error ? error.message : String(error)}`);
      pending = false;
    } finally {
      running = null;
    }
  }

  return {
    request() {
      if (running) {
        pending = true;
        return { queued: true, running: true };
      }
      running = drain();
      return { queued: true, running: false };
    },
    status: () => ({ state: running ? 'building' : 'idle', last, pending }),
    idle: async () => {
      while (running) await running;
    },
  };
}
