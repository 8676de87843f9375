import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

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

/**
 * The editors' pages' gate (docs/editors.md): HTTP basic authentication with EDITOR_PASSWORD and
 * any user name (`redaksjon` is the one the docs suggest). Returns true when the request may see
 * the page; otherwise it has answered: 404 when no password is configured (the pages do not exist
 * then, so nothing tells a visitor they are there), else 401 with `WWW-Authenticate: Basic`, so
 * the browser asks for the password. Every answer is `no-store` and `noindex`.
 */
export function requireEditor(
  request: FastifyRequest,
  reply: FastifyReply,
  password: string | undefined,
): boolean {
  void reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
  if (!password) {
    void reply.code(404).type('text/plain; charset=utf-8').send('Ikke funnet');
    return false;
  }
  const sent = basicPassword(request.headers.authorization);
  if (sent !== undefined && sameText(sent, password)) return true;
  void reply
    .code(401)
    .header('WWW-Authenticate', `Basic realm="${REALM}", charset="UTF-8"`)
    .type('text/plain; charset=utf-8')
    .send('Denne siden er for redaksjonen: logg inn med redaksjonens passord.');
  return false;
}
