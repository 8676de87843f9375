import send from '@fastify/send';

/**
 * The Content-Type the site server sends for a file (`kinoprogram.html` → `text/html; charset=utf-8`,
 * `film.ics` → `text/calendar; charset=utf-8`): the same MIME table and UTF-8 rule as
 * @fastify/static, which serves the exported site (server/app.ts), so an object in the bucket is
 * typed exactly like the file the server sends. Unknown extensions are `application/octet-stream`.
 */
export function contentTypeFor(file: string): string {
  const type = send.mime.getType(file) ?? 'application/octet-stream';
  return send.isUtf8MimeType(type) ? `${type}; charset=utf-8` : type;
}
