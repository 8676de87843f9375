import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientKey } from './client-key';
import { logLockout, logRateLimit } from './ops-events';
import { passwordLimiter, type Lockout, type PasswordLimiter } from './password-limiter';

/** The realm browsers show in their password dialog. */
const REALM = 'Redaksjon';

/** Constant-time comparison of two texts (the lengths may leak, the content not). */
function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The password of an `Authorization: Basic …` header (RFC 7617), any user name; undefined without one. */
function basicPassword(header: string | undefined): string | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : decoded.slice(colon + 1);
}

/** Checks a request to the editors' pages; false when it has answered it (see `editorGate`). */
export type EditorGate = (request: FastifyRequest, reply: FastifyReply) => boolean;

export interface EditorGateOptions {
  /** The failed-attempt limits (default PASSWORD_LIMITS) and the clock, for tests. */
  limiter?: PasswordLimiter;
  /** Also told each lock-out as a sentence (tests); the log line goes to the request's logger (server/ops-events.ts). */
  log?: (message: string) => void;
}

/** The lock-out as one log line: who, how long, why. */
const describeLockout = ({ scope, durationMs, count, failures }: Lockout) =>
  `Editors' pages: ${scope} locked out for ${Math.round(durationMs / 1000)} s after ${failures} wrong passwords (lock-out ${count}; each doubles the last).`;

/**
 * The editors' pages' gate (docs/editors.md; the status page and the preview share one): HTTP
 * basic authentication with EDITOR_PASSWORD and any user name (`redaksjon` is the one the docs
 * suggest). The returned check is true when the request may see the page; otherwise it has
 * answered: 404 when no password is configured (the pages do not exist then, so nothing tells a
 * visitor they are there); 429 with `Retry-After` (seconds) while the client (its IPv4 address or
 * IPv6 /64, server/client-key.ts) is locked out for wrong passwords, whatever it sends
 * (server/password-limiter.ts: 10 a minute per client, 100 overall, lock-outs doubling from a
 * minute to an hour; a client that has not failed is never locked out); else 401 with
 * `WWW-Authenticate: Basic`, so the browser asks for the password. A request without a password
 * is not a failure: the browser sends one only after that 401. Every answer is `no-store` and
 * `noindex`. Each lock-out and each 429 is logged (server/ops-events.ts).
 */
export function editorGate(
  password: string | undefined,
  { limiter = passwordLimiter(), log }: EditorGateOptions = {},
): EditorGate {
  return (request, reply) => {
    void reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
    if (!password) {
      void reply.code(404).type('text/plain; charset=utf-8').send('Ikke funnet');
      return false;
    }
    const client = clientKey(request.ip);
    const wait = limiter.waitSeconds(client);
    if (wait > 0) {
      logRateLimit(request, "editors' password", wait);
      void reply
        .code(429)
        .header('Retry-After', String(wait))
        .type('text/plain; charset=utf-8')
        .send(`For mange feil passord. Vent ${wait} sekunder og prøv igjen.`);
      return false;
    }
    const sent = basicPassword(request.headers.authorization);
    if (sent !== undefined && sameText(sent, password)) {
      limiter.succeeded(client);
      return true;
    }
    if (sent !== undefined)
      for (const lockout of limiter.failed(client)) {
        logLockout(request, lockout, client);
        log?.(describeLockout(lockout));
      }
    void reply
      .code(401)
      .header('WWW-Authenticate', `Basic realm="${REALM}", charset="UTF-8"`)
      .type('text/plain; charset=utf-8')
      .send('Denne siden er for redaksjonen: logg inn med redaksjonens passord.');
    return false;
  };
}
