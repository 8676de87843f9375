import { Cron } from 'croner';

// How often REBUILD_SCHEDULE may fire: one rule for lib/env.ts and the site server's start.

/** Per Oslo calendar day. */
export const REBUILD_RUNS_PER_DAY = { min: 1, max: 4 } as const;

/** A whole year, so a schedule that skips a month, a weekday or a date is seen. */
const CHECKED_DAYS = 366;

const TIME_ZONE = 'Europe/Oslo';

/** 'sv-SE' writes dates in ISO order. */
const osloDay = new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE, dateStyle: 'short' });
const osloTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: TIME_ZONE,
  dateStyle: 'short',
  timeStyle: 'short',
});

function dayAfter(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** Why cron `expression` misses REBUILD_RUNS_PER_DAY on an Oslo day of the coming year. @throws Error from croner */
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
