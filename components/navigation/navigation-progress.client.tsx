'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition } from 'react';
import type { LoadOutcome } from './page-loader';
import { loadOnce } from '@/lib/load-once';
import { whenIdleAfterLoad } from '@/components/shared/when-idle';
import { linkNavigationTarget } from './link-target';
import styles from './navigation-progress.module.css';

/** A navigation that finishes sooner shows no bar, so fast navigations do not flash it (ms). */
export const SHOW_PROGRESS_AFTER_MS = 150;

/**
 * The page loader's code is not needed to show a page: it loads once the page is idle, or with the
 * first click before that, outside the chunks every page references (their JavaScript budget).
 */
export const sitePageLoader = loadOnce(() =>
  import('./site-page-loader').then((module) => module.pageLoader),
);

/** Client navigation (docs/product.md, Client navigation and the service worker), rendered once in the root layout. */
export function NavigationProgress() {
  const router = useRouter();
  const [loading, setLoading] = useState(false);
  const [late, setLate] = useState(false);
  const [navigating, startNavigation] = useTransition();
  const latest = useRef(0);

  useEffect(() => whenIdleAfterLoad(() => void sitePageLoader().catch(() => {})), []);

  useEffect(() => {
    let showTimer: ReturnType<typeof setTimeout> | undefined;
    const onClick = (event: MouseEvent) => {
      const path = linkNavigationTarget(event, new URL(window.location.href));
      if (path === null) return;
      // Capture phase on window, before React's handlers: the browser's own navigation is
      // cancelled, and the link's other click handlers (e.g. closing the menu) still run.
      event.preventDefault();
      const navigation = ++latest.current;
      setLoading(true);
      setLate(false);
      clearTimeout(showTimer);
      showTimer = setTimeout(() => setLate(true), SHOW_PROGRESS_AFTER_MS);
      void sitePageLoader()
        .then((loader) => loader.load(path))
        .catch((error: unknown): LoadOutcome => ({ status: 'failed', error }))
        .then((outcome) => {
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
    // The site's links are plain `<a>` (next/link cost every page its script room): the pointer
    // resting on one prefetches its page for the router, as next/link did.
    const onHover = (event: MouseEvent) => {
      const path = linkNavigationTarget(event, new URL(window.location.href));
      if (path !== null) router.prefetch(path);
    };
    // Back, forward or a page restored from the back-forward cache ends a pending navigation.
    const cancel = () => {
      latest.current += 1;
      setLoading(false);
    };
    window.addEventListener('click', onClick, true);
    window.addEventListener('mouseover', onHover, { passive: true });
    window.addEventListener('popstate', cancel);
    window.addEventListener('pageshow', cancel);
    return () => {
      clearTimeout(showTimer);
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('mouseover', onHover);
      window.removeEventListener('popstate', cancel);
      window.removeEventListener('pageshow', cancel);
    };
  }, [router]);

  return (loading || navigating) && late ? (
    <div className={styles.bar} role="progressbar" aria-label="Laster inn siden" />
  ) : null;
}
