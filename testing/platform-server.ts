import http from 'node:http';
import type { PlatformConfig } from '@/lib/config';

// Test double of the platform's three services on one server, so tests exercise the real axios calls.

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * An answer: a status and a JSON value (or raw text), optionally after `delayMs`; `'hang'` never
 * answers; `'reset'` drops the connection (the client sees ECONNRESET).
 */
export type Answer =
  { status: number; body?: unknown; raw?: boolean; delayMs?: number } | 'hang' | 'reset';
export type Handler = (request: RecordedRequest) => Answer;

export interface PlatformServer {
  config: PlatformConfig;
  requests: RecordedRequest[];
  /** Requests to one path, e.g. `/idp/token`. */
  requestsTo(path: string): RecordedRequest[];
  /** Answers `METHOD path` (e.g. `GET /data/sites`) with `handler`; unrouted paths answer 404. */
  route(method: string, path: string, handler: Handler | Answer): void;
  close(): Promise<void>;
}

/** Starts the server on a free port. */
export async function startPlatformServer(): Promise<PlatformServer> {
  const requests: RecordedRequest[] = [];
  const routes = new Map<string, Handler>();
  const server = http.createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
      const request = {
        method: incoming.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const answer = routes.get(`${request.method} ${request.path}`)?.(request) ?? {
        status: 404,
        body: { message: 'not found' },
      };
      if (answer === 'hang') return;
      if (answer === 'reset') {
        incoming.socket.resetAndDestroy();
        return;
      }
      setTimeout(() => {
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(answer.raw ? String(answer.body) : JSON.stringify(answer.body ?? null));
      }, answer.delayMs ?? 0);
    });
  });
  // Idle connections stay open for a minute, as the real services' load balancers keep them: with
  // Node's 5 s a client on a busy machine reuses a connection the server is closing (ECONNRESET).
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null)
    throw new Error('the platform test server has no TCP address');
  const base = `http://127.0.0.1:${address.port}`;
  return {
    config: {
      dataUrl: `${base}/data/`,
      user: 'kulturhuset',
      password: 'hemmelig',
      managementUrl: `${base}/management/`,
      idpTokenUrl: `${base}/idp/token`,
      clientId: 'site-builder',
      clientSecret: 'klient-hemmelighet',
    },
    requests,
    requestsTo: (path) => requests.filter((request) => request.path === path),
    route: (method, path, handler) => {
      routes.set(`${method} ${path}`, typeof handler === 'function' ? handler : () => handler);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
