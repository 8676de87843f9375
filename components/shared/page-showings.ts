import { LIVE } from './live-status';
import { installShowingClock } from './showing-clock-run';

/*
 * What keeps a page's showings current once it has hydrated, loaded on demand by the one loader in
 * the root layout (showing-clock.client.tsx): the showing clock, and the live availability of
 * schedules and programme cards (docs/product.md, One availability), whose own chunk loads only
 * when the page holds a marked showing, now or after a client navigation.
 */

/**
 * Starts the showing clock at once and the live status (`live-status-run.client.tsx`, with the
 * runtime service's `config`) once `doc` holds a `data-live-event` mark. If that chunk cannot
 * load, the page keeps the build's statuses. Returns the function that stops both.
 */
export function installPageShowings(
  config: { runtimeUrl: string; site: string },
  doc: Document = document,
): () => void {
  const stopClock = installShowingClock(doc);
  let stopLive: (() => void) | undefined;
  let stopped = false;
  const marked = () => doc.querySelector(`[${LIVE.event}]`) !== null;
  const start = () => {
    watcher.disconnect();
    void import('./live-status-run.client').then(({ installLiveStatusWhenIdle }) => {
      if (!stopped) stopLive = installLiveStatusWhenIdle(config);
    });
  };
  const watcher = new MutationObserver(() => {
    if (marked()) start();
  });
  if (marked()) start();
  else watcher.observe(doc.body, { childList: true, subtree: true });
  return () => {
    stopped = true;
    watcher.disconnect();
    stopClock();
    stopLive?.();
  };
}
