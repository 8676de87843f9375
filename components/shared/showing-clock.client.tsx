'use client';

import { useEffect } from 'react';

/** Elements the showing clock corrects (its contract, `showing-clock.ts`). */
const MARKED = '[data-showing-start]';

/**
 * Runs the showing clock (`showing-clock-run.ts`, contract in `showing-clock.ts`) on every page that lists showings: rendered once in
 * the root layout, it loads the clock (its own small chunk, so pages without showings do not pay
 * for it) as soon as the page holds a marked element, now or after a client navigation, and then
 * hides past showings, relabels days and turns empty states on from the visitor's clock.
 */
export function ShowingClock() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let started = false;
    let cancelled = false;
    const start = () => {
      if (started) return;
      started = true;
      watcher.disconnect();
      void import('./showing-clock-run').then(({ installShowingClock }) => {
        if (!cancelled) stop = installShowingClock();
      });
    };
    const watcher = new MutationObserver(() => {
      if (document.querySelector(MARKED)) start();
    });
    if (document.querySelector(MARKED)) start();
    else watcher.observe(document.body, { childList: true, subtree: true });
    return () => {
      cancelled = true;
      watcher.disconnect();
      stop?.();
    };
  }, []);
  return null;
}
