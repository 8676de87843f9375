'use client';

import { useEffect, useState } from 'react';
import styles from './service-worker.module.css';

const SCRIPT_URL = '/sw.js';
/** Set by app/not-found.tsx on the 404 page. */
export const UNKNOWN_PAGE_ATTRIBUTE = 'data-unknown-page';

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/** Registers the service worker once the page is idle after hydration and tells the visitor when it works offline. */
export function ServiceWorker({ enabled }: { enabled: boolean }) {
  const [offlineReady, setOfflineReady] = useState(false);
  useEffect(() => {
    if (!enabled || !('serviceWorker' in navigator)) return;
    const start = () =>
      void import('./registration').then(({ startServiceWorker }) =>
        startServiceWorker(
          {
            container: navigator.serviceWorker,
            session: window.sessionStorage,
            reload: () => window.location.reload(),
            now: Date.now,
          },
          {
            scriptUrl: SCRIPT_URL,
            pageUrl: window.location.href,
            unknownPage: document.querySelector(`[${UNKNOWN_PAGE_ATTRIBUTE}]`) !== null,
            onOfflineReady: () => setOfflineReady(true),
          },
        ),
      );
    const idle = window as IdleWindow;
    if (idle.requestIdleCallback && idle.cancelIdleCallback) {
      const id = idle.requestIdleCallback(start, { timeout: 5000 });
      return () => idle.cancelIdleCallback?.(id);
    }
    const timer = window.setTimeout(start, 2000);
    return () => window.clearTimeout(timer);
  }, [enabled]);

  return (
    <div role="status">
      {offlineReady && (
        <p className={styles.notice}>
          <span>Innholdet er nå tilgjengelig uten nett.</span>
          <button type="button" className={styles.close} onClick={() => setOfflineReady(false)}>
            Lukk
          </button>
        </p>
      )}
    </div>
  );
}
