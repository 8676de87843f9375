import type { FastifyRequest } from 'fastify';
import type { Lockout } from './password-limiter';

// The security events of the site server's log (README, Logs), written through the request's
// logger: the site server's pino log under `npm start`, nothing in tests' quiet servers. Only the
// request's address and the event's own fields: never a header, a body or what the client sent.

/** Why a webhook call was refused: the names the log uses. */
export type WebhookRefusal =
  | 'no credentials'
  | 'webhook off'
  | 'bad secret or signature'
  | 'replayed'
  | 'body too large'
  | 'unreadable body';

/** The refusal a body error of fastify's parser stands for (413, 400), else undefined. */
export function refusedBodyReason(error: { statusCode?: number }): WebhookRefusal | undefined {
  if (error.statusCode === 413) return 'body too large';
  return error.statusCode === 400 ? 'unreadable body' : undefined;
}

const pathOf = (request: FastifyRequest) => request.url.split('?')[0];

/** `msg: "webhook refused"`: a rebuild or preview webhook call answered 401, 409, 413 or 400. */
export function logWebhookRefused(request: FastifyRequest, reason: WebhookRefusal): void {
  request.log.warn({ reason, path: pathOf(request), client: request.ip }, 'webhook refused');
}

/** `msg: "rate limit"`: a request answered 429; `what` names the limit. */
export function logRateLimit(request: FastifyRequest, what: string, retryAfterS?: number): void {
  request.log.warn(
    { what, path: pathOf(request), client: request.ip, ...(retryAfterS && { retryAfterS }) },
    'rate limit',
  );
}

/** `msg: "login lock-out"`: wrong passwords locked a client (or, with `scope: "all"`, every client that failed) out of the editors' pages. */
export function logLockout(request: FastifyRequest, lockout: Lockout, client: string): void {
  const { durationMs, count, failures } = lockout;
  request.log.warn(
    {
      client: request.ip,
      scope: lockout.scope === client ? 'client' : 'all',
      seconds: Math.round(durationMs / 1000),
      until: new Date(Date.now() + durationMs).toISOString(),
      lockout: count,
      failures,
    },
    'login lock-out',
  );
}
