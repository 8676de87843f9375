import { openStatus, type HallHours } from './open-now';

/** What a status shows at build: its text at the build's clock and its openings as the browser reads them (JSON). */
export interface BuiltOpenStatus {
  text: string;
  openings: string;
}

const made = new WeakMap<HallHours, Map<string, BuiltOpenStatus>>();

/**
 * The build's «Åpent nå» of `hours` at `now` (ISO 8601), made once per hall and clock in a worker:
 * every page's footer shows the same statuses at the same build clock, and `openStatus` builds two
 * `Intl` formatters per call (the footer's statuses cost about a millisecond a page at 10,000
 * productions). The halls are the loaded content's objects, the same for every page of a worker.
 */
export function builtOpenStatus(hours: HallHours, now: string): BuiltOpenStatus {
  let byClock = made.get(hours);
  if (!byClock) {
    byClock = new Map();
    made.set(hours, byClock);
  }
  let built = byClock.get(now);
  if (!built) {
    built = {
      text: openStatus(hours.spans, Date.parse(now), false),
      openings: JSON.stringify(hours.spans),
    };
    byClock.set(now, built);
  }
  return built;
}
