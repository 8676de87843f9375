import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import proxyAddr from '@fastify/proxy-addr';
import { requestLineWriter, type SiteLog } from './log';
import type { TrustProxy } from './trust-proxy';

/**
 * The client's address as fastify's `request.ip` has it for `trustProxy` (its own rule, with
 * the library it uses): the peer's address, or with TRUST_PROXY the nearest untrusted hop of
 * X-Forwarded-For. Here, because most files are answered before fastify sees the request.
 */
export function clientAddress(trustProxy: TrustProxy): (request: IncomingMessage) => string {
  if (trustProxy === false) return (request) => request.socket.remoteAddress ?? '';
  const trust =
    typeof trustProxy === 'function'
      ? trustProxy
      : trustProxy === true
        ? () => true
        : proxyAddr.compile(trustProxy.split(',').map((part) => part.trim()));
  return (request) => proxyAddr(request, trust);
}

/**
 * Writes one `request` line per request when its response is done (or the connection closed
 * first: `aborted: true`), for the answers from memory and fastify's alike (README, Logs):
 * method, path without the query, status, bytes written to the connection for it (headers
 * included, as nginx's `$bytes_sent`), durationMs and client. Call it first for every request
 * (http-server.ts). Nothing of the headers or the body is logged.
 */
export function requestLogger(
  log: SiteLog,
  trustProxy: TrustProxy,
): (request: IncomingMessage, response: ServerResponse) => void {
  const client = clientAddress(trustProxy);
  const write = requestLineWriter(log);
  return (request, response) => {
    const started = performance.now();
    const { socket } = request;
    const bytesBefore = socket.bytesWritten;
    // Read now: fastify rewrites `request.url` (pages), and a closed socket has no address.
    const target = request.url ?? '';
    const address = client(request);
    response.once('close', () => {
      const query = target.indexOf('?');
      write({
        method: request.method,
        path: query === -1 ? target : target.slice(0, query),
        status: response.statusCode,
        bytes: socket.bytesWritten - bytesBefore,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        client: address,
        ...(!response.writableFinished && { aborted: true as const }),
      });
    });
  };
}
