import { Cron } from 'croner';
import { rebuildFrequencyProblem } from '@/lib/rebuild-frequency';

/*
 * REBUILD_SCHEDULE itself, apart from the queue that runs it (schedule.ts): the build's emitted
 * systemd timer (pipeline/nginx/rebuild-timer.ts) reads it too, without depending on the rebuilder.
 */

/** The site's time zone: schedules are read as Oslo wall-clock time, summer and winter alike. */
export const SCHEDULE_TIME_ZONE = 'Europe/Oslo';

/** 04:05 every night: after midnight, so "I dag" and the day's showings are right when the first visitors come. */
export const DEFAULT_REBUILD_SCHEDULE = '5 4 * * *';

/**
 * The oldest the newest successful build may be before `GET /api/ready` answers 503 (ms): 36 h, a
 * missed daily rebuild and half a day to notice, before a second one is missed (issue 29).
 */
export const READY_MAX_BUILD_AGE_MS = 36 * 60 * 60 * 1000;

/** Values of REBUILD_SCHEDULE that turn the daily rebuild off (tests; nginx deployments that use the systemd timer instead). */
const OFF = new Set(['off', 'none', 'false', '0']);

/**
 * REBUILD_SCHEDULE as a cron expression (five fields: minute hour day-of-month month weekday, as
 * croner reads them), the default `5 4 * * *` when unset or empty, null when it is `off`.
 * @throws Error naming REBUILD_SCHEDULE and the expression when croner cannot parse it, when
 *   systemd's calendar cannot express it (names such as MON, specials such as L or #), or when it
 *   does not run 1–4 times on every day of the year after `from` (lib/rebuild-frequency.ts; the
 *   message lists its next three runs).
 */
export function parseRebuildSchedule(
  value: string | undefined,
  from: Date = new Date(),
): string | null {
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
  // The build writes the same schedule as a systemd timer: refuse at start what it could not write.
  onCalendar(expression);
  const problem = rebuildFrequencyProblem(expression, from);
  if (problem)
    throw new Error(`REBUILD_SCHEDULE is refused: ${JSON.stringify(expression)}: ${problem}`);
  return expression;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

interface CronField {
  name: string;
  min: number;
  max: number;
  /** A value as systemd writes it. */
  show: (value: number) => string;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');
const FIELDS: Record<'minute' | 'hour' | 'day' | 'month' | 'weekday', CronField> = {
  minute: { name: 'minute', min: 0, max: 59, show: twoDigits },
  hour: { name: 'hour', min: 0, max: 23, show: twoDigits },
  day: { name: 'day', min: 1, max: 31, show: twoDigits },
  month: { name: 'month', min: 1, max: 12, show: twoDigits },
  weekday: { name: 'weekday', min: 0, max: 6, show: (value) => WEEKDAYS[value] ?? String(value) },
};

/**
 * One cron field in systemd's calendar syntax: `*`, numbers and lists as they are, ranges `a-b` as
 * `a..b`, `*\/n` as systemd's repetition `first/n`; a range with a step (and any weekday step) is
 * written out as the list of its values, which systemd reads the same way.
 */
function calendarField(text: string, field: CronField): string {
  if (text === '*') return '*';
  return text
    .split(',')
    .map((part) => {
      const match = /^(\*|\d+)(?:-(\d+))?(?:\/(\d+))?$/.exec(part);
      if (!match)
        throw new Error(
          `REBUILD_SCHEDULE: the ${field.name} field ${JSON.stringify(text)} cannot be written as a systemd calendar; use numbers, lists, ranges and steps`,
        );
      const [, start = '*', end, step] = match;
      const from = start === '*' ? field.min : Number(start);
      if (!step)
        return end
          ? `${field.show(from)}..${field.show(Number(end))}`
          : start === '*'
            ? '*'
            : field.show(from);
      if (start === '*' && field.name !== 'weekday') return `${field.show(from)}/${step}`;
      const to = end ? Number(end) : field.max;
      const values: string[] = [];
      for (let value = from; value <= to; value += Number(step)) values.push(field.show(value));
      return values.join(',');
    })
    .join(',');
}

/**
 * The systemd `OnCalendar=` of a five-field cron expression, in Europe/Oslo:
 * `5 4 * * *` → `*-*-* 04:05:00 Europe/Oslo`, `0 6 * * 1-5` → `Mon..Fri *-*-* 06:00:00 Europe/Oslo`,
 * `0-30/10 4 * * *` → `*-*-* 04:00,10,20,30:00 Europe/Oslo`.
 * @throws Error naming REBUILD_SCHEDULE for names (MON, JAN) or specials (L, #) systemd has no match for.
 */
export function onCalendar(expression: string): string {
  const [minute = '*', hour = '*', day = '*', month = '*', weekday = '*'] = expression
    .trim()
    .split(/\s+/);
  const weekdays = weekday === '*' ? '' : `${calendarField(weekday, FIELDS.weekday)} `;
  return `${weekdays}*-${calendarField(month, FIELDS.month)}-${calendarField(day, FIELDS.day)} ${calendarField(hour, FIELDS.hour)}:${calendarField(minute, FIELDS.minute)}:00 ${SCHEDULE_TIME_ZONE}`;
}
