import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The realm the browser shows in its password dialog. */
export const EDITOR_REALM = 'Redaksjon';

/** Compares without leaking the length of the common prefix through timing. */
const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
};

/** The password of an `Authorization: Basic <base64 user:password>` header (RFC 7617); any user name. */
function basicPassword(header: string | undefined): string | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : decoded.slice(colon + 1);
}

/**
 * The editors' pages (preview, status) are behind HTTP basic authentication with EDITOR_PASSWORD
 * and any user name (docs/content.md, Preview). Returns true when the request carries the
 * password; otherwise sends 401 with `WWW-Authenticate: Basic realm="Redaksjon"`, `no-store` and
 * `noindex`, and returns false. With no password configured every request is refused.
 */
export function requireEditor(
  request: FastifyRequest,
  reply: FastifyReply,
  password: string | undefined,
): boolean {
  const given = basicPassword(request.headers.authorization);
  if (password !== undefined && given !== undefined && sameText(given, password)) return true;
  void reply
    .code(401)
    .header('WWW-Authenticate', `Basic realm="${EDITOR_REALM}", charset="UTF-8"`)
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex, nofollow')
    .type('text/plain; charset=utf-8')
    .send(
      password === undefined
        ? 'Redaksjonens sider er slått av: EDITOR_PASSWORD er ikke satt.'
        : 'Skriv inn redaksjonens passord.',
    );
  return false;
}
