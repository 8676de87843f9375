import type { FastifyReply, FastifyRequest } from 'fastify';
import { securityHeadersFor } from '@/policy/security-headers';
import { chooseEncoding } from './accept-encoding';
import type { LiveSite } from './live-site';

/** Answers 404 with the 404 page of `live`, pre-compressed from memory when the client takes it. */
export function notFound(live: LiveSite, request: FastifyRequest, reply: FastifyReply) {
  reply
    .code(404)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'public, max-age=0, must-revalidate')
    .headers(securityHeadersFor(live.security, '404.html'));
  const entry = live.files.entries.get('/404.html');
  if (!entry) return reply.send(live.notFoundPage);
  const encoding = chooseEncoding(request.headers['accept-encoding'], entry.onDisk);
  const variant = entry.variants[encoding];
  reply.header('Vary', 'accept-encoding');
  if (encoding === 'identity' || !variant) return reply.send(live.notFoundPage);
  return reply.header('Content-Encoding', encoding).send(variant.body);
}

/** 405 to a method other than GET and HEAD on a page or file of the build (RFC 9110 §15.5.6), as nginx answers. */
export const notAllowed = (reply: FastifyReply) =>
  reply
    .code(405)
    .header('Allow', 'GET, HEAD')
    .header('Cache-Control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send('Metoden er ikke tillatt her.');
