'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition } from 'react';
import { linkNavigationTarget } from './link-target';
import { createPageLoader, type PageLoader } from './page-loader';
import { documentChunks, fetchPageResources } from './page-resources';
import styles from './navigation-progress.module.css';

/** A navigation that finishes sooner shows no bar, so fast navigations do not flash it (ms). */
export const SHOW_PROGRESS_AFTER_MS = 150;

export const pageLoader: PageLoader = createPageLoader({
  fetchResources: (path) => {
    const loaded = documentChunks(document);
    return fetchPageResources(path, { isLoaded: (chunk) => loaded.has(chunk) });
  },
});

/** Client navigation (docs/product.md, Client navigation and the service worker), rendered once in the root layout. */
export function NavigationProgress() {
  const router = useRouter();
  const [loading, setLoading] = useState(false);
  const [late, setLate] = useState(false);
  const [navigating, startNavigation] = useTransition();
  const latest = useRef(0);

  useEffect(() => {
    let showTimer: ReturnType<typeof setTimeout> | undefined;
    const onClick = (event: MouseEvent) => {
      const path = linkNavigationTarget(event, new URL(window.location.href));
      if (path === null) return;
      // Capture phase on window, before React's handlers: next/link sees the event handled and
      // leaves this navigation to us (its other click handlers, e.g. closing the menu, still run).
      event.preventDefault();
      const navigation = ++latest.current;
      setLoading(true);
      setLate(false);
      clearTimeout(showTimer);
      showTimer = setTimeout(() => setLate(true), SHOW_PROGRESS_AFTER_MS);
      void pageLoader.load(path).then((outcome) => {
        if (navigation !== latest.current) return;
        if (outcome.status === 'failed' && navigator.onLine) {
          window.location.assign(path);
          return;
        }
        startNavigation(() => {
          setLoading(false);
          router.push(path);
        });
      });
    };
    // Back, forward or a page restored from the back-forward cache ends a pending navigation.
    const cancel = () => {
      latest.current += 1;
      setLoading(false);
    };
    window.addEventListener('click', onClick, true);
    window.addEventListener('popstate', cancel);
    window.addEventListener('pageshow', cancel);
    return () => {
      clearTimeout(showTimer);
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', cancel);
      window.removeEventListener('pageshow', cancel);
    };
  }, [router]);

  return (loading || navigating) && late ? (
    <div className={styles.bar} role="progressbar" aria-label="Laster inn siden" />
  ) : null;
}
