import { callerEmail } from './caller';
import type { FilmclubEmulator } from './emulator';
import type { OperationName } from './operations';
import { errors, wireError } from './respond';
import type { BackendState, FailRule, HangRule } from './state';

/** The longest a `hang` rule holds a call open (ms). */
export const HANG_CAP_MS = 120_000;

const matches = (rule: FailRule | HangRule, operation: OperationName): boolean => rule.operation === undefined || rule.operation === operation;

/** Waits until reset, the caller aborts, or `capMs` has passed, whichever comes first. */
function holdOpen(emulator: FilmclubEmulator, capMs: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const release = () => {
      clearTimeout(timer);
      emulator.hung.delete(release);
      signal.removeEventListener('abort', release);
      resolve();
    };
    const timer = setTimeout(release, capMs);
    timer.unref();
    emulator.hung.add(release);
    signal.addEventListener('abort', release);
  });
}

/**
 * The answer a control rule forces on this call, if any: a `hang` rule holds it open and then
 * answers 504 TIMEOUT; a `fail` rule (of the calling member, when it names one) answers its
 * status with `{ Message, Code? }`. The latest
 * matching rule wins; a rule with `remaining` counts down and then stops matching.
 */
export async function injectedFault(emulator: FilmclubEmulator, backend: BackendState, operation: OperationName, request: Request): Promise<Response | undefined> {
  const hang = backend.hangs.findLast((rule) => matches(rule, operation));
  if (hang) {
    await holdOpen(emulator, hang.capMs, request.signal);
    return errors.timeout();
  }
  const failure = backend.failures.findLast(
    (rule) => matches(rule, operation) && (rule.remaining === undefined || rule.remaining > 0) && (rule.email === undefined || rule.email === callerEmail(backend, request)),
  );
  if (!failure) return undefined;
  if (failure.remaining !== undefined) failure.remaining -= 1;
  return wireError(failure.status, failure.message, failure.code);
}
