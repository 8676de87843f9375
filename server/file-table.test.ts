import { link, mkdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createSiteServer, loadLiveSite, type LiveSite } from './app';
import { chooseEncoding, loadFileTable, type Encoding } from './file-table';
import { FALLBACK_SECURITY_MANIFEST } from '@/policy/security-headers';
import { removeTemporaryFolders, temporaryFolder, writeTinySite } from '@/tests/tiny-site';

const PAGE = '<!doctype html><title>Kinoprogram</title><h1>Kinoprogram</h1>'.repeat(40);
const SCRIPT = 'console.log("kinoprogram");'.repeat(60);
const SMALL_SCRIPT = 'console.log(1);';

/** Writes `file` with its brotli and gzip variants, as the build's compression step does. */
async function writeCompressed(root: string, file: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), text);
  await writeFile(path.join(root, `${file}.br`), brotliCompressSync(text));
  await writeFile(path.join(root, `${file}.gz`), gzipSync(text));
}

/** A build with a page, a hashed script (both pre-compressed) and a small script without variants. */
async function writeSite(root: string, heading: string): Promise<void> {
  await writeTinySite(root, heading);
  await writeCompressed(root, '404.html', '<!doctype html><title>Ikke funnet</title>');
  await writeCompressed(
    root,
    'kinoprogram.html',
    PAGE.replace('Kinoprogram</h1>', `${heading}</h1>`),
  );
  await writeCompressed(root, '_next/static/chunks/app.js', SCRIPT);
  await writeFile(path.join(root, '_next/static/chunks/small.js'), SMALL_SCRIPT);
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

let app: FastifyInstance;
let site: LiveSite;
let root: string;
let origin: string;

/** One request over a real connection (the in-memory path answers only those; inject goes to fastify directly). */
function request(
  target: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request(`${origin}${target}`, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  root = await temporaryFolder('file-table');
  await writeSite(root, 'Bygg 1');
  site = await loadLiveSite(root);
  app = await createSiteServer({ root, redirects: [], site });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await removeTemporaryFolders();
});

describe('chooseEncoding', () => {
  const both = new Set<Encoding>(['identity', 'br', 'gzip']);
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['identity', 'identity'],
    ['', 'identity'],
  ])('picks for %j: %s', (header, expected) => {
    expect(chooseEncoding(header, both)).toBe(expected);
  });

  it('picks only an encoding the file has', () => {
    expect(chooseEncoding('br, gzip', new Set<Encoding>(['identity', 'gzip']))).toBe('gzip');
    expect(chooseEncoding('br, gzip', new Set<Encoding>(['identity']))).toBe('identity');
  });
});

