'use client';

import { useEffect } from 'react';
import { LIVE } from './live-marks';

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
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      watcher.disconnect();
      import('./live-status-run.client').then(
        ({ installLiveStatusWhenIdle }) => {
          if (!cancelled) stop = installLiveStatusWhenIdle({ runtimeUrl, site });
        },
        (error: unknown) =>
          console.error(
            `Live availability failed: ${error instanceof Error ? error.message : String(error)}`,
          ),
      );
    };
    const marked = () => document.querySelector(`[${LIVE.event}]`) !== null;
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
