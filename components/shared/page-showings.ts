import { LIVE } from './live-status';
import { installShowingClock } from './showing-clock-run';

/**
 * Starts the showing clock at once and the live status once `doc` holds a `data-live-event` mark,
 * so its chunk loads only where needed. If it cannot load, the page keeps the build's statuses.
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
