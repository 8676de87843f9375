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
