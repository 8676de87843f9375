import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, RawRequestDefaultExpression } from 'fastify';
import { findRedirect, withoutTrailingSlashes } from '@/engine/redirects';
import type { Redirect } from '@/lib/schemas';
import { cacheControlFor } from '@/policy/cache-policy';
import { NOT_SITE_PAGES } from '@/policy/not-site-pages';
import { lowerCasePage } from '@/policy/page-index';
import { securityHeadersFor } from '@/policy/security-headers';
import { parseSitePath } from './request-path';
import { keptBuildWith } from './kept-builds';
import { plainPath } from './file-lookup';
import { notAllowed, notFound } from './error-pages';
import type { LiveSite } from './live-site';

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

const NOT_SITE_PAGE_SET: ReadonlySet<string> = new Set(NOT_SITE_PAGES);

/** fastify's `rewriteUrl`: a clean page path is served from its .html file; redirected paths are left for the hook. */
export const pageRewrite =
  (redirects: readonly Redirect[], live: LiveSite) =>
  (request: RawRequestDefaultExpression): string => {
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
  };

/** Answers redirects (table 301/308, trailing slash 308, letter case 301), `.br`/`.gz` names and files the build did not write before fastify's routes. */
function addRedirectsAndMisses(
  app: FastifyInstance,
  redirects: readonly Redirect[],
  live: LiveSite,
) {
  app.addHook('onRequest', async (request, reply) => {
    // The target as received: rewriteUrl has already turned a page path into its .html file.
    const url = parseSitePath(request.originalUrl);
    if (!url || COMPRESSED_VARIANT.test(decodedPath(url.pathname)))
      return notFound(live, request, reply);
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
      return kept ? reply.sendFile(file.slice(1), kept.root) : notFound(live, request, reply);
    }
    return undefined;
  });
}

/**
 * The routes of the site on `app`: redirects and misses, the files of `root` streamed by
 * @fastify/static with their cache and security headers, 405 for another method than GET and HEAD
 * on a file of the build and the 404 page for the rest.
 */
export async function addSiteRoutes(
  app: FastifyInstance,
  root: string,
  redirects: readonly Redirect[],
  live: LiveSite,
): Promise<void> {
  addRedirectsAndMisses(app, redirects, live);
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
  /** A request path after rewriteUrl (`/kinoprogram.html`) names a file of the build; a folder has no extension. */
  const isFileOfBuild = (file: string) =>
    file === '/' || (live.files.known.has(file) && path.posix.extname(file) !== '');
  app.setNotFoundHandler((request, reply) =>
    request.method !== 'GET' &&
    request.method !== 'HEAD' &&
    isFileOfBuild(request.url.split('?', 1)[0] ?? '')
      ? notAllowed(reply)
      : notFound(live, request, reply),
  );
}
