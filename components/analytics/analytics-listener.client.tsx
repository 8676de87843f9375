'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** The event code, loaded once, on demand: pages without statistics consent never load it. */
let events: Promise<typeof import('./analytics-send')> | undefined;
const loadEvents = () => (events ??= import('./analytics-send'));

/** Sends the events of docs/product.md, Analytics events while `enabled` (statistics consent). */
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
