import { openStatus, type OpeningSpan } from '@/lib/open-now';
import { keepCurrent } from './showing-clock-run';

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
export function installOpenNow(
  doc: Document = document,
  clock: () => number = Date.now,
): () => void {
  return keepCurrent(doc, clock, (now) => correctOpenNow(doc, now), {
    childList: true,
    subtree: true,
  });
}
