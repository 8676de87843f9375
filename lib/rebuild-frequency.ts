import { Cron } from 'croner';

/*
 * How often REBUILD_SCHEDULE may fire (issue 26 item 10), apart from its syntax
 * (policy/rebuild-schedule.ts): lib/env.ts refuses a bad one when the environment is read,
 * the site server's start when it schedules it. One rule, here.
 */

/** The fewest and most runs of the daily rebuild per Oslo calendar day. */
export const REBUILD_RUNS_PER_DAY = { min: 1, max: 4 } as const;

/** Days checked: a whole year from now, so a schedule that skips a month, a weekday or a date is seen. */
const CHECKED_DAYS = 366;

const TIME_ZONE = 'Europe/Oslo';

/** `YYYY-MM-DD` of `date` in Oslo ('sv-SE' writes dates in ISO order). */
const osloDay = new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE, dateStyle: 'short' });
/** `YYYY-MM-DD HH:MM` in Oslo, for messages. */
const osloTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});

/** The calendar day `days` after `day` (`YYYY-MM-DD`), by date arithmetic alone (no time zone). */
function dayAfter(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/**
 * Why the five-field cron `expression` is not a daily rebuild, or
 * undefined when it is: it must fire at least REBUILD_RUNS_PER_DAY.min and at most .max times on
 * every Oslo calendar day of the year after `from` (the checked days are the whole days after
 * `from`'s). The reason names the first day that breaks the rule and the next three runs the
 * schedule would have had after `from`, in Oslo time.
 * @throws Error from croner when `expression` is not a cron expression.
 */
export function rebuildFrequencyProblem(
  expression: string,
  from: Date = new Date(),
): string | undefined {
  const job = new Cron(expression, { paused: true, timezone: TIME_ZONE, mode: '5-part' });
  const firstDay = dayAfter(osloDay.format(from), 1);
  const lastDay = dayAfter(firstDay, CHECKED_DAYS - 1);
  const counts = new Map<string, number>();
  let run = job.nextRun(from);
  // At most 1,440 runs a day in five fields: the loop stops at the first day over the limit.
  while (run) {
    const day = osloDay.format(run);
    if (day > lastDay) break;
    const count = (counts.get(day) ?? 0) + 1;
    counts.set(day, count);
    if (count > REBUILD_RUNS_PER_DAY.max && day >= firstDay) break;
    run = job.nextRun(run);
  }
  let problem: string | undefined;
  for (let day = firstDay; day <= lastDay && !problem; day = dayAfter(day, 1)) {
    const count = counts.get(day) ?? 0;
    if (count < REBUILD_RUNS_PER_DAY.min) problem = `it does not run on ${day}`;
    else if (count > REBUILD_RUNS_PER_DAY.max)
      problem = `it runs more than ${REBUILD_RUNS_PER_DAY.max} times on ${day}`;
  }
  job.stop();
  if (!problem) return undefined;
  const next = new Cron(expression, { paused: true, timezone: TIME_ZONE, mode: '5-part' })
    .nextRuns(3, from)
    .map((date) => osloTime.format(date));
  return `${problem}; the daily rebuild must run ${REBUILD_RUNS_PER_DAY.min} to ${REBUILD_RUNS_PER_DAY.max} times every day (Europe/Oslo), e.g. "5 4 * * *", or be "off". Its next three runs would have been: ${next.length ? next.join(', ') : 'none, it never runs'}`;
}
