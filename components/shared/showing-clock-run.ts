import {
  currentMinute,
  GRACE_MINUTES,
  SHOWING,
  SHOWING_PREFIX,
  subscribeMinutes,
} from './showing-clock';
import { SITE_TIME_ZONE, TODAY_LABEL, TOMORROW_LABEL } from '@/lib/time';

// Its own module so the root layout loads it only on pages that list showings.

/** What {@link correctShowings} needs besides the page and the clock: passed in, so that its source runs on its own inline. */
export interface ShowingClockOptions {
  prefix: string;
  graceMs: number;
  timeZone: string;
  today: string;
  tomorrow: string;
}

export const SHOWING_CLOCK_OPTIONS: ShowingClockOptions = {
  prefix: SHOWING_PREFIX,
  graceMs: GRACE_MINUTES * 60_000,
  timeZone: SITE_TIME_ZONE,
  today: TODAY_LABEL,
  tomorrow: TOMORROW_LABEL,
};

/**
 * Marks past showings and days, and those beyond a limit, at `now` (epoch ms). Self-contained and small:
 * its source is the inline script, in every listing page's budget.
 */
export function correctRows(
  root: ParentNode,
  now: number,
  { prefix, graceMs }: ShowingClockOptions,
): void {
  // `@` in a selector stands for the prefix: `[@start]` is `[data-showing-start]`.
  const each = (scope: ParentNode, selector: string, act: (element: Element) => void) =>
    scope.querySelectorAll(selector.replace(/@/g, prefix)).forEach(act);
  const get = (element: Element, key: keyof typeof SHOWING) => element.getAttribute(prefix + key);
  const mark = (element: Element, key: keyof typeof SHOWING, on: boolean) => {
    if (element.hasAttribute(prefix + key) !== on) element.toggleAttribute(prefix + key, on);
  };
  // A showing stays `graceMs` after its start, for latecomers; an `until` is the last instant shown
  // itself (a grid's day column goes at midnight, not a quarter past).
  each(root, '[@start]', (element) => {
    mark(element, 'past', Date.parse(get(element, 'start') ?? '') + graceMs < now);
  });
  each(root, '[@until]', (element) => {
    mark(element, 'past', Date.parse(get(element, 'until') ?? '') < now);
  });
  each(root, '[@limit]', (list) => {
    let left = Number(get(list, 'limit'));
    // A showing a filter left out (`excluded`) is not counted: the limit applies after the filters.
    each(list, '[@start]:not([@past],[@excluded])', (item) => mark(item, 'over', left-- <= 0));
  });
}

/** Hides groups whose showings are all over and turns empty states on or off; after {@link correctRows}. */
export function correctGroups(root: ParentNode, options: ShowingClockOptions): void {
  const name = (key: keyof typeof SHOWING) => options.prefix + key;
  const live = (scope: Element) =>
    scope.querySelector(`[${name('start')}]:not([${name('past')}])`) !== null;
  root.querySelectorAll(`[${name('group')}]`).forEach((group) => {
    const empty = group.querySelector(`[${name('start')}]`) !== null && !live(group);
    if (group.hasAttribute(name('empty')) !== empty) group.toggleAttribute(name('empty'), empty);
  });
  root.querySelectorAll<HTMLElement>(`[${name('none')}]`).forEach((none) => {
    const scope = none.closest(`[${name('scope')}]`) ?? none.parentElement;
    const hidden = scope !== null && live(scope);
    if (none.hidden !== hidden) none.hidden = hidden;
  });
}

/** Corrects week grid columns, day labels and date ranges at `now` (epoch ms); after {@link correctRows}. */
export function correctDays(root: ParentNode, now: number, options: ShowingClockOptions): void {
  const name = (key: keyof typeof SHOWING) => options.prefix + key;
  const each = (scope: ParentNode, selector: string, act: (element: HTMLElement) => void) =>
    scope.querySelectorAll<HTMLElement>(selector).forEach(act);
  const label = (element?: Element) => element?.getAttribute(name('label')) ?? '';
  const write = (element: Element, text: string) => {
    if (element.textContent !== text) element.textContent = text;
  };
  each(root, `[${name('columns')}]`, (row) => {
    let left = Number(row.getAttribute(name('columns')));
    each(row, `:scope>[${name('until')}]:not([${name('past')}])`, (cell) => {
      const over = left-- <= 0;
      if (cell.hasAttribute(name('over')) !== over) cell.toggleAttribute(name('over'), over);
    });
  });
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: options.timeZone }).format(now);
  // Noon UTC plus a day is the next calendar date: UTC has no daylight saving.
  const tomorrow = new Date(Date.parse(`${today}T12:00Z`) + 864e5).toISOString().slice(0, 10);
  each(root, `[${name('day')}]`, (element) => {
    const day = element.getAttribute(name('day'));
    const text = day === today ? options.today : day === tomorrow ? options.tomorrow : '';
    write(element, text || label(element));
  });
  each(root, `[${name('range')}]`, (range) => {
    const days: HTMLElement[] = [];
    const shown = `th[${name('until')}]:not([${name('past')}],[${name('over')}])`;
    each(range.closest('table') ?? range, shown, (day) => days.push(day));
    const text = `${label(days[0])} – ${label(days[days.length - 1])}`;
    write(range, text.charAt(0).toUpperCase() + text.slice(1));
  });
}

/** Corrects everything marked under `root` for the instant `now` (epoch ms): rows, groups and empty states, days. */
export function correctShowings(root: ParentNode, now: number, options: ShowingClockOptions): void {
  correctRows(root, now, options);
  correctGroups(root, options);
  correctDays(root, now, options);
}

/**
 * Runs `correct(now)` with the minute `now` (epoch ms): at once, every minute, when the tab shows
 * again, and (once per microtask) whenever the DOM under `doc.body` changes as `observe` says.
 * The showing clock and the «Åpent nå» statuses keep current with it. Returns the stop function.
 */
export function keepCurrent(
  doc: Document,
  clock: () => number,
  correct: (now: number) => void,
  observe: MutationObserverInit,
): () => void {
  let queued = false;
  const run = () => {
    queued = false;
    correct(currentMinute(clock()));
  };
  const queue = () => {
    if (queued) return;
    queued = true;
    queueMicrotask(run);
  };
  run();
  const observer = new MutationObserver(queue);
  observer.observe(doc.body, observe);
  const stop = subscribeMinutes(queue, doc, clock);
  return () => {
    observer.disconnect();
    stop();
  };
}

/** Keeps `document` current: now, at every minute and whenever the DOM changes. Returns the function that stops it. */
export function installShowingClock(
  doc: Document = document,
  clock: () => number = Date.now,
): () => void {
  // A filter marks showings in place: the limits are counted again without them.
  return keepCurrent(doc, clock, (now) => correctShowings(doc, now, SHOWING_CLOCK_OPTIONS), {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: [SHOWING.excluded],
  });
}
