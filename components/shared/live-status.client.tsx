'use client';

import { useEffect } from 'react';

/**
 * A marked showing (`LIVE.event` of live-status.ts, checked by its test): a literal, so that every
 * page's shared script carries this loader alone, not the module that writes the statuses.
 */
export const MARKED = '[data-live-event]';

interface LiveStatusProps {
  /** Runtime service base URL (RUNTIME_URL, fixed at build time). */
  runtimeUrl: string;
  /** The site value of the runtime call (docs/product.md, Outside services). */
  site: string;
}

/**
 * Live availability of the schedules and programme cards (docs/product.md, One availability):
 * rendered once in the root layout, it loads `live-status-run.client.tsx` with the store (its own
 * chunk, so pages without marked showings never load it) once the page holds a marked showing,
 * now or after a client navigation; that module asks once the page has loaded and is idle. It is
 * in every page's shared script, so it holds nothing else. If the module cannot load, the page
 * keeps the build's statuses.
 */
export function LiveStatus({ runtimeUrl, site }: LiveStatusProps) {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const start = () => {
      watcher.disconnect();
      // A chunk that fails to load is reported by the browser; the build's statuses stay.
      void import('./live-status-run.client').then(({ installLiveStatusWhenIdle }) => {
        if (!cancelled) stop = installLiveStatusWhenIdle({ runtimeUrl, site });
      });
    };
    const marked = () => document.querySelector(MARKED) !== null;
    const watcher = new MutationObserver(() => {
      if (marked()) start();
    });
    if (marked()) start();
    else watcher.observe(document.body, { childList: true, subtree: true });
    return () => {
      cancelled = true;
      watcher.disconnect();
      stop?.();
    };
  }, [runtimeUrl, site]);
  return null;
}
