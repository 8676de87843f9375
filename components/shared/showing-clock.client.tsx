'use client';

import { useEffect } from 'react';

interface ShowingClockProps {
  /** Runtime service base URL (RUNTIME_URL, fixed at build time), for the live availability. */
  runtimeUrl: string;
  /** The site value of the runtime call (docs/product.md, Outside services). */
  site: string;
}

/** Loads `page-showings.ts` after hydration; one small loader and no watcher here, as it is in every page's script budget. */
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
