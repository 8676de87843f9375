import { callerEmail } from './caller';
import type { OperationName } from './operations';
import { errors, wireError } from './respond';
import type { BackendState, DisconnectRule, FailRule, InvalidRule, OmitRule } from './state';

/** The longest a `hang` rule holds a call open (ms). */
export const HANG_CAP_MS = 120_000;

const matches = (rule: { operation?: OperationName }, operation: OperationName): boolean =>
  rule.operation === undefined || rule.operation === operation;

/** A matching rule that still has calls left, counted down by one. */
function take<T extends FailRule | InvalidRule | DisconnectRule | OmitRule>(
  rules: T[],
  operation: OperationName,
): T | undefined {
  const rule = rules.findLast(
    (candidate) =>
      matches(candidate, operation) &&
      (candidate.remaining === undefined || candidate.remaining > 0),
  );
  if (rule?.remaining !== undefined) rule.remaining -= 1;
  return rule;
}

/**
 * What a broken backend behind a proxy answers: 200 with an HTML maintenance page, which no wire
 * schema accepts (services/filmclub/wire.ts), so the site must treat it as an invalid answer.
 */
const invalidAnswer = (): Response =>
  new Response(
    '<!doctype html><html lang="nb"><title>Vedlikehold</title><h1>Tjenesten er under vedlikehold</h1></html>',
    { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } },
  );

/** Waits until the backend is reset, the caller aborts, or `capMs` has passed, whichever comes first. */
function holdOpen(hung: Set<() => void>, capMs: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const release = () => {
      clearTimeout(timer);
      hung.delete(release);
      signal.removeEventListener('abort', release);
      resolve();
    };
    const timer = setTimeout(release, capMs);
    timer.unref();
    hung.add(release);
    signal.addEventListener('abort', release);
  });
}

/**
 * The answer a control rule forces on this call, if any: a `hang` rule holds it open and then
 * answers 504 TIMEOUT; a `disconnect` rule (of the calling member, when it names one) fails it
 * as a network error (`Response.error()`: the client gets no answer; served over HTTP, the
 * connection is dropped, emulator/server.ts); a `fail` rule (of the calling member, when it names one) answers its
 * status with `{ Message, Code? }`; an `invalid` rule answers 200 with an HTML page. The latest
 * matching rule of a kind wins, hang before disconnect before fail before invalid; a rule with `remaining` counts
 * down and then stops matching.
 */
export async function injectedFault(
  backend: BackendState,
  operation: OperationName,
  request: Request,
): Promise<Response | undefined> {
  const hang = backend.hangs.findLast((rule) => matches(rule, operation));
  if (hang) {
    await holdOpen(backend.hung, hang.capMs, request.signal);
    return errors.timeout();
  }
  const ofCaller = <T extends { email?: string }>(rules: T[]): T[] =>
    rules.filter(
      (rule) => rule.email === undefined || rule.email === callerEmail(backend, request),
    );
  if (take(ofCaller(backend.disconnects), operation)) return Response.error();
  const failure = take(ofCaller(backend.failures), operation);
  if (failure) return wireError(failure.status, failure.message, failure.code);
  return take(backend.invalidAnswers, operation) ? invalidAnswer() : undefined;
}

/**
 * The answer with the top-level JSON fields an `omit` rule names taken out (the latest matching
 * rule, counted down like `fail`), e.g. a LoginDx answer without `marsToken`: the shape a backend
 * answers when it is half broken. Other answers (errors, no JSON body) pass unchanged.
 */
export async function withOmissions(
  backend: BackendState,
  operation: OperationName,
  response: Response,
): Promise<Response> {
  if (!response.ok || !response.headers.get('content-type')?.includes('json')) return response;
  const rule = take(backend.omissions, operation);
  if (!rule) return response;
  const body = (await response.json()) as Record<string, unknown>;
  for (const field of rule.fields) delete body[field];
  return Response.json(body, { status: response.status, headers: response.headers });
}
