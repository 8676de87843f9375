'use client';

import { useEffect } from 'react';

interface ShowingClockProps {
  /** Runtime service base URL (RUNTIME_URL, fixed at build time), for the live availability. */
  runtimeUrl: string;
  /** The site value of the runtime call (docs/product.md, Outside services). */
  site: string;
}

/**
 * Keeps every page's showings current: rendered once in the root layout, it loads
 * `page-showings.ts` in its own chunk after hydration, which runs the showing clock
 * (`showing-clock-run.ts`, contract in `showing-clock.ts`: past showings, day labels, empty states
 * from the visitor's clock) and, on pages with marked showings, their live availability. Until
 * then, each listing's inline script has already corrected it (showing-clock-script.tsx). One
 * small loader for both, and no watcher here: this is in every page's shared script budget.
 */
export function ShowingClock({ runtimeUrl, site }: ShowingClockProps) {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./page-showings').then(({ installPageShowings }) => {
      if (!cancelled) stop = installPageShowings({ runtimeUrl, site });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [runtimeUrl, site]);
  return null;
}
