import type { IncomingMessage, Server } from 'node:http';
import type { TrustProxy } from './trust-proxy';

/**
 * Warns once (issue 26 item 8) when a request carries X-Forwarded-For while TRUST_PROXY is unset:
 * a proxy is in front, and the server sees every visitor as the proxy, so they all share one
 * newsletter limit and one editors' password limit (one guesser locks every editor out). Listens
 * on the HTTP server itself, as files held in memory are answered before fastify sees the request
 * (server/file-table.ts).
 */
export function warnOnUntrustedForwarding(
  server: Server,
  trustProxy: TrustProxy,
  warn: (message: string) => void = console.warn,
): void {
  if (trustProxy !== false) return;
  const listener = (request: IncomingMessage) => {
    if (request.headers['x-forwarded-for'] === undefined) return;
    server.off('request', listener);
    const peer = request.socket.remoteAddress ?? 'the proxy';
    warn(
      `Warning: a request from ${peer} carries X-Forwarded-For, but TRUST_PROXY is not set, so every visitor behind that proxy counts as ${peer}: they share one newsletter sign-up limit and one editors' password limit. Behind the generated nginx config set TRUST_PROXY=1 (README, "What an operator must set"). This warning is shown once.`,
    );
  };
  server.prependListener('request', listener);
}
