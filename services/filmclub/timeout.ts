/**
 * ms a whole film-club call may take, a 178 refresh and retry included (docs/product.md, Film
 * club). Also each axios request's timeout, which bounds a shared refresh no single call owns.
 */
export const MEMBER_CALL_TIMEOUT_MS = 10_000;

/** `AbortSignal.timeout`, with a fallback for iOS 15 and older, whose phones still open the member area. */
export function deadlineSignal(ms: number = MEMBER_CALL_TIMEOUT_MS): AbortSignal {
  if (typeof AbortSignal.timeout === 'function') return AbortSignal.timeout(ms);
  const controller = new AbortController();
  setTimeout(
    () => controller.abort(new DOMException('The member call took too long', 'TimeoutError')),
    ms,
  );
  return controller.signal;
}

/** `AbortSignal.any`, with a fallback for Safari before 17.4 (iOS 16). */
export function eitherSignal(first: AbortSignal, second: AbortSignal): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([first, second]);
  const controller = new AbortController();
  const abort = () => controller.abort();
  for (const signal of [first, second]) {
    if (signal.aborted) controller.abort();
    else signal.addEventListener('abort', abort, { once: true });
  }
  return controller.signal;
}
