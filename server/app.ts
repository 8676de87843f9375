import { readFile, realpath } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { findRedirect, withoutTrailingSlashes } from '@/engine/redirects';
import type { Redirect } from '@/lib/schemas';
import { cacheControlFor } from '@/policy/cache-policy';
import { NOT_SITE_PAGES } from '@/policy/not-site-pages';
import { indexPages, lowerCasePage } from '@/policy/page-index';
import { parseSitePath } from './request-path';
import type { TrustProxy } from './trust-proxy';
import {
  readSecurityManifest,
  securityHeadersFor,
  type SecurityManifest,
} from '@/policy/security-headers';
import { addSecurityHeaders } from './add-security-headers';
import { hashedAssets, keptBuildWith, keptBuildsBeside, type KeptBuild } from './kept-builds';
import {
  chooseEncoding,
  EMPTY_FILE_TABLE,
  loadFileTable,
  plainPath,
  tableListener,
  type FileTable,
  type FileTableLimits,
} from './file-table';

export interface SiteServerOptions {
  /** The exported site (`out/`). */
  root: string;
  /** The permanent redirect table (docs/product.md, Redirects, titles and slugs). */
  redirects: readonly Redirect[];
  logger?: boolean;
  /** The page index of `root`; pass one to reload it after a rebuild swapped the site (server/rebuild). */
  site?: LiveSite;
  /** Shorter timeouts for tests; production uses SERVER_TIMEOUTS. */
  timeouts?: Partial<ServerTimeouts>;
  /** fastify's `trustProxy` from TRUST_PROXY (server/trust-proxy.ts); default false: X-Forwarded-For is ignored. */
  trustProxy?: TrustProxy;
}

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

/** A pre-compressed variant (`x.html.br`), which is only ever sent for its file, never by its own name. */
const COMPRESSED_VARIANT = /\.(?:br|gz)$/i;

/** `pathname` with its percent-encoding undone (`%2Ebr` is `.br` on disk), or as is when it is malformed. */
const decodedPath = (pathname: string) => {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
};

/** See NOT_SITE_PAGES (policy/not-site-pages.ts). */
const NOT_SITE_PAGE_SET: ReadonlySet<string> = new Set(NOT_SITE_PAGES);

/** What the server knows of the exported site without touching the disk per request. */
export interface LiveSite {
  /** Clean paths of the pages (`/kinoprogram`). */
  readonly pages: ReadonlySet<string>;
  /** The body of `404.html`. */
  readonly notFoundPage: Buffer;
  /** Per-page CSP hashes and the policy of this build (policy/security-headers.ts). */
  readonly security: SecurityManifest;
  /** The pre-compressed files of this build in memory, with their headers (server/file-table.ts). */
  readonly files: FileTable;
  /**
   * Earlier builds still kept on disk, whose hashed assets are served when this build lacks them
   * (server/kept-builds.ts): the build served before the last swap, and the finished builds beside
   * this one in its builds folder.
   */
  readonly kept: readonly KeptBuild[];
  /** Re-reads all four and the kept builds from `root`, e.g. after `root` (a symlink) was pointed at a new build. */
  reload(): Promise<void>;
  /**
   * Reads all four from the build `from` before `root` is pointed at it; until the returned
   * switch is called (right after the link swap; with `false` when the swap failed, which restores
   * the served build's alone) both builds' pages and script hashes count, so no
   * page is served with another build's hashes, even one whose headers were set just before the
   * swap and whose file was read just after it (server/rebuild). The in-memory files switch at
   * once with the switch: each holds its own build's headers. Both builds' files are in memory
   * until then. After the switch the build served before is kept (its hashed assets stay served).
   */
  prepare(from: string): Promise<(swapped?: boolean) => void>;
}

/** `next` with each file's script hashes from both manifests. */
const mergeScriptHashes = (
  current: SecurityManifest,
  next: SecurityManifest,
): SecurityManifest => ({
  ...next,
  scriptHashes: Object.fromEntries(
    [...new Set([...Object.keys(current.scriptHashes), ...Object.keys(next.scriptHashes)])].map(
      (file) => [
        file,
        [...new Set([...(current.scriptHashes[file] ?? []), ...(next.scriptHashes[file] ?? [])])],
      ],
    ),
  ),
});

