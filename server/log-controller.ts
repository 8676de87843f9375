import { LogController } from 'fastify';

/**
 * fastify's own log lines for the site server: its two lines per request ("incoming request",
 * "request completed") and its "route not found" are off, because server/request-log.ts writes
 * one line per request, also for the files answered before fastify sees them; its server errors
 * (5xx, a stream that failed) stay. A 4xx is the client's doing: the request line shows it.
 */
class QuietLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(...args: Parameters<LogController['requestCompleted']>): void {
    const [error] = args;
    if (error) super.requestCompleted(...args);
  }

  override routeNotFound(): void {}

  override defaultErrorLog(...args: Parameters<LogController['defaultErrorLog']>): void {
    const [, , reply] = args;
    if (reply.statusCode >= 500) super.defaultErrorLog(...args);
  }
}

/** The log controller of the site server's fastify (see QuietLogController). */
export const quietLogController = (): LogController => new QuietLogController();
