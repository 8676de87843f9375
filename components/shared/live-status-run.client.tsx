import {
  createLiveAvailabilityStore,
  type LiveAvailabilityConfig,
  type LiveAvailabilityStore,
} from '@/store/events/live-availability';
import { pageAvailability } from '@/store/events/page-availability';
import { LIVE, showLiveAvailability } from './live-status';
import { whenIdleAfterLoad } from './when-idle';

/** Keeps marked showings at their live availability, else the build's; returns the stop function. */
export function installLiveStatus(config: LiveAvailabilityConfig, doc: Document = document) {
  let path = '';
  let store: LiveAvailabilityStore | undefined;
  let unsubscribe = () => {};
  const marked = () => [...doc.querySelectorAll(`[${LIVE.event}]`)];
  const apply = () => {
    if (!store) return;
    const live = store.snapshot();
    // The programme's «Skjul utsolgte» filters on the same answers.
    pageAvailability.publish(live);
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

/** {@link installLiveStatus} once the browser is idle, so the call never competes with first paint and hydration. */
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
