/**
 * How long a film-club call may take before it fails (ms): 10 s, the one place to change it
 * (docs/product.md, Film club: every member call times out after 10 s with a Norwegian message, never an
 * endless spinner). One deadline for the whole member call, a 178 refresh and retry after a 401
 * included (api.ts `call`); each backend's axios instance (client.ts) also uses it per request,
 * which bounds a shared refresh that no single call owns.
 */
export const MEMBER_CALL_TIMEOUT_MS = 10_000;

/**
 * A signal that aborts after `ms`: `AbortSignal.timeout`, or a controller and a timer on browsers
 * without it (iOS 15 and older; phones that no longer update still open the member area).
 */
export function deadlineSignal(ms: number = MEMBER_CALL_TIMEOUT_MS): AbortSignal {
  if (typeof AbortSignal.timeout === 'function') return AbortSignal.timeout(ms);
  const controller = new AbortController();
  setTimeout(
    () => controller.abort(new DOMException('The member call took too long', 'TimeoutError')),
    ms,
  );
  return controller.signal;
}

/**
 * A signal that aborts when either does: `AbortSignal.any`, or a controller on browsers without it
 * (Safari before 17.4, so iOS 16 phones).
 */
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
