import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { findRedirect } from '@/engine/redirects';
import type { Redirect } from '@/lib/schemas';
import { cacheControlFor } from './cache-policy';
import { indexPages } from './page-index';

export interface SiteServerOptions {
  /** The exported site (`out/`). */
  root: string;
  /** The permanent redirect table (DESIGN.md §4). */
  redirects: readonly Redirect[];
  logger?: boolean;
}

/**
 * The site server: serves the exported site with pre-compressed brotli/gzip variants, cache
 * rules per file kind, the redirect table (301/308) and the 404 page with status 404.
 */
export async function createSiteServer({ root, redirects, logger = false }: SiteServerOptions): Promise<FastifyInstance> {
  const notFoundPage = await readFile(path.join(root, '404.html'));
  const pages = await indexPages(root);
  const app = Fastify({
    logger,
    // A clean page path is served from its .html file; redirected paths are left for the hook.
    rewriteUrl: (request) => {
      const url = new URL(request.url ?? '/', 'http://site.local');
      if (url.pathname === '/' || findRedirect(redirects, url.pathname) || !pages.has(url.pathname)) return request.url ?? '/';
      return `${url.pathname}.html${url.search}`;
    },
  });

  app.addHook('onRequest', async (request, reply) => {
    const url = new URL(request.url, 'http://site.local');
    const redirect = findRedirect(redirects, url.pathname);
    if (redirect) return reply.redirect(redirect.to + url.search, redirect.status);
    if (url.pathname.length > 1 && url.pathname.endsWith('/')) return reply.redirect(url.pathname.replace(/\/+$/, '') + url.search, 308);
    return undefined;
  });

  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    index: ['index.html'],
    redirect: false,
    cacheControl: false,
    serveDotFiles: false,
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', cacheControlFor(filePath));
      reply.header('X-Content-Type-Options', 'nosniff');
    },
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'public, max-age=0, must-revalidate').send(notFoundPage),
  );
  return app;
}
