import { currentMinute, isPastShowing, SHOWING, subscribeMinutes } from './showing-clock';

/*
 * The part of the showing clock that corrects the page (the contract is in `showing-clock.ts`).
 * It is its own module so that the root layout loads it only on pages that list showings.
 */

function toggle(element: Element, name: string, on: boolean): void {
  if (element.hasAttribute(name) !== on) element.toggleAttribute(name, on);
}

/**
 * Corrects every marked element under `root` for the instant `now` (epoch ms): marks past and
 * over-limit showings, empty groups and turns empty states on or off. Idempotent:
 * a second run with the same `now` changes nothing, so it may run from a MutationObserver.
 */
export function correctShowings(root: ParentNode, now: number): void {
  const live = (element: Element) => !isPastShowing(element.getAttribute(SHOWING.start) ?? '', now);
  for (const showing of root.querySelectorAll(`[${SHOWING.start}]`))
    toggle(showing, SHOWING.past, !live(showing));
  for (const list of root.querySelectorAll(`[${SHOWING.limit}]`)) {
    let left = Number(list.getAttribute(SHOWING.limit));
    for (const showing of list.querySelectorAll(`[${SHOWING.start}]`)) {
      if (showing.hasAttribute(SHOWING.past) || showing.hasAttribute(SHOWING.excluded)) continue;
      toggle(showing, SHOWING.over, left <= 0);
      left -= 1;
    }
  }
  const hasLive = (scope: Element) =>
    scope.querySelector(`[${SHOWING.start}]:not([${SHOWING.past}])`) !== null;
  for (const group of root.querySelectorAll(`[${SHOWING.group}]`)) {
    toggle(
      group,
      SHOWING.empty,
      group.querySelector(`[${SHOWING.start}]`) !== null && !hasLive(group),
    );
  }
  for (const none of root.querySelectorAll<HTMLElement>(`[${SHOWING.none}]`)) {
    const scope = none.closest(`[${SHOWING.scope}]`) ?? none.parentElement;
    const hidden = scope !== null && hasLive(scope);
    if (none.hidden !== hidden) none.hidden = hidden;
  }
}

/**
 * Keeps `document` current: corrects it now, at every minute and whenever the DOM changes (an
 * island re-rendered or filtered, a client navigation brought a new page). Returns the function
 * that stops it.
 */
export function installShowingClock(
  doc: Document = document,
  clock: () => number = Date.now,
): () => void {
  let queued = false;
  const run = () => {
    queued = false;
    correctShowings(doc, currentMinute(clock()));
  };
  const queue = () => {
    if (queued) return;
    queued = true;
    queueMicrotask(run);
  };
  run();
  const observer = new MutationObserver(queue);
  // A filter marks showings in place: the limits are counted again without them.
  observer.observe(doc.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: [SHOWING.excluded],
  });
  const stop = subscribeMinutes(queue, doc, clock);
  return () => {
    observer.disconnect();
    stop();
  };
}
