import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { quietLogController } from './log-controller';
import type { SiteLog } from './log';
import { requestLogger } from './request-log';
import { withoutTrailingSlashes } from '@/engine/redirects';
import type { Redirect } from '@/lib/schemas';
import type { TrustProxy } from './trust-proxy';
import { addSecurityHeaders } from './add-security-headers';
import { tableListener } from './file-lookup';
import { SERVER_TIMEOUTS, serverFactory, type ServerTimeouts } from './http-server';
import { loadLiveSite, type LiveSite } from './live-site';
import { addSiteRoutes, pageRewrite } from './site-routes';

export { loadLiveSite, type LiveSite } from './live-site';
export { SERVER_TIMEOUTS, type ServerTimeouts } from './http-server';

export interface SiteServerOptions {
  /** The exported site (`out/`). */
  root: string;
  /** The permanent redirect table (docs/product.md, Redirects, titles and slugs). */
  redirects: readonly Redirect[];
  /**
   * The site server's log (server/log.ts): one `request` line per request, fastify's errors and
   * the routes' events. Default none: tests' servers stay quiet.
   */
  log?: SiteLog;
  /** The page index of `root`; pass one to reload it after a rebuild swapped the site (server/rebuild). */
  site?: LiveSite;
  /** Shorter timeouts for tests; production uses SERVER_TIMEOUTS. */
  timeouts?: Partial<ServerTimeouts>;
  /** fastify's `trustProxy` from TRUST_PROXY (server/trust-proxy.ts); default false: X-Forwarded-For is ignored. */
  trustProxy?: TrustProxy;
}

/**
 * The site server: serves the exported site with pre-compressed brotli/gzip variants, cache
 * rules per file kind, the redirect table (301/308) and the 404 page with status 404. Every
 * response carries the security headers (pages the page CSP, which their meta policy narrows to
 * their script hashes). A redirect
 * never leaves the site: paths that a browser would read as another host (`//x`, `/\x`) or with a
 * control character answer 404. Another method than GET and HEAD on a page or file answers 405
 * with `Allow`; a `.br`/`.gz` variant is never served by its own name; a hashed asset of a kept
 * earlier build is served when the live build lacks it (issue 26). Request, header, keep-alive and
 * idle timeouts as in `timeouts` (default SERVER_TIMEOUTS). With `log`, one line per request
 * (server/request-log.ts) instead of fastify's two.
 */
export async function createSiteServer({
  root,
  redirects,
  log,
  site,
  timeouts,
  trustProxy = false,
}: SiteServerOptions): Promise<FastifyInstance> {
  const live = site ?? (await loadLiveSite(root));
  const limits = { ...SERVER_TIMEOUTS, ...timeouts };
  const redirectSources = new Set(
    redirects.map((redirect) => withoutTrailingSlashes(redirect.from)),
  );
  // Files held in memory are answered before fastify sees the request (server/file-table.ts).
  const fromMemory = tableListener(
    () => live.files,
    (pathname) => redirectSources.has(withoutTrailingSlashes(pathname)),
  );
  // Typed as fastify's logger, so the instance has the type every route plugin takes.
  const loggerInstance: FastifyBaseLogger | undefined = log;
  const app = Fastify({
    ...(loggerInstance
      ? { loggerInstance, logController: quietLogController() }
      : { logger: false }),
    trustProxy,
    requestTimeout: limits.requestMs,
    keepAliveTimeout: limits.keepAliveMs,
    connectionTimeout: limits.idleMs,
    serverFactory: serverFactory(limits, fromMemory, log && requestLogger(log, trustProxy)),
    rewriteUrl: pageRewrite(redirects, live),
  });
  addSecurityHeaders(app, () => live.security);
  await addSiteRoutes(app, root, redirects, live);
  return app;
}