describe('files answered from memory', () => {
  it('holds the pre-compressed variants of the page and script, and the small script itself', () => {
    const entry = site.files.entries.get('/kinoprogram');
    expect(Object.keys(entry?.variants ?? {}).sort()).toEqual(['br', 'gzip']);
    expect(site.files.entries.get('/kinoprogram.html')).toBe(entry);
    expect(
      Object.keys(site.files.entries.get('/_next/static/chunks/small.js')?.variants ?? {}),
    ).toEqual(['identity']);
    expect(site.files.entries.has('/.security-headers.json')).toBe(false);
  });

  it('sends brotli, gzip or the file itself as Accept-Encoding asks', async () => {
    const br = await request('/kinoprogram', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    const gzip = await request('/kinoprogram', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(br.body)).toBe(false);
    // Neither accepted: the original, from disk.
    const plain = await request('/kinoprogram', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('Bygg 1</h1>');
    const small = await request('/_next/static/chunks/small.js', { 'accept-encoding': 'br' });
    expect(small.body.toString()).toBe(SMALL_SCRIPT);
    expect(small.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a matching If-None-Match with 304 and no body, another ETag with 200', async () => {
    const first = await request('/kinoprogram', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await request('/kinoprogram', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-security-policy']).toBeDefined();
    const other = await request('/kinoprogram', {
      'accept-encoding': 'br',
      'if-none-match': 'W/"1-1"',
    });
    expect(other.status).toBe(200);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await request('/kinoprogram', { 'accept-encoding': 'br' });
    const head = await request('/kinoprogram', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers.etag).toBe(get.headers.etag);
  });

  it.each([
    ['/kinoprogram', 'br'],
    ['/kinoprogram', 'gzip'],
    ['/', 'br'],
    ['/_next/static/chunks/app.js', 'br, gzip'],
    ['/_next/static/chunks/small.js', 'br'],
    ['/build-info.json', 'gzip'],
  ])('sends %s (%s) with the headers the streaming path sends', async (target, encoding) => {
    const fromMemory = await request(target, { 'accept-encoding': encoding });
    const fromDisk = await app.inject({ url: target, headers: { 'accept-encoding': encoding } });
    expect(fromMemory.status).toBe(200);
    expect(fromDisk.statusCode).toBe(200);
    // Date and the connection headers are Node's own, per response.
    const comparable = (headers: http.OutgoingHttpHeaders) =>
      Object.fromEntries(
        Object.entries(headers).filter(
          ([name]) => !['date', 'connection', 'keep-alive'].includes(name),
        ),
      );
    expect(comparable(fromMemory.headers)).toEqual(comparable(fromDisk.headers));
    expect(fromMemory.body.equals(fromDisk.rawPayload)).toBe(true);
  });

  it('leaves a missing file, a Range and a redirect to fastify: the 404 page, 206', async () => {
    const missing = await request('/finnes-ikke.js', { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(missing.body).toString()).toContain('Ikke funnet');
    const range = await request('/_next/static/chunks/small.js', { range: 'bytes=0-6' });
    expect(range.status).toBe(206);
    expect(range.body.toString()).toBe('console');
    const capitals = await request('/Kinoprogram');
    expect(capitals.status).toBe(301);
    expect(capitals.headers.location).toBe('/kinoprogram');
  });
});

describe('the memory caps', () => {
  it('leaves files over the caps on disk, holding assets and pages before other files', async () => {
    const dir = await temporaryFolder('file-table-caps');
    await writeSite(dir, 'Tak');
    // Named to come first on disk, and larger than the cap leaves after the assets and pages.
    await writeFile(path.join(dir, 'aaa-data.txt'), 'x'.repeat(900));
    const pages = new Set(['/index', '/kinoprogram', '/404']);
    const small = await loadFileTable(dir, FALLBACK_SECURITY_MANIFEST, pages, {
      maxFileBytes: 10 * 1024 * 1024,
      maxTotalBytes: 1000,
    });
    expect(small.entries.has('/_next/static/chunks/app.js')).toBe(true);
    expect(small.entries.has('/kinoprogram')).toBe(true);
    expect(small.entries.has('/aaa-data.txt')).toBe(false);
    expect(small.skipped).toBe(1);
    expect(small.bytes).toBeLessThanOrEqual(1000);
    // Still known, so streamed from disk rather than a 404.
    expect(small.known.has('/aaa-data.txt')).toBe(true);
    const none = await loadFileTable(dir, FALLBACK_SECURITY_MANIFEST, pages, {
      maxFileBytes: 2,
      maxTotalBytes: 1000,
    });
    expect(none.entries.size).toBe(0);
  });
});

describe('files the build did not write', () => {
  it('answers the 404 page without looking on disk, so a file copied in later waits for a swap', async () => {
    expect(site.files.known.has('/_next/static/chunks/app.js')).toBe(true);
    await writeFile(path.join(root, 'sent-inn-senere.js'), SMALL_SCRIPT);
    const later = await request('/sent-inn-senere.js');
    expect(later.status).toBe(404);
    expect(later.body.toString()).toContain('Ikke funnet');
    expect(later.headers['content-security-policy']).toBeDefined();
    const compressed = await request('/sent-inn-senere.js', { 'accept-encoding': 'gzip' });
    expect(compressed.status).toBe(404);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(compressed.body).toString()).toContain('Ikke funnet');
    // Not in memory but on disk and known (identity of a pre-compressed file): streamed.
    expect((await request('/kinoprogram.html')).status).toBe(200);
  });
});

describe('a swap of the served build', () => {
  it('serves the new build from memory once switched, and the old one until then', async () => {
    const before = await request('/kinoprogram', { 'accept-encoding': 'gzip' });
    const next = await temporaryFolder('file-table-next');
    await writeSite(next, 'Bygg 2');
    const switchSite = await site.prepare(next);
    // Prepared, not switched: still the served build, from memory.
    const during = await request('/kinoprogram', { 'accept-encoding': 'gzip' });
    expect(during.body.equals(before.body)).toBe(true);
    switchSite();
    const after = await request('/kinoprogram', { 'accept-encoding': 'gzip' });
    expect(after.status).toBe(200);
    expect(after.body.equals(before.body)).toBe(false);
    expect(after.body).toEqual(gzipSync(PAGE.replace('Kinoprogram</h1>', 'Bygg 2</h1>')));
  });
});

describe('a rebuild that links the files it did not change', () => {
  it('takes the bodies of linked files from the served table, reads the rewritten ones, and serves both right', async () => {
    // Serve `root` again (the test before swapped to another build).
    (await site.prepare(root))();
    const next = await temporaryFolder('file-table-linked');
    await writeSite(next, 'Bygg 3');
    // The hashed script is a link to the served build's (an incremental rebuild's), the page is new.
    for (const variant of ['', '.br', '.gz']) {
      const file = path.join(next, `_next/static/chunks/app.js${variant}`);
      await rm(file);
      await link(path.join(root, `_next/static/chunks/app.js${variant}`), file);
    }
    const served = site.files;
    expect(served.entries.get('/_next/static/chunks/app.js')).toBeDefined();
    const pages = new Set(['/', '/kinoprogram']);
    const table = await loadFileTable(next, FALLBACK_SECURITY_MANIFEST, pages, undefined, served);
    // The script's two variants came from memory: the same buffers, not read again.
    expect(table.reused).toBe(2);
    const script = table.entries.get('/_next/static/chunks/app.js');
    expect(script?.variants.br?.body).toBe(
      served.entries.get('/_next/static/chunks/app.js')?.variants.br?.body,
    );
    // The rewritten page was read from its own file.
    const page = table.entries.get('/kinoprogram')?.variants.gzip?.body;
    expect(page && gunzipSync(page).toString()).toContain('Bygg 3</h1>');
    // And a swap to it serves both as they are on disk.
    const switchSite = await site.prepare(next);
    switchSite();
    const answer = await request('/_next/static/chunks/app.js', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
    const kinoprogram = await request('/kinoprogram', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(kinoprogram.body).toString()).toContain('Bygg 3</h1>');
  });
});
