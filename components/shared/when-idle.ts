/** The longest a page waits for an idle moment before it asks for live availability (ms). */
const IDLE_TIMEOUT_MS = 2_000;

/** Runs `task` when loaded and idle (2 s deadline), so it never competes with first paint; returns cancel. */
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
