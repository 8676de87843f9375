/** The prefix of every attribute of the contract. */
export const SHOWING_PREFIX = 'data-showing-' as const;

/**
 * The showing clock's attributes (docs/browser.md). Hiding is by attribute, never by the `hidden`
 * property, which React islands may own.
 */
const KEYS = [
  'start',
  'past',
  'limit',
  'over',
  'excluded',
  'group',
  'empty',
  'none',
  'scope',
  'until',
  'day',
  'label',
  'columns',
  'range',
] as const;

/** The contract's attribute names by key (`SHOWING.start` is `data-showing-start`), built from the keys to keep the chunks that use it small. */
export const SHOWING = Object.fromEntries(KEYS.map((key) => [key, SHOWING_PREFIX + key])) as {
  readonly [Key in (typeof KEYS)[number]]: `${typeof SHOWING_PREFIX}${Key}`;
};

/** A showing stays listed this long after its start (minutes), for latecomers. */
export const GRACE_MINUTES = 15;

const MINUTE_MS = 60_000;

/** True when a showing that starts at `start` (ISO 8601) has left the programme at `now` (epoch ms). */
export const isPastShowing = (start: string, now: number): boolean =>
  Date.parse(start) + GRACE_MINUTES * MINUTE_MS < now;

/** The first instant (epoch ms) a showing that starts at `start` counts as past (`isPastShowing`). */
export const pastFrom = (start: string): number =>
  Date.parse(start) + GRACE_MINUTES * MINUTE_MS + 1;

/** The last instant a showing that starts at `start` (ISO 8601) is listed (ISO 8601, UTC): a schedule day's `until`. */
export const leavesAt = (start: string): string =>
  new Date(Date.parse(start) + GRACE_MINUTES * MINUTE_MS).toISOString();

/** The visitor's clock floored to the minute (epoch ms), so the script and the islands agree. */
export const currentMinute = (now: number = Date.now()): number =>
  Math.floor(now / MINUTE_MS) * MINUTE_MS;

/** Attributes of one showing element, for JSX spreading: `<li {...showingAttributes(start)}>`. */
export const showingAttributes = (start: string) =>
  ({ [SHOWING.start]: start }) as { 'data-showing-start': string };

/** Calls `onTick` every minute and on page show (timers sleep in a hidden tab); returns the stop function. */
export function subscribeMinutes(
  onTick: () => void,
  doc: Document = document,
  clock: () => number = Date.now,
): () => void {
  const win = doc.defaultView;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = () => {
    clearTimeout(timer);
    timer = setTimeout(tick, MINUTE_MS - (clock() % MINUTE_MS) + 50);
    onTick();
  };
  const onVisible = () => {
    if (doc.visibilityState !== 'hidden') tick();
  };
  timer = setTimeout(tick, MINUTE_MS - (clock() % MINUTE_MS) + 50);
  doc.addEventListener('visibilitychange', onVisible);
  win?.addEventListener('pageshow', tick);
  return () => {
    clearTimeout(timer);
    doc.removeEventListener('visibilitychange', onVisible);
    win?.removeEventListener('pageshow', tick);
  };
}
