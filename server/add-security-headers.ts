import type { FastifyInstance } from 'fastify';
import { securityHeadersFor, type SecurityManifest } from '@/policy/security-headers';

/**
 * Adds the security headers to every response of `app` that has none yet (redirects, API routes
 * of child plugins registered later, errors); file responses set their CSP first (a page's differs from other files').
 */
export function addSecurityHeaders(app: FastifyInstance, manifest: () => SecurityManifest): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('content-security-policy')) reply.headers(securityHeadersFor(manifest()));
    return payload;
  });
}
