'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** The event code, loaded once, on demand: pages without statistics consent never load it. */
let events: Promise<typeof import('./analytics-send')> | undefined;
const loadEvents = () => (events ??= import('./analytics-send'));

/**
 * Sends the events of docs/product.md, Analytics events while `enabled` (statistics consent):
 * `select_content` on a click on any `a[data-analytics-item]` (one delegated listener), and
 * `view_item` for the `[data-analytics-view-item]` marks of the page after each navigation. The
 * code that builds them is in `analytics-send.ts`, loaded when they are first needed, so the
 * listener on every page is a few hooks.
 */
export function AnalyticsListener({ enabled }: { enabled: boolean }) {
  const pathname = usePathname();

  useEffect(() => {
    if (!enabled) return;
    let on = true;
    const onClick = (event: MouseEvent) => {
      const { target } = event;
      void loadEvents().then((send) => on && send.sendSelectContent(target));
    };
    // Capture phase: the event is recorded even if a later handler stops propagation.
    document.addEventListener('click', onClick, true);
    return () => {
      on = false;
      document.removeEventListener('click', onClick, true);
    };
  }, [enabled]);

  useEffect(() => {
    if (!enabled) return;
    let on = true;
    void loadEvents().then((send) => on && send.sendViewItems(document));
    return () => {
      on = false;
    };
  }, [enabled, pathname]);

  return null;
}
