import { openStatus, type OpeningSpan } from '@/lib/open-now';
import { currentMinute, subscribeMinutes } from './showing-clock';

const OPEN = '[data-open]';

/** Sets every «Åpent nå» status under `doc` for the instant `now` (epoch ms). */
export function correctOpenNow(doc: Document, now: number): void {
  doc.querySelectorAll<HTMLElement>(OPEN).forEach((element) => {
    const spans = JSON.parse(element.dataset.open ?? '[]') as OpeningSpan[];
    const text = openStatus(spans, now, true);
    if (element.textContent !== text) element.textContent = text;
  });
}

/**
 * Keeps the page's «Åpent nå» statuses current (docs/browser.md, Open now): now, every minute, when
 * the tab shows again and when a client navigation brings a new one. Returns the stop function.
 */
export function installOpenNow(doc: Document = document, clock: () => number = Date.now) {
  let queued = false;
  const run = () => {
    queued = false;
    correctOpenNow(doc, currentMinute(clock()));
  };
  const queue = () => {
    if (queued) return;
    queued = true;
    queueMicrotask(run);
  };
  run();
  const observer = new MutationObserver(queue);
  observer.observe(doc.body, { childList: true, subtree: true });
  const stop = subscribeMinutes(queue, doc, clock);
  return () => {
    observer.disconnect();
    stop();
  };
}
