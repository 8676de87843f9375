import { Cron } from 'croner';

/*
 * REBUILD_SCHEDULE itself, apart from the queue that runs it (schedule.ts): the build's emitted
 * systemd timer (server/nginx/rebuild-timer.ts) reads it too, without depending on the rebuilder.
 */

/** The site's time zone: schedules are read as Oslo wall-clock time, summer and winter alike. */
export const SCHEDULE_TIME_ZONE = 'Europe/Oslo';

/** 04:05 every night: after midnight, so "I dag" and the day's showings are right when the first visitors come. */
export const DEFAULT_REBUILD_SCHEDULE = '5 4 * * *';

/** Values of REBUILD_SCHEDULE that turn the daily rebuild off (tests; nginx deployments that use the systemd timer instead). */
const OFF = new Set(['off', 'none', 'false', '0']);

/**
 * REBUILD_SCHEDULE as a cron expression (five fields: minute hour day-of-month month weekday, as
 * croner reads them), the default `5 4 * * *` when unset or empty, null when it is `off`.
 * @throws Error naming REBUILD_SCHEDULE and the expression when croner cannot parse it.
 */
export function parseRebuildSchedule(value: string | undefined): string | null {
  const expression = value?.trim() || DEFAULT_REBUILD_SCHEDULE;
  if (OFF.has(expression.toLowerCase())) return null;
  try {
    // Paused and never started: this only parses. Five fields only, so a seconds field cannot rebuild every second.
    new Cron(expression, { paused: true, timezone: SCHEDULE_TIME_ZONE, mode: '5-part' }).stop();
  } catch (error) {
    throw new Error(
      `REBUILD_SCHEDULE is invalid: ${JSON.stringify(expression)} is not a cron expression of five fields (minute hour day month weekday, e.g. "${DEFAULT_REBUILD_SCHEDULE}"), or "off" (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  return expression;
}
