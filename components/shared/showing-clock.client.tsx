'use client';

import { useEffect } from 'react';

/**
 * Runs the showing clock (`showing-clock-run.ts`, contract in `showing-clock.ts`): rendered once in
 * the root layout, it loads the clock in its own chunk after hydration, which then keeps every
 * page current, the pages a client navigation brings too: it hides past showings, relabels days and
 * turns empty states on from the visitor's clock. Until then, each listing's inline script has
 * already corrected it (showing-clock-script.tsx). The chunk loads on every page rather than behind
 * a watcher for marked elements: the watcher cost every page's budget more than the lazy chunk.
 */
export function ShowingClock() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./showing-clock-run').then(({ installShowingClock }) => {
      if (!cancelled) stop = installShowingClock();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
  return null;
}
