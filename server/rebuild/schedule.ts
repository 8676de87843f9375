import { Cron } from 'croner';
import { SCHEDULE_TIME_ZONE } from '@/policy/rebuild-schedule';
import type { Rebuilder } from './types';

export interface RebuildSchedule {
  expression: string;
  /** When the next build is requested, null when none is left. */
  next(): Date | null;
  stop(): void;
}

/**
 * Requests a rebuild with trigger `schedule` at every run of `expression` in Europe/Oslo (croner's
 * timer, unref'd so it never keeps the process alive), through the same queue, lock and swap as the
 * webhook: a run during a build becomes the follow-up build. The rebuilder's status shows the next
 * and the last scheduled build.
 */
export function scheduleRebuilds(rebuilder: Rebuilder, expression: string): RebuildSchedule {
  const job = new Cron(
    expression,
    { timezone: SCHEDULE_TIME_ZONE, mode: '5-part', unref: true },
    () => {
      rebuilder.request('schedule');
    },
  );
  const schedule = { expression, next: () => job.nextRun(), stop: () => job.stop() };
  rebuilder.attachSchedule({ expression, timeZone: SCHEDULE_TIME_ZONE, next: schedule.next });
  return schedule;
}

/**
 * The daily rebuild when the systemd timer starts it (REBUILD_SCHEDULER=systemd; the timer's
 * `OnCalendar=` comes from the same REBUILD_SCHEDULE, pipeline/nginx/rebuild-timer.ts): requests
 * nothing, as the timer's POST /api/rebuild with trigger `schedule` does, but gives the
 * rebuilder's status the next run, so the status page and the overdue watchdog read one schedule.
 */
export function attachTimerSchedule(rebuilder: Rebuilder, expression: string): RebuildSchedule {
  const job = new Cron(expression, { paused: true, timezone: SCHEDULE_TIME_ZONE, mode: '5-part' });
  const schedule = { expression, next: () => job.nextRun(), stop: () => job.stop() };
  rebuilder.attachSchedule({ expression, timeZone: SCHEDULE_TIME_ZONE, next: schedule.next });
  return schedule;
}
