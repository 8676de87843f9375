import {
  createLiveAvailabilityStore,
  type LiveAvailabilityConfig,
  type LiveAvailabilityStore,
} from '@/store/events/live-availability';
import { LIVE, showLiveAvailability } from './live-status';
import { whenIdleAfterLoad } from './when-idle';

/**
 * Keeps every marked showing of the page (`live-status.ts`) at its live availability
 * (docs/product.md, One availability), with the store the film pages use
 * (store/events/live-availability.ts). Loaded on demand by `page-showings.ts`. It asks the
 * runtime service once for every id on the page (ids that appear later, after a filter or a day
 * change, only when they are new) and writes each answer in place; until then, and when the call
 * fails or hangs, the build's status stays. A client navigation to another path closes the
 * page's store, aborting its pending call, and opens a new one for the new page's ids. Returns
 * the function that stops it (and aborts what is pending).
 */
export function installLiveStatus(config: LiveAvailabilityConfig, doc: Document = document) {
  let path = '';
  let store: LiveAvailabilityStore | undefined;
  let unsubscribe = () => {};
  const marked = () => [...doc.querySelectorAll(`[${LIVE.event}]`)];
  const apply = () => {
    const live = store?.snapshot() ?? {};
    for (const element of marked()) {
      const availability = live[element.getAttribute(LIVE.event) ?? ''];
      if (availability) showLiveAvailability(element, availability);
    }
  };
  const close = () => {
    unsubscribe();
    store?.close();
  };
  const update = () => {
    if (!store || doc.location.pathname !== path) {
      close();
      path = doc.location.pathname;
      store = createLiveAvailabilityStore(config);
      unsubscribe = store.subscribe(apply);
    }
    store.want(marked().map((element) => element.getAttribute(LIVE.event) ?? ''));
    // Islands may render a marked showing again from the build's markup (a filter, a day): correct it at once.
    apply();
  };
  // Only added and removed nodes: the corrections themselves change text and attributes, never the tree.
  const observer = new MutationObserver(update);
  update();
  observer.observe(doc.body, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    close();
  };
}

/**
 * {@link installLiveStatus} once the page has loaded and the browser is idle, so the call never
 * competes with the page's first paint and hydration. Returns the function that stops it (or the
 * wait).
 */
export function installLiveStatusWhenIdle(config: LiveAvailabilityConfig): () => void {
  let stop: (() => void) | undefined;
  const stopWaiting = whenIdleAfterLoad(() => {
    stop = installLiveStatus(config);
  });
  return () => {
    stopWaiting();
    stop?.();
  };
}