/**
 * Reads the page index, the 404 page, the security manifest and the in-memory file table of `root`
 * (`files`: false leaves every file on disk).
 * @throws Error (ENOENT) when `404.html` is missing.
 */
export async function loadLiveSite(
  root: string,
  files?: FileTableLimits | false,
): Promise<LiveSite> {
  const read = async (dir = root) => {
    const [pages, notFoundPage, security, beside] = await Promise.all([
      indexPages(dir),
      readFile(path.join(dir, '404.html')),
      readSecurityManifest(dir),
      keptBuildsBeside(dir),
    ]);
    const table =
      files === false ? EMPTY_FILE_TABLE : await loadFileTable(dir, security, pages, files);
    return [pages, notFoundPage, security, table, beside] as const;
  };
  let [pages, notFoundPage, security, table, kept] = await read();
  return {
    get pages() {
      return pages;
    },
    get notFoundPage() {
      return notFoundPage;
    },
    get security() {
      return security;
    },
    get files() {
      return table;
    },
    get kept() {
      return kept;
    },
    async reload() {
      [pages, notFoundPage, security, table, kept] = await read();
    },
    async prepare(from) {
      const next = await read(from);
      const previous = [pages, notFoundPage, security, table, kept] as const;
      // The build served now stays on disk after the swap (the builds keep the one before the live one).
      const [served, target] = await Promise.all([realpath(root), realpath(from)]);
      const servedBuild = { root: served, assets: await hashedAssets(served) };
      const keptAfter =
        served === target
          ? next[4]
          : [servedBuild, ...next[4].filter((build) => build.root !== served)];
      // Until the switch, both builds' pages and script hashes count: a request whose headers are
      // set just before the link swap may read its file just after it (server/rebuild).
      [pages, security] = [new Set([...pages, ...next[0]]), mergeScriptHashes(security, next[2])];
      table = { ...table, known: new Set([...table.known, ...next[3].known]) };
      return (swapped = true) =>
        void ([pages, notFoundPage, security, table, kept] = swapped
          ? [next[0], next[1], next[2], next[3], keptAfter]
          : previous);
    },
  };
}

/**
 * The site server: serves the exported site with pre-compressed brotli/gzip variants, cache
 * rules per file kind, the redirect table (301/308) and the 404 page with status 404. Every
 * response carries the security headers, HTML files their own CSP script hashes. A redirect
 * never leaves the site: paths that a browser would read as another host (`//x`, `/\x`) or with a
 * control character answer 404. Another method than GET and HEAD on a page or file answers 405
 * with `Allow`; a `.br`/`.gz` variant is never served by its own name; a hashed asset of a kept
 * earlier build is served when the live build lacks it (issue 26). Request, header, keep-alive and
 * idle timeouts as in `timeouts` (default SERVER_TIMEOUTS).
 */
