import { LIVE } from './live-status';
import { installOpenNow } from './open-now-run';
import { installShare } from './share-run';
import { installShowingClock } from './showing-clock-run';

/**
 * Starts the showing clock, the «Åpent nå» statuses (`open-now-run.ts`) and the share buttons'
 * listener (a few hundred bytes, in this chunk so a click shares at once), and the live status
 * only where `doc` holds a `data-live-event` mark.
 */
export function installPageShowings(
  config: { runtimeUrl: string; site: string },
  doc: Document = document,
): () => void {
  const stopClock = installShowingClock(doc);
  const stopOpen = installOpenNow(doc);
  const stopShare = installShare(doc);
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
    stopOpen();
    stopShare();
    stopLive?.();
  };
}
