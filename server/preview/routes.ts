import { readFile, realpath } from 'node:fs/promises';
import type { Socket } from 'node:net';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EditorGate } from '../editor-auth';
import { PREVIEW_PREFIX, previewTarget, toPreviewPage } from './preview-page';
import type { Previewer } from './previewer';

export interface PreviewRoutesOptions {
  /** The preview site folder (`<SITE_DIR>.preview`, a symlink the preview build swaps). */
  siteDir: string;
  previewer: Previewer;
  /** The editors' gate (server/editor-auth.ts, EDITOR_PASSWORD), shared with the status page. */
  gate: EditorGate;
}

/** How long a preview request may wait for its build (ms), beyond the server's 60 s idle timeout: minutes on a busy machine. */
const BUILD_WAIT_MS = 10 * 60_000;

/** Content types of the files a preview page loads (style sheets, images, fonts). */
const TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

/** Never cached, never indexed: a preview is for one editor, now (docs/content.md, Preview). */
const privateAnswer = (reply: FastifyReply) =>
  reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex, nofollow');

/**
 * The file of `target` inside `root`, or undefined when it is missing, leads outside `root`, or
 * is or lies in a dot file or folder (the build's `.security-headers.json`, `.content-problems.json`),
 * which are the server's, not the site's.
 */
async function fileInside(root: string, target: string): Promise<string | undefined> {
  try {
    const realRoot = await realpath(root);
    const file = await realpath(path.join(realRoot, target));
    if (!file.startsWith(`${realRoot}${path.sep}`)) return undefined;
    const hidden = path
      .relative(realRoot, file)
      .split(path.sep)
      .some((part) => part.startsWith('.'));
    return hidden ? undefined : file;
  } catch {
    return undefined;
  }
}

/**
 * `GET /redaksjon/forhandsvisning/<page path>` (and `/redaksjon/forhandsvisning?path=<page path>`):
 * the page as the preview build renders it from the Contentful Preview API, behind the editors'
 * password (`editorGate`), with the banner and `noindex` (`toPreviewPage`), `X-Robots-Tag`
 * and `Cache-Control: no-store`. Before a page is served the preview build is brought up to date
 * (`Previewer.fresh`); the files a page loads (`/_next/static/…`, images) are served from the same
 * build. A missing page answers the preview's 404 page with status 404; a failed build 502 with
 * a Norwegian message naming the error. The live site and its folder are never touched.
 */
export async function previewRoutes(
  app: FastifyInstance,
  { siteDir, previewer, gate }: PreviewRoutesOptions,
): Promise<void> {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, 'http://preview.local');
    const target = previewTarget(url.pathname, url.searchParams.get('path') ?? undefined);
    if (!target)
      return privateAnswer(reply).code(400).type('text/plain; charset=utf-8').send('Ugyldig sti.');
    const extension = path.extname(target).toLowerCase();
    if (extension && extension !== '.html') {
      const type = TYPES[extension];
      const file = type ? await fileInside(siteDir, target) : undefined;
      if (!type || !file)
        return privateAnswer(reply)
          .code(404)
          .type('text/plain; charset=utf-8')
          .send('Fant ikke filen.');
      return privateAnswer(reply)
        .type(type)
        .send(await readFile(file));
    }
    // A build on a busy machine may take longer than the server's idle timeout: this answer is coming.
    const socket = request.raw.socket as Partial<Socket> | undefined;
    const idleMs = socket?.timeout;
    socket?.setTimeout?.(BUILD_WAIT_MS);
    try {
      await previewer.fresh();
    } catch (error) {
      return privateAnswer(reply)
        .code(502)
        .type('text/plain; charset=utf-8')
        .send(
          `Forhåndsvisningen kunne ikke bygges: ${error instanceof Error ? error.message : String(error)}`,
        );
    } finally {
      socket?.setTimeout?.(idleMs ?? 0);
    }
    const page = await fileInside(siteDir, target === '/' ? 'index.html' : `${target}.html`);
    const notFound = page ? undefined : await fileInside(siteDir, '404.html');
    const file = page ?? notFound;
    if (!file)
      return privateAnswer(reply)
        .code(404)
        .type('text/plain; charset=utf-8')
        .send('Fant ikke siden.');
    return privateAnswer(reply)
      .code(page ? 200 : 404)
      .type('text/html; charset=utf-8')
      .send(toPreviewPage(await readFile(file, 'utf8')));
  };
  for (const route of [PREVIEW_PREFIX, `${PREVIEW_PREFIX}/*`])
    app.get(route, async (request, reply) => {
      if (!gate(request, reply)) return reply;
      return handler(request, reply);
    });
}
