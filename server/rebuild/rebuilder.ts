import { rebuildOnce } from './build-once';
import type {
  Rebuilder,
  RebuilderOptions,
  RebuildOutcome,
  RebuildStatus,
  RebuildTrigger,
} from './types';

export type {
  RebuildObserver,
  Rebuilder,
  RebuilderOptions,
  RebuildOutcome,
  RebuildStatus,
  RebuildTrigger,
} from './types';

/** How many outcomes the status lists. */
const RECENT_BUILDS = 20;

/**
 * How a queued build builds (docs/architecture.md, Incremental rebuilds): an editors' change
 * regenerates only what it touches when the last build succeeded (the live build is then the
 * newest and its compile is in `.next/`); the daily schedule builds every page, so no page is
 * older than a day.
 */
export function howToBuild(
  trigger: RebuildTrigger,
  last: RebuildOutcome | undefined,
): true | string | undefined {
  if (trigger === 'schedule') return 'the daily rebuild builds every page';
  if (trigger !== 'webhook') return undefined;
  return last?.result === 'failure' ? 'last build failed' : true;
}

/**
 * The rebuild queue of the site server (issue 5; issue 11 item 3): the editors' webhook and the
 * daily schedule both request builds here. One build at a time, because `next build` writes to
 * `<root>/.next`; requests during a build coalesce into one follow-up build, which starts when the
 * running one ends and carries the trigger of the first request that joined it. See build-once.ts
 * for what one build does.
 */
export function createRebuilder(options: RebuilderOptions): Rebuilder {
  const log = options.log ?? { info: console.log, error: console.error };
  let running: Promise<void> | null = null;
  let current: RebuildStatus['current'] = null;
  /** The trigger of the follow-up build, null when none is pending. */
  let pending: RebuildTrigger | null = null;
  const recent: RebuildOutcome[] = (options.history ?? []).slice(0, RECENT_BUILDS);
  let schedule: { expression: string; timeZone: string; next(): Date | null } | null = null;

  const record = (outcome: RebuildOutcome) => {
    recent.unshift(outcome);
    recent.splice(RECENT_BUILDS);
    for (const observe of options.observers ?? []) {
      try {
        observe(outcome, [...recent]);
      } catch (error) {
        log.error(
          `A rebuild observer failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  };

  async function drain(first: RebuildTrigger): Promise<void> {
    try {
      for (let trigger: RebuildTrigger | null = first; trigger; trigger = pending) {
        pending = null;
        current = { trigger, startedAt: new Date().toISOString() };
        const incremental = howToBuild(trigger, recent[0]);
        record({ trigger, ...(await rebuildOnce({ ...options, log, incremental })) });
      }
    } catch (error) {
      // rebuildOnce reports its failures in the outcome; this is a bug, and must not wedge the queue.
      log.error(`Rebuild queue stopped: ${error instanceof Error ? error.message : String(error)}`);
      pending = null;
    } finally {
      running = null;
      current = null;
    }
  }

  return {
    request(trigger = 'webhook') {
      if (running) {
        pending ??= trigger;
        return { queued: true, running: true };
      }
      running = drain(trigger);
      return { queued: true, running: false };
    },
    record,
    attachSchedule(attached) {
      schedule = attached;
    },
    status: () => ({
      state: running ? 'building' : 'idle',
      current,
      last: recent[0] ?? null,
      pending: pending !== null,
      recent: [...recent],
      schedule: schedule && {
        expression: schedule.expression,
        timeZone: schedule.timeZone,
        next: schedule.next()?.toISOString() ?? null,
        last: recent.find((outcome) => outcome.trigger === 'schedule') ?? null,
      },
    }),
    idle: async () => {
      while (running) await running;
    },
  };
}
