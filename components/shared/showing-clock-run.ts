import {
  currentMinute,
  GRACE_MINUTES,
  SHOWING,
  SHOWING_PREFIX,
  subscribeMinutes,
} from './showing-clock';
import { SITE_TIME_ZONE, TODAY_LABEL, TOMORROW_LABEL } from '@/lib/time';

/*
 * The part of the showing clock that corrects the page (the contract is in `showing-clock.ts`).
 * It is its own module so that the root layout loads it only on pages that list showings. The
 * same function also runs inline, right after each marked block (`showing-clock-script.tsx`), so
 * the page is right at its first paint, before any chunk has loaded.
 */

/** What {@link correctShowings} needs besides the page and the clock: passed in, so that its source runs on its own inline. */
export interface ShowingClockOptions {
  /** The contract's attribute prefix: every name of {@link SHOWING} is it and the key (`data-showing-start`). */
  prefix: string;
  /** {@link GRACE_MINUTES} in milliseconds. */
  graceMs: number;
  /** The site's time zone, for the visitor's day. */
  timeZone: string;
  /** Labels of the visitor's day and the next (`I dag`, `I morgen`, lib/time.ts dayLabel). */
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
 * Corrects the rows under `root` for the instant `now` (epoch ms): marks past showings, days and
 * columns, over-limit showings and columns, empty groups, and turns empty states on or off.
 * Idempotent: a second run with the same `now` changes nothing, so it may run from a
 * MutationObserver.
 *
 * Each `correct…` function refers to nothing outside its body (its source is inline script text,
 * showing-clock-script.tsx) and is written for few bytes: it counts in the JavaScript budget of
 * every page that lists showings.
 */
export function correctRows(root: ParentNode, now: number, options: ShowingClockOptions): void {
  const name = (key: keyof typeof SHOWING) => options.prefix + key;
  const each = (scope: ParentNode, selector: string, act: (element: HTMLElement) => void) =>
    scope.querySelectorAll<HTMLElement>(selector).forEach(act);
  const get = (element: Element, key: keyof typeof SHOWING) => element.getAttribute(name(key));
  const set = (element: Element, key: keyof typeof SHOWING, on: boolean) => {
    if (element.hasAttribute(name(key)) !== on) element.toggleAttribute(name(key), on);
  };
  const coming = `:not([${name('past')}])`;
  each(root, `[${name('start')}],[${name('until')}]`, (element) => {
    const until = get(element, 'start') ?? get(element, 'until') ?? '';
    set(element, 'past', Date.parse(until) + options.graceMs < now);
  });
  each(root, `[${name('limit')}],[${name('columns')}]`, (list) => {
    const limit = get(list, 'limit');
    let left = Number(limit ?? get(list, 'columns'));
    const items = limit ? `[${name('start')}]` : `:scope>[${name('until')}]`;
    each(list, items + coming, (item) => set(item, 'over', left-- <= 0));
  });
  const live = (scope: Element) => scope.querySelector(`[${name('start')}]${coming}`) !== null;
  each(root, `[${name('group')}]`, (group) =>
    set(group, 'empty', group.querySelector(`[${name('start')}]`) !== null && !live(group)),
  );
  each(root, `[${name('none')}]`, (none) => {
    const scope = none.closest(`[${name('scope')}]`) ?? none.parentElement;
    const hidden = scope !== null && live(scope);
    if (none.hidden !== hidden) none.hidden = hidden;
  });
  each(root, `[${name('wait')}]`, (element) => set(element, 'wait', false));
}

/**
 * Rewrites the text under `root` that names days, for the instant `now` (epoch ms): a day's
 * label reads `I dag`, `I morgen` or its `data-showing-label`, and a week grid's date range the
 * first and last of its shown columns (run after {@link correctRows}). Idempotent; self-contained
 * like {@link correctRows}.
 */
export function correctDays(root: ParentNode, now: number, options: ShowingClockOptions): void {
  const name = (key: keyof typeof SHOWING) => options.prefix + key;
  const each = (scope: ParentNode, selector: string, act: (element: HTMLElement) => void) =>
    scope.querySelectorAll<HTMLElement>(selector).forEach(act);
  const label = (element?: Element) => element?.getAttribute(name('label')) ?? '';
  const write = (element: Element, text: string) => {
    if (element.textContent !== text) element.textContent = text;
  };
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

/** Corrects everything marked under `root` for the instant `now` (epoch ms): rows, then days. */
export function correctShowings(root: ParentNode, now: number, options: ShowingClockOptions): void {
  correctRows(root, now, options);
  correctDays(root, now, options);
}

/**
 * Keeps `document` current: corrects it now, at every minute and whenever the DOM changes (an
 * island re-rendered, a client navigation brought a new page). Returns the function that stops it.
 */
export function installShowingClock(
  doc: Document = document,
  clock: () => number = Date.now,
): () => void {
  let queued = false;
  const run = () => {
    queued = false;
    correctShowings(doc, currentMinute(clock()), SHOWING_CLOCK_OPTIONS);
  };
  const queue = () => {
    if (queued) return;
    queued = true;
    queueMicrotask(run);
  };
  run();
  const observer = new MutationObserver(queue);
  observer.observe(doc.body, { childList: true, subtree: true });
  const stop = subscribeMinutes(queue, doc, clock);
  return () => {
    observer.disconnect();
    stop();
  };
}
