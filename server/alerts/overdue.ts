import { Cron } from 'croner';
import { SCHEDULE_TIME_ZONE } from '@/policy/rebuild-schedule';
import type { RebuildStatus } from '../rebuild/types';
import type { Trouble } from './trouble';

/** How long after its time a daily rebuild must have finished, at most (ms); less when runs are closer. */
export const OVERDUE_GRACE_MS = 30 * 60_000;

/** How long after its time a run waiting behind a running build is given up on (ms). */
export const OVERDUE_STUCK_MS = 3 * 3_600_000;

/** How often the watchdog looks (ms). */
export const WATCH_TICK_MS = 60_000;

export interface OverdueWatchOptions {
  /** REBUILD_SCHEDULE, as parsed (policy/rebuild-schedule.ts). */
  expression: string;
  /** The rebuild queue's status: its outcomes, whether it builds or waits. */
  status: () => RebuildStatus;
  /** Told once per missed run. */
  onOverdue: (trouble: Trouble) => void;
  /** Runs before this time are not watched: the process was not there (default: now). */
  since?: Date;
}

const osloTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SCHEDULE_TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});
const oslo = (time: number) => `${osloTime.format(new Date(time))} Europe/Oslo`;

/**
 * Watches the server's daily rebuild (REBUILD_SCHEDULE, server/rebuild/schedule.ts) and reports a
 * run as overdue when no build has finished since its time, OVERDUE_GRACE_MS later (or half-way
 * to the next run). A run whose build waits behind a running one is judged when the queue is idle,
 * or given up on OVERDUE_STUCK_MS after its time. Each run is judged once. A jump of the wall
 * clock between two looks (a machine that slept, a suspended process): the schedule's timer runs
 * the missed build on waking (croner), so the watchdog waits OVERDUE_GRACE_MS before judging, and
 * then judges only the newest run missed, once, not each run slept through.
 * Its timer is unref'd. Returns `stop` and `check` (one look now; tests).
 */
export function watchOverdue({
  expression,
  status,
  onOverdue,
  since = new Date(),
}: OverdueWatchOptions): { stop(): void; check(): void } {
  const cron = new Cron(expression, { paused: true, timezone: SCHEDULE_TIME_ZONE, mode: '5-part' });
  const watchedFrom = since.getTime();
  let lastLook = Date.now();
  /** After waking, nothing is judged before this (epoch ms). */
  let holdUntil = 0;
  /** The newest run judged, in epoch ms. */
  let judged = -Infinity;

  const graceAfter = (due: number) => {
    const next = cron.nextRun(new Date(due))?.getTime() ?? Infinity;
    return Math.min(OVERDUE_GRACE_MS, (next - due) / 2);
  };

  /** The newest run at or before `now` whose grace is over, if it is not judged yet. */
  function runToJudge(now: number): number | null {
    const [latest] = cron.previousRuns(1, new Date(now));
    if (!latest) return null;
    let due = latest.getTime();
    if (due + graceAfter(due) > now) {
      const [before] = cron.previousRuns(1, new Date(due - 1000));
      if (!before) return null;
      due = before.getTime();
    }
    return due > judged && due >= watchedFrom ? due : null;
  }

  function check() {
    const now = Date.now();
    // Asleep or suspended: the schedule's timer starts the missed build on waking; give it its grace.
    if (now - lastLook > 3 * WATCH_TICK_MS) holdUntil = now + OVERDUE_GRACE_MS;
    lastLook = now;
    if (now < holdUntil) return;
    const due = runToJudge(now);
    if (due === null) return;
    const current = status();
    if (current.recent.some((outcome) => Date.parse(outcome.finishedAt) >= due)) {
      judged = due;
      return;
    }
    const busy = current.state === 'building' || current.pending;
    if (busy && now < due + OVERDUE_STUCK_MS) return;
    judged = due;
    onOverdue({
      event: 'rebuild-overdue',
      at: new Date(due).toISOString(),
      reason: current.current
        ? `the daily rebuild due at ${oslo(due)} has not run: a build has been running since ${oslo(Date.parse(current.current.startedAt))}`
        : `no build has run since the daily rebuild was due at ${oslo(due)}`,
      ...(current.current && { runningSince: current.current.startedAt }),
    });
  }

  const timer = setInterval(check, WATCH_TICK_MS);
  timer.unref();
  return { stop: () => clearInterval(timer), check };
}
