/** The longest a page waits for an idle moment before it asks for live availability (ms). */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `task` once the page has loaded and the main thread is idle (`requestIdleCallback`, with a
 * 2 s deadline; a plain timeout where the browser has none), so live availability never competes
 * with the page's first paint and hydration (docs/browser.md, Live availability). Returns the
 * cancel function.
 */
export function whenIdleAfterLoad(task: () => void): () => void {
  let cancel = () => {};
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const timer = window.setTimeout(task, 1);
      cancel = () => window.clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') idle();
  else {
    window.addEventListener('load', idle, { once: true });
    cancel = () => window.removeEventListener('load', idle);
  }
  return () => cancel();
}
