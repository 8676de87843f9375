import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** How long the server waits for a client, in ms (issue 12, item 3; README "Security"). */
export interface ServerTimeouts {
  /** Headers and body of one request must arrive within this; a slower request is answered 408 and closed. */
  requestMs: number;
  /** The request line and headers must arrive within this (at most `requestMs`). */
  headersMs: number;
  /** A kept-alive connection with no request is closed after this. */
  keepAliveMs: number;
  /** A connection on which nothing moves in either direction is closed after this. */
  idleMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  requestMs: 10_000,
  headersMs: 10_000,
  keepAliveMs: 60_000,
  idleMs: 60_000,
};

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * fastify's `serverFactory`: a Node HTTP server with `timeouts`, set up as fastify would without
 * a factory, on which `first` may answer a request (returning true) before fastify's `handler`;
 * `observe`, when given, sees every request before either (the request log, server/request-log.ts).
 */
export const serverFactory =
  (
    timeouts: ServerTimeouts,
    first: (request: IncomingMessage, response: ServerResponse) => boolean,
    observe?: Listener,
  ) =>
  (handler: Listener): Server => {
    const { requestMs, headersMs, keepAliveMs, idleMs } = timeouts;
    const server = http.createServer(
      {
        headersTimeout: headersMs,
        requestTimeout: requestMs,
        // Node checks the request and header timeouts this often (default 30 s).
        connectionsCheckingInterval: Math.min(1_000, requestMs),
      },
      (request, response) => {
        observe?.(request, response);
        if (!first(request, response)) handler(request, response);
      },
    );
    server.keepAliveTimeout = keepAliveMs;
    server.setTimeout(idleMs);
    return server;
  };
