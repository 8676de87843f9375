import type { Stats } from 'node:fs';
import send from '@fastify/send';
import { cacheControlFor } from '@/policy/cache-policy';
import { securityHeadersFor, type SecurityManifest } from '@/policy/security-headers';
import type { Encoding } from './accept-encoding';

/** One stored body and the headers of its 200 and 304 answers, as flat `[name, value, …]` lists for `writeHead`. */
export interface FileVariant {
  readonly body: Buffer;
  readonly etag: string;
  readonly ok: readonly string[];
  readonly notModified: readonly string[];
}

/** Content-Type as @fastify/static sends it (same mime table, `; charset=utf-8` for text types). */
function contentType(file: string): string {
  const type = send.mime.getType(file) ?? 'application/octet-stream';
  return send.isUtf8MimeType(type) ? `${type}; charset=utf-8` : type;
}

/** The ETag @fastify/send gives a file: weak, size and mtime in hex. */
const weakEtag = (size: number, mtime: Date) =>
  `W/"${size.toString(16)}-${mtime.getTime().toString(16)}"`;

/**
 * The headers every variant of `file` (relative, `/`-separated) shares: Cache-Control
 * (policy/cache-policy.ts), the security headers and CSP of `security`
 * (policy/security-headers.ts), Vary and Accept-Ranges, as a flat `[name, value, …]` list.
 */
export const sharedHeaders = (file: string, security: SecurityManifest): string[] => [
  'Cache-Control',
  cacheControlFor(`/${file}`),
  ...Object.entries(securityHeadersFor(security, file)).flat(),
  'Vary',
  'accept-encoding',
  'Accept-Ranges',
  'bytes',
];

/**
 * `body`, the `encoding` variant of `file`, with its 200 and 304 headers as @fastify/static sends
 * them: ETag, Last-Modified (from `stat`), `shared`, and for 200 also Content-Type, Content-Length
 * and Content-Encoding.
 */
export function fileVariant(
  file: string,
  encoding: Encoding,
  body: Buffer,
  stat: Stats,
  shared: readonly string[],
): FileVariant {
  const etag = weakEtag(body.length, stat.mtime);
  const validators = ['ETag', etag, 'Last-Modified', stat.mtime.toUTCString()];
  return {
    body,
    etag,
    notModified: [...validators, ...shared],
    ok: [
      ...validators,
      ...shared,
      'Content-Type',
      contentType(file),
      'Content-Length',
      String(body.length),
      ...(encoding === 'identity' ? [] : ['Content-Encoding', encoding]),
    ],
  };
}