export async function createSiteServer({
  root,
  redirects,
  logger = false,
  site,
  timeouts,
  trustProxy = false,
}: SiteServerOptions): Promise<FastifyInstance> {
  const live = site ?? (await loadLiveSite(root));
  const { requestMs, headersMs, keepAliveMs, idleMs } = { ...SERVER_TIMEOUTS, ...timeouts };
  const redirectSources = new Set(
    redirects.map((redirect) => withoutTrailingSlashes(redirect.from)),
  );
  const fromMemory = tableListener(
    () => live.files,
    (pathname) => redirectSources.has(withoutTrailingSlashes(pathname)),
  );
  const app = Fastify({
    logger,
    trustProxy,
    requestTimeout: requestMs,
    keepAliveTimeout: keepAliveMs,
    connectionTimeout: idleMs,
    // Node checks the request and header timeouts every connectionsCheckingInterval (default 30 s).
    // Files held in memory are answered before fastify sees the request (server/file-table.ts);
    // the server is set up as fastify would without a factory.
    serverFactory: (handler) => {
      const server = http.createServer(
        {
          headersTimeout: headersMs,
          requestTimeout: requestMs,
          connectionsCheckingInterval: Math.min(1_000, requestMs),
        },
        (request, response) => {
          if (!fromMemory(request, response)) handler(request, response);
        },
      );
      server.keepAliveTimeout = keepAliveMs;
      server.setTimeout(idleMs);
      return server;
    },
    // A clean page path is served from its .html file; redirected paths are left for the hook.
    rewriteUrl: (request) => {
      const url = parseSitePath(request.url);
      if (
        !url ||
        url.pathname === '/' ||
        NOT_SITE_PAGE_SET.has(url.pathname) ||
        findRedirect(redirects, url.pathname) ||
        !live.pages.has(url.pathname)
      )
        return request.url ?? '/';
      return `${url.pathname}.html${url.search}`;
    },
  });

  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    reply
      .code(404)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'public, max-age=0, must-revalidate')
      .headers(securityHeadersFor(live.security, '404.html'));
    // The pre-compressed 404 page from memory when the client takes it (server/file-table.ts).
    const entry = live.files.entries.get('/404.html');
    if (!entry) return reply.send(live.notFoundPage);
    const encoding = chooseEncoding(request.headers['accept-encoding'], entry.onDisk);
    const variant = entry.variants[encoding];
    reply.header('Vary', 'accept-encoding');
    if (encoding === 'identity' || !variant) return reply.send(live.notFoundPage);
    return reply.header('Content-Encoding', encoding).send(variant.body);
  };

  /** 405 to a method other than GET and HEAD on a page or file of the build (RFC 9110 §15.5.6), as nginx answers. */
  const notAllowed = (reply: FastifyReply) =>
    reply
      .code(405)
      .header('Allow', 'GET, HEAD')
      .header('Cache-Control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send('Metoden er ikke tillatt her.');
  /** True when `file` (a request path after rewriteUrl: `/kinoprogram.html`) names a file of the build; a folder has no extension. */
  const isFileOfBuild = (file: string) =>
    file === '/' || (live.files.known.has(file) && path.posix.extname(file) !== '');

  addSecurityHeaders(app, () => live.security);
  app.addHook('onRequest', async (request, reply) => {
    // The target as received: rewriteUrl has already turned a page path into its .html file.
    const url = parseSitePath(request.originalUrl);
    if (!url || COMPRESSED_VARIANT.test(decodedPath(url.pathname))) return notFound(request, reply);
    const redirect = findRedirect(redirects, url.pathname);
    if (redirect) return reply.redirect(redirect.to + url.search, redirect.status);
    const trimmed = withoutTrailingSlashes(url.pathname);
    if (trimmed !== url.pathname) return reply.redirect(trimmed + url.search, 308);
    const lower = lowerCasePage(live.pages, url.pathname);
    if (lower) return reply.redirect(lower + url.search, 301);
    // A file the build did not write: the 404 page at once; @fastify/static would read every
    // folder on the path to check its spelling first (docs/architecture.md, Serving).
    const file = request.url.split('?', 1)[0] ?? '';
    const { known } = live.files;
    if (
      request.routeOptions.url === '/*' &&
      known.size > 0 &&
      plainPath(file) &&
      !known.has(file)
    ) {
      // A script of an earlier build that is still kept: a page of that build is open somewhere.
      const kept = keptBuildWith(live.kept, file);
      return kept ? reply.sendFile(file.slice(1), kept.root) : notFound(request, reply);
    }
    return undefined;
  });

  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    index: ['index.html'],
    redirect: false,
    cacheControl: false,
    serveDotFiles: false,
    dotfiles: 'ignore',
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', cacheControlFor(filePath));
      reply.headers(securityHeadersFor(live.security, path.relative(root, filePath)));
    },
  });

  app.setNotFoundHandler((request, reply) =>
    request.method !== 'GET' &&
    request.method !== 'HEAD' &&
    isFileOfBuild(request.url.split('?', 1)[0] ?? '')
      ? notAllowed(reply)
      : notFound(request, reply),
  );
  return app;
}
