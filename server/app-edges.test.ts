import http from 'node:http';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pointLink } from '@/pipeline/site-link';
import { createSiteServer, loadLiveSite } from './app';
import { removeTemporaryFolders, temporaryFolder, writeTinySite } from '@/tests/tiny-site';

/**
 * The site server at its edges (issue 26, points 6 and 7): other methods on pages and files, the
 * pre-compressed variants by their own names, and the hashed assets of a kept earlier build after
 * a swap. Real connections, so the in-memory file table (server/file-table.ts) answers as in production.
 */

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request with the target sent as written. */
function ask(
  port: number,
  target: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: target, method, headers },
      (response) => {
        let body = '';
        response.setEncoding('latin1');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

const servers: FastifyInstance[] = [];
async function serve(root: string, site = loadLiveSite(root)): Promise<number> {
  const app = await createSiteServer({ root, redirects: [], site: await site });
  servers.push(app);
  return Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);
}
afterAll(async () => {
  await Promise.all(servers.map((app) => app.close()));
  await removeTemporaryFolders();
});

/** A tiny build with one hashed chunk (and its brotli variant) saying `text`. */
async function buildWithChunk(dir: string, chunk: string, text: string): Promise<void> {
  await writeTinySite(dir, text, 'kinoprogram');
  const file = path.join(dir, '_next/static/chunks', chunk);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `console.log(${JSON.stringify(text)});`);
  await writeFile(`${file}.br`, `brotli of ${text}`);
}

describe('the site server at its edges', () => {
  let port: number;
  beforeAll(async () => {
    const root = await temporaryFolder('site-edges');
    await buildWithChunk(root, 'app-1234.js', 'app');
    await writeFile(path.join(root, 'index.html.br'), 'brotli of the front page');
    await writeFile(path.join(root, 'index.html.gz'), 'gzip of the front page');
    await writeFile(path.join(root, 'kinoprogram.html.gz'), 'gzip of kinoprogram');
    port = await serve(root);
  });

  it('answers a page or file asked with another method 405 with Allow: GET, HEAD; no such path stays 404', async () => {
    expect((await ask(port, '/kinoprogram')).status).toBe(200);
    for (const target of ['/', '/kinoprogram', '/index.html', '/_next/static/chunks/app-1234.js'])
      for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
        const answer = await ask(port, target, { method });
        expect([method, target, answer.status, answer.headers.allow]).toEqual([
          method,
          target,
          405,
          'GET, HEAD',
        ]);
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
      }
    expect((await ask(port, '/finnes-ikke', { method: 'POST' })).status).toBe(404);
  });

  it('never serves a pre-compressed variant by its own name, encoded or not', async () => {
    // The variants are there and used for the files they belong to.
    const front = await ask(port, '/', { headers: { 'accept-encoding': 'br' } });
    expect([front.headers['content-encoding'], front.body]).toEqual([
      'br',
      'brotli of the front page',
    ]);
    for (const target of [
      '/index.html.br',
      '/index.html.gz',
      '/index.html%2Ebr',
      '/index.html%2egz',
      '/kinoprogram.html%2Egz',
      '/_next/static/chunks/app-1234.js.br',
      '/_next/static/chunks/app-1234.js%2Ebr',
      '/_next/static/chunks/app-1234%2Ejs%2Ebr',
    ]) {
      const answer = await ask(port, target);
      expect([target, answer.status]).toEqual([target, 404]);
      expect(answer.body).not.toContain('brotli of');
      expect(answer.body).not.toContain('gzip of');
    }
  });

  it('answers a path with an encoded control character 404, never a redirect', async () => {
    for (const target of ['/%09/evil.example/', '/%0b/evil.example/', '/kino%7Fprogram/']) {
      const answer = await ask(port, target);
      expect([target, answer.status, answer.headers.location]).toEqual([target, 404, undefined]);
    }
  });
});

describe('hashed assets of a kept earlier build (issue 26, point 6)', () => {
  const OLD = '/_next/static/chunks/old-aaaa.js';
  const NEW = '/_next/static/chunks/new-bbbb.js';
  const NEWER = '/_next/static/chunks/newer-cccc.js';

  it('are served after a swap to a build with other chunks, until that build is gone', async () => {
    // Builds in folders of their own, as the rebuilder makes them (server/rebuild).
    const base = await temporaryFolder('kept-swap');
    const [first, second, third] = ['one', 'two', 'three'].map((name) => path.join(base, name));
    await buildWithChunk(first ?? '', 'old-aaaa.js', 'old');
    await buildWithChunk(second ?? '', 'new-bbbb.js', 'new');
    await buildWithChunk(third ?? '', 'newer-cccc.js', 'newer');
    const link = path.join(base, 'site-current');
    await pointLink(link, first ?? '');
    const site = await loadLiveSite(link);
    const port = await serve(link, Promise.resolve(site));
    expect((await ask(port, OLD)).status).toBe(200);

    const swap = async (to: string) => {
      const switchSite = await site.prepare(to);
      await pointLink(link, to);
      switchSite();
    };
    await swap(second ?? '');
    expect((await ask(port, NEW)).body).toBe('console.log("new");');
    const old = await ask(port, OLD);
    expect([old.status, old.body]).toEqual([200, 'console.log("old");']);
    expect(old.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(old.headers['content-type']).toMatch(/javascript/);
    const oldBrotli = await ask(port, OLD, { headers: { 'accept-encoding': 'br' } });
    expect([oldBrotli.headers['content-encoding'], oldBrotli.body]).toEqual([
      'br',
      'brotli of old',
    ]);
    expect((await ask(port, '/_next/static/chunks/never-built.js')).status).toBe(404);

    // The next swap: the first build is no longer kept (pruned), the second is.
    await swap(third ?? '');
    await rm(first ?? '', { recursive: true, force: true });
    expect((await ask(port, NEWER)).status).toBe(200);
    expect((await ask(port, NEW)).status).toBe(200);
    expect((await ask(port, OLD)).status).toBe(404);
  });

  it('are served from a server started on the newest build, while the builds folder keeps the earlier one', async () => {
    // npm run build's layout (pipeline/site-folders.ts): `out` → `out.builds/<epoch ms>`.
    const base = await temporaryFolder('kept-start');
    const builds = path.join(base, 'out.builds');
    await buildWithChunk(path.join(builds, '1000'), 'old-aaaa.js', 'old');
    await buildWithChunk(path.join(builds, '2000'), 'new-bbbb.js', 'new');
    // An unfinished export (no build-info.json yet) is not a kept build.
    await mkdir(path.join(builds, '3000/_next/static/chunks'), { recursive: true });
    await writeFile(path.join(builds, '3000', NEWER), 'half written');
    const link = path.join(base, 'out');
    await pointLink(link, path.join(builds, '2000'));
    const port = await serve(link);
    expect((await ask(port, NEW)).status).toBe(200);
    const old = await ask(port, OLD);
    expect([old.status, old.body]).toEqual([200, 'console.log("old");']);
    expect((await ask(port, NEWER)).status).toBe(404);
    // Only hashed assets: the earlier build's other files are not served.
    await writeFile(path.join(builds, '1000', 'gammel.txt'), 'only in the earlier build');
    expect((await ask(port, '/gammel.txt')).status).toBe(404);
  });
});
