import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, type HeadObjectCommandOutput } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createSiteServer } from '../../server/app';
import { deploySite, type DeployReport } from './deploy';
import { MANIFEST_KEY } from './manifest';
import { createS3Client, type Bucket } from './store';
import { PROGRAMME_HASH, TEST_REDIRECTS, writeTestSite } from './test-site';

// See server/rebuild/routes.test.ts: ES-module dependencies of @fastify/static that inject never uses.
jest.mock('content-disposition', () => ({ create: (name: string) => `attachment; filename="${name}"` }));
jest.mock('cookie', () => ({ stringifySetCookie: ({ name, value }: { name: string; value: string }) => `${name}=${value}` }));

// A real S3 protocol server (s3rver) on 5650, reached through a recording proxy on 5651 that can
// answer 503 SlowDown like S3 under load.
const S3_PORT = 5650;
const PROXY_PORT = 5651;
const BUCKET = 'kulturhuset-test';
const DAY = 86_400_000;
const T0 = new Date('2026-11-25T12:00:00Z');

let s3: S3rver;
let proxy: http.Server;
let folder: string;
const puts: string[] = [];
let inFlight = 0;
let maxInFlight = 0;
let failNextPuts = 0;
let slowDowns = 0;

function startProxy(): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (request.method === 'PUT' && failNextPuts > 0) {
      failNextPuts -= 1;
      slowDowns += 1;
      request.resume();
      response.writeHead(503, { 'content-type': 'application/xml' }).end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>');
      return;
    }
    const isPut = request.method === 'PUT';
    if (isPut) {
      puts.push(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname).replace(`/${BUCKET}/`, ''));
      maxInFlight = Math.max(maxInFlight, ++inFlight);
    }
    const upstream = http.request({ host: '127.0.0.1', port: S3_PORT, method: request.method, path: request.url, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
      answer.on('end', () => isPut && inFlight--);
    });
    request.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(PROXY_PORT, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'deploy-test-'));
  s3 = new S3rver({ address: '127.0.0.1', port: S3_PORT, silent: true, directory: path.join(folder, 's3'), configureBuckets: [{ name: BUCKET }] });
  await s3.run();
  proxy = await startProxy();
  // The SDK's default credential chain reads these (s3rver's fixed test credentials).
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
});

afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
  await s3.close();
  await rm(folder, { recursive: true, force: true });
});

const bucket = (prefix: string): Bucket => ({ client: createS3Client({ endpoint: `http://127.0.0.1:${PROXY_PORT}`, maxAttempts: 4 }), name: BUCKET, prefix });
const head = (target: Bucket, key: string): Promise<HeadObjectCommandOutput> => target.client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: target.prefix + key }));
const exists = (target: Bucket, key: string) => head(target, key).then(() => true, (error: { name?: string }) => (error.name === 'NotFound' ? false : Promise.reject(error)));
const body = async (target: Bucket, key: string) => (await target.client.send(new GetObjectCommand({ Bucket: BUCKET, Key: target.prefix + key }))).Body?.transformToString('utf8');

async function build(name: string, version: { chunk: string; programme: string }): Promise<string> {
  const dir = path.join(folder, name);
  await writeTestSite(dir, version);
  return dir;
}

