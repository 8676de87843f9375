import type { IncomingMessage, ServerResponse } from 'node:http';
import { chooseEncoding } from './accept-encoding';
import type { FileTable } from './file-table';

/** True when `ifNoneMatch` lists `etag` (weak comparison, as @fastify/send) or is `*`. */
function matches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch
    .split(',')
    .map((token) => token.trim())
    .some((token) => token === etag || `W/${token}` === etag);
}

/** Request headers the table leaves to the streaming path, which handles them (ranges, preconditions). */
const LEFT_TO_DISK = ['range', 'if-range', 'if-match', 'if-unmodified-since', 'if-modified-since'];

/** What the table can say of a request: nothing (left to fastify), or the answer's status, headers and body. */
export type TableAnswer = { status: 200 | 304; headers: readonly string[]; body?: Buffer };

/**
 * The answer of `table` to a GET or HEAD of `pathname` (percent-encoded, no query), or undefined
 * when the fastify server must answer: another method, a path that is not exactly a file or page
 * of the table (`%`, `//` or `/.` in it, a trailing slash, letter case to redirect), an encoding
 * not held in memory, a Range or a precondition other than If-None-Match. Redirects are the
 * caller's to rule out.
 */
export function answerFromTable(
  table: FileTable,
  method: string | undefined,
  pathname: string,
  headers: IncomingMessage['headers'],
): TableAnswer | undefined {
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  const entry = table.entries.get(pathname);
  if (!entry || LEFT_TO_DISK.some((name) => headers[name] !== undefined)) return undefined;
  const variant = entry.variants[chooseEncoding(headers['accept-encoding'], entry.onDisk)];
  if (!variant) return undefined;
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    if (headers['cache-control']?.includes('no-cache')) return undefined;
    if (matches(ifNoneMatch, variant.etag)) return { status: 304, headers: variant.notModified };
  }
  return { status: 200, headers: variant.ok, body: method === 'GET' ? variant.body : undefined };
}

/** True when the request target's path may be looked up as is: no encoding, dot segments or doubled slashes to resolve first. */
export const plainPath = (pathname: string) =>
  pathname.charCodeAt(0) === 0x2f &&
  !pathname.includes('%') &&
  !pathname.includes('//') &&
  !pathname.includes('/.') &&
  !pathname.includes('\\') &&
  !pathname.includes('#');

/**
 * A Node request listener in front of fastify's: answers from `table()` what it can
 * (answerFromTable) unless `redirected(pathname)`, and returns false for the rest.
 */
export function tableListener(
  table: () => FileTable,
  redirected: (pathname: string) => boolean,
): (request: IncomingMessage, response: ServerResponse) => boolean {
  return (request, response) => {
    const target = request.url ?? '';
    const query = target.indexOf('?');
    const pathname = query === -1 ? target : target.slice(0, query);
    if (!plainPath(pathname) || redirected(pathname)) return false;
    const answer = answerFromTable(table(), request.method, pathname, request.headers);
    if (!answer) return false;
    response.writeHead(answer.status, answer.headers as string[]);
    response.end(answer.body);
    return true;
  };
}
