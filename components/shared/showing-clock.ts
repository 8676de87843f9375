/** The prefix of every attribute of the contract. */
export const SHOWING_PREFIX = 'data-showing-' as const;

/**
 * The showing clock: how a page built at one instant stays true when a visitor reads it hours or
 * days later (docs/architecture.md, Time). Blocks that list showings mark them up with the attributes
 * below; `correctShowings` of `showing-clock-run.ts` (inline before the first paint, then on load,
 * every minute, when the tab becomes visible again and whenever the page's DOM changes) reads the
 * visitor's clock and corrects the page. Without JavaScript nothing runs and the page shows what it was built with.
 *
 * The contract (every block that shows dated items follows it):
 *
 * - `data-showing-start="2026-11-21T18:00:00+01:00"` (ISO 8601 instant with offset) on every
 *   showing element. A showing that started more than {@link GRACE_MINUTES} minutes ago gets
 *   `data-showing-past` and is hidden.
 * - `data-showing-limit="3"` on a list that shows at most that many of its coming showings (the
 *   server renders some in reserve); the extra ones carry `data-showing-over` and are hidden. The
 *   server renders the attribute on the reserve, so the page is right without JavaScript too.
 * - `data-showing-excluded` on a showing an island's filter left out (a programme card's times on
 *   another day, program-filters.client.tsx): hidden, and not counted in its list's limit, so the
 *   limit applies after the filter and after the past.
 * - `data-showing-group` on a container of showings (a day, a card's showtimes): when every
 *   showing in it is past it gets `data-showing-empty` and is hidden.
 * - `data-showing-none` on an empty-state element ("Ingen kommende visninger …"), rendered
 *   `hidden` while there are showings: it shows when no coming showing is left in its scope, the
 *   closest ancestor with `data-showing-scope` (or its parent). A block whose build knew of items
 *   after the ones it rendered words it so that it never says "none" (docs/product.md, Empty states).
 * - `data-showing-until="<ISO 8601>"` on an element that is not a showing but leaves with time (a
 *   day's tab: its last showing's start; a week grid's column: the next day's midnight): it gets
 *   `data-showing-past` like a showing.
 * - `data-showing-day="2026-11-27"` (an Oslo day key) with `data-showing-label="Fredag 27.
 *   november"` on an element whose only text names a day: it reads `I dag`, `I morgen` or the
 *   label, from the visitor's clock. React islands render it with `suppressHydrationWarning`, so
 *   the text the inline script corrected before hydration is no mismatch.
 * - `data-showing-columns="7"` on each row of a table whose cells carry `data-showing-until` (a
 *   week grid): the row shows at most that many of its coming columns (the rest get
 *   `data-showing-over`; the server renders the reserve so), and each `data-showing-range` element in it reads the shown
 *   columns' first and last `data-showing-label` ("Fredag 27. november – torsdag 3. desember").
 *
 * The correction runs twice over: inline, while the browser parses each marked block, before it
 * paints it (`showing-clock-script.tsx`, the same functions' source), and in the clock's chunk,
 * which keeps the page right afterwards.
 *
 * Hiding is done by attribute (CSS in `app/globals.css`), never by the `hidden` property React
 * islands may own; islands that filter or pick days compute the same answer from
 * {@link currentMinute} (see `use-showing-clock.ts`).
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

/** The visitor's clock floored to the minute (epoch ms), so the script and the islands agree. */
export const currentMinute = (now: number = Date.now()): number =>
  Math.floor(now / MINUTE_MS) * MINUTE_MS;

/** Attributes of one showing element, for JSX spreading: `<li {...showingAttributes(start)}>`. */
export const showingAttributes = (start: string) =>
  ({ [SHOWING.start]: start }) as { 'data-showing-start': string };

/**
 * Calls `onTick` at every minute boundary of the visitor's clock, and when the page becomes
 * visible again or is restored from the back-forward cache (timers sleep in a hidden tab).
 * Returns the function that stops it.
 */
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