describe('npm run deploy against an S3 protocol server', () => {
  const site = bucket('site/');
  let first: string;
  let firstReport: DeployReport;

  beforeAll(async () => {
    first = await build('first', { chunk: 'app-11aa', programme: 'Dune: del to' });
    puts.length = 0;
    firstReport = await deploySite({ siteDir: first, bucket: site, keepOldMs: DAY, concurrency: 3, now: () => T0 });
  });

  it('uploads every served file, page paths and redirects, and leaves out dot files, variants and other hosts’ files', async () => {
    expect(await body(site, 'kinoprogram.html')).toContain('Dune: del to');
    expect(await body(site, 'kinoprogram')).toContain('Dune: del to');
    expect(await exists(site, '_next/static/chunks/app-11aa.js')).toBe(true);
    for (const key of ['.security-headers.json', '.edge/redirects.json', 'kinoprogram.html.br', '_headers', '_redirects']) expect(await exists(site, key)).toBe(false);
    expect(firstReport).toMatchObject({ uploaded: firstReport.files, skipped: 0, deleted: 0 });
    expect(firstReport.files).toBeGreaterThan(15);
  });

  it('gives each object the Content-Type and Cache-Control the site server sends for it', async () => {
    const server = await createSiteServer({ root: first, redirects: TEST_REDIRECTS });
    const keys = ['index.html', 'kinoprogram', 'kinoprogram.html', 'kinoprogram/__next._full.txt', 'kalender/dune-20261128-1800-sal1.ics', 'images/sal1.svg', '_next/static/chunks/app-11aa.js', '_next/static/css/site-3f2a.css', 'sw.js', 'sitemap.xml', 'build-info.json', '404.html'];
    for (const key of keys) {
      const served = await server.inject({ url: key === 'index.html' ? '/' : `/${key}` });
      expect([key, served.statusCode]).toEqual([key, 200]);
      const stored = await head(site, key);
      expect({ key, type: stored.ContentType, cache: stored.CacheControl }).toEqual({ key, type: served.headers['content-type'], cache: served.headers['cache-control'] });
    }
    await server.close();
    expect((await head(site, 'kinoprogram')).ContentType).toBe('text/html; charset=utf-8');
    expect((await head(site, 'kalender/dune-20261128-1800-sal1.ics')).ContentType).toBe('text/calendar; charset=utf-8');
    expect((await head(site, '_next/static/chunks/app-11aa.js')).CacheControl).toBe('public, max-age=31536000, immutable');
    expect((await head(site, 'sw.js')).CacheControl).toBe('no-cache');
    expect((await head(site, 'kinoprogram')).Metadata?.csp).toContain(PROGRAMME_HASH);
  });

  it('makes the redirect table and trailing-slash paths x-amz-website-redirect-location objects', async () => {
    expect((await head(site, 'basseng')).WebsiteRedirectLocation).toBe('/billetter-svommehall');
    expect((await head(site, 'basseng.html')).WebsiteRedirectLocation).toBe('/billetter-svommehall');
    expect(await body(site, 'basseng')).toContain('url=/billetter-svommehall');
    expect((await head(site, 'kinoprogram/index.html')).WebsiteRedirectLocation).toBe('/kinoprogram');
    expect((await head(site, 'billetter-svommehall')).WebsiteRedirectLocation).toBeUndefined();
  });

  it('uploads hashed assets first, then data files, then pages, and sw.js last, a bounded number at a time', () => {
    const last = (test: (key: string) => boolean) => puts.map((key, index) => (test(key) ? index : -1)).reduce((a, b) => Math.max(a, b), -1);
    const first = (test: (key: string) => boolean) => puts.findIndex(test);
    const isAsset = (key: string) => key.includes('_next/static/') || key.endsWith('.svg');
    const isData = (key: string) => /\.(?:txt|ics|json|xml)$/.test(key) && !key.endsWith(MANIFEST_KEY);
    const isPage = (key: string) => key.endsWith('.html') || key === 'site/kinoprogram';
    expect(first(isAsset)).toBe(0);
    expect(last(isAsset)).toBeLessThan(first(isData));
    expect(last(isData)).toBeLessThan(first(isPage));
    expect(last(isPage)).toBeLessThan(puts.indexOf('site/sw.js'));
    expect(puts.at(-1)).toBe(`site/${MANIFEST_KEY}`);
    expect(maxInFlight).toBeGreaterThan(1);
    expect(maxInFlight).toBeLessThanOrEqual(3);
  });

  it('skips every unchanged object on a second deploy of the same build', async () => {
    puts.length = 0;
    const again = await deploySite({ siteDir: first, bucket: site, keepOldMs: DAY, now: () => T0 });
    expect(again).toMatchObject({ files: firstReport.files, uploaded: 0, skipped: firstReport.files, bytes: 0, deleted: 0 });
    expect(puts).toEqual([`site/${MANIFEST_KEY}`]);
  });

  it('uploads only what changed, keeps the old chunks through the grace period and deletes them after it', async () => {
    const second = await build('second', { chunk: 'app-22bb', programme: 'Høyspent' });
    puts.length = 0;
    const changed = await deploySite({ siteDir: second, bucket: site, keepOldMs: DAY, now: () => new Date(T0.getTime() + 3_600_000) });
    // The new chunk, the pages and data that name it or the programme, the index, and sw.js.
    expect(new Set(puts)).toEqual(new Set(['_next/static/chunks/app-22bb.js', 'index.html', 'kinoprogram.html', 'kinoprogram', 'kinoprogram/__next._full.txt', 'sw.js', MANIFEST_KEY].map((key) => `site/${key}`)));
    expect(changed).toMatchObject({ uploaded: 6, skipped: changed.files - 6, deleted: 0, kept: 1 });
    expect(await body(site, 'kinoprogram')).toContain('Høyspent');
    // A visitor on an old page still gets its chunk within the grace period …
    expect(await body(site, '_next/static/chunks/app-11aa.js')).toContain('app-11aa');
    const withinGrace = await deploySite({ siteDir: second, bucket: site, keepOldMs: DAY, now: () => new Date(T0.getTime() + DAY - 1) });
    expect(withinGrace).toMatchObject({ uploaded: 0, deleted: 0, kept: 1 });
    expect(await exists(site, '_next/static/chunks/app-11aa.js')).toBe(true);
    // … counted from the last deploy that had it, and it goes once that is a day ago.
    const after = await deploySite({ siteDir: second, bucket: site, keepOldMs: DAY, now: () => new Date(T0.getTime() + DAY) });
    expect(after).toMatchObject({ uploaded: 0, deleted: 1, kept: 0 });
    expect(await exists(site, '_next/static/chunks/app-11aa.js')).toBe(false);
    expect(await exists(site, '_next/static/chunks/app-22bb.js')).toBe(true);
  });

  it('puts back an object changed behind its back, though the build did not change', async () => {
    const second = path.join(folder, 'second');
    await site.client.send(new (await import('@aws-sdk/client-s3')).PutObjectCommand({ Bucket: BUCKET, Key: 'site/images/sal1.svg', Body: 'tampered', ContentType: 'image/svg+xml' }));
    const repaired = await deploySite({ siteDir: second, bucket: site, keepOldMs: DAY, now: () => new Date(T0.getTime() + 2 * DAY) });
    expect(repaired.uploaded).toBe(1);
    expect(await body(site, 'images/sal1.svg')).toContain('<svg');
  });
});

describe('deploy retries', () => {
  it('retries uploads that S3 answers with 503 SlowDown and finishes the deploy', async () => {
    const target = bucket('retry/');
    const dir = await build('retry', { chunk: 'app-33cc', programme: 'Babykino' });
    failNextPuts = 3;
    slowDowns = 0;
    const report = await deploySite({ siteDir: dir, bucket: target, keepOldMs: DAY, concurrency: 1 });
    expect(slowDowns).toBe(3);
    expect(report.uploaded).toBe(report.files);
    expect(await body(target, 'kinoprogram')).toContain('Babykino');
  }, 30_000);

  it('fails with the store’s error once the retries are used up, leaving the manifest unwritten', async () => {
    const target = bucket('exhausted/');
    const dir = path.join(folder, 'retry');
    failNextPuts = 100;
    await expect(deploySite({ siteDir: dir, bucket: target, keepOldMs: DAY, concurrency: 1 })).rejects.toThrow(/reduce your request rate|SlowDown/);
    failNextPuts = 0;
    expect(await exists(target, MANIFEST_KEY)).toBe(false);
  }, 30_000);
});
