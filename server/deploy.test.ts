import { createHash } from 'node:crypto';
import http from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  GetObjectCommand,
  HeadObjectCommand,
  PutBucketWebsiteCommand,
  PutObjectCommand,
  type HeadObjectCommandOutput,
} from '@aws-sdk/client-s3';
import { createSiteServer } from './app';
import { siteWithRebuild } from './rebuild/test-helpers';
import { removeTemporaryFolders } from '@/tests/tiny-site';
import { deployTo } from '@/pipeline/deploy/config';
import { deploySite, type DeployReport } from '@/pipeline/deploy/deploy';
import { MANIFEST_KEY, PARTIAL_MANIFEST_KEY } from '@/pipeline/deploy/manifest';
import { createS3Client, type Bucket } from '@/pipeline/deploy/store';
import { startS3Server } from '@/testing/s3-test-server';
import { PROGRAMME_SCRIPT, TEST_REDIRECTS, writeTestSite } from '@/testing/deploy-test-site';
import { pageMetaCsp } from '@/policy/page-csp';
import { runsInlineScript } from '@/tests/csp-enforcement';
import { processConfig } from '@/lib/config';

// A real S3 protocol server (s3rver) on DEPLOY_TEST_PORT (default 5650), reached through a
// recording proxy on the next port that can answer 503 SlowDown like S3 under load.
const S3_PORT = processConfig().test.deployTestPort;
const PROXY_PORT = S3_PORT + 1;
const BUCKET = 'kulturhuset-test';
const DAY = 86_400_000;
const T0 = new Date('2026-11-25T12:00:00Z');

let s3: { close: () => Promise<void> };
let proxy: http.Server;
let folder: string;
const puts: string[] = [];
let inFlight = 0;
let maxInFlight = 0;
let failNextPuts = 0;
let slowDowns = 0;
/** The share of every request (any method) the proxy answers 503, decided per request (flakyRequest); 0: none. */
let failShare = 0;
/**
 * The keys PUT, but for the partial manifest: the deploy writes it whenever a second has passed, so
 * whether and where it appears depends on the machine's speed (its own test checks it).
 */
const siteFilesPut = () => puts.filter((key) => !key.endsWith(PARTIAL_MANIFEST_KEY));
/** Keys whose PUT s3rver stored (answered 200). */
const stored: string[] = [];
const seen = new Map<string, number>();

/**
 * Whether the proxy fails this request: a hash of its method, URL and how often it was seen, below
 * `failShare`. Random-like and independent of how requests interleave, so a run fails the same way
 * every time on any machine.
 */
function flakyRequest(request: http.IncomingMessage): boolean {
  if (failShare === 0) return false;
  const id = `${request.method} ${request.url}`;
  const count = (seen.get(id) ?? 0) + 1;
  seen.set(id, count);
  const hash = createHash('sha256').update(`${id} ${count}`).digest().readUInt32BE(0);
  return hash / 2 ** 32 < failShare;
}

function startProxy(): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (request.method === 'PUT' && failNextPuts > 0) {
      failNextPuts -= 1;
      slowDowns += 1;
      request.resume();
      response
        .writeHead(503, { 'content-type': 'application/xml' })
        .end(
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>',
        );
      return;
    }
    if (flakyRequest(request)) {
      request.resume();
      response
        .writeHead(503, { 'content-type': 'application/xml' })
        .end(
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>ServiceUnavailable</Code><Message>Service is unable to handle request.</Message></Error>',
        );
      return;
    }
    const isPut = request.method === 'PUT';
    const key = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname).replace(
      `/${BUCKET}/`,
      '',
    );
    if (isPut) {
      puts.push(key);
      maxInFlight = Math.max(maxInFlight, ++inFlight);
    }
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: S3_PORT,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        if (isPut && answer.statusCode === 200) stored.push(key);
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        answer.on('end', () => isPut && inFlight--);
      },
    );
    request.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(PROXY_PORT, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'deploy-test-'));
  s3 = await startS3Server({ port: S3_PORT, directory: path.join(folder, 's3'), bucket: BUCKET });
  proxy = await startProxy();
  // Static website hosting, as a CDN's origin would use it: index documents and object redirects.
  await bucket('').client.send(
    new PutBucketWebsiteCommand({
      Bucket: BUCKET,
      WebsiteConfiguration: {
        IndexDocument: { Suffix: 'index.html' },
        ErrorDocument: { Key: 'site/404.html' },
      },
    }),
  );
});

afterAll(async () => {
  await new Promise((resolve) => proxy.close(resolve));
  await s3.close();
  await rm(folder, { recursive: true, force: true });
});

/** s3rver's fixed test credentials. */
const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const bucket = (prefix: string): Bucket => ({
  client: createS3Client({
    endpoint: `http://127.0.0.1:${PROXY_PORT}`,
    credentials: S3RVER_CREDENTIALS,
    maxAttempts: 4,
  }),
  name: BUCKET,
  prefix,
});
const head = (target: Bucket, key: string): Promise<HeadObjectCommandOutput> =>
  target.client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: target.prefix + key }));
const exists = (target: Bucket, key: string) =>
  head(target, key).then(
    () => true,
    (error: { name?: string }) => (error.name === 'NotFound' ? false : Promise.reject(error)),
  );
const body = async (target: Bucket, key: string) =>
  (
    await target.client.send(new GetObjectCommand({ Bucket: BUCKET, Key: target.prefix + key }))
  ).Body?.transformToString('utf8');

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
    firstReport = await deploySite({
      siteDir: first,
      bucket: site,
      keepOldMs: DAY,
      concurrency: 3,
      now: () => T0,
    });
  });

  it('uploads every served file, page paths and redirects, and leaves out dot files, variants and other hosts’ files', async () => {
    expect(await body(site, 'kinoprogram.html')).toContain('Dune: del to');
    expect(await body(site, 'kinoprogram')).toContain('Dune: del to');
    expect(await exists(site, '_next/static/chunks/app-11aa.js')).toBe(true);
    for (const key of [
      '.security-headers.json',
      '.edge/redirects.json',
      'kinoprogram.html.br',
      '_headers',
      '_redirects',
    ])
      expect(await exists(site, key)).toBe(false);
    expect(firstReport).toMatchObject({ uploaded: firstReport.files, skipped: 0, deleted: 0 });
    expect(firstReport.files).toBeGreaterThan(15);
  });

  it('gives each object the Content-Type and Cache-Control the site server sends for it', async () => {
    const server = await createSiteServer({ root: first, redirects: TEST_REDIRECTS });
    const keys = [
      'index.html',
      'kinoprogram',
      'kinoprogram.html',
      'kinoprogram/__next._full.txt',
      'kalender/dune-20261128-1800-sal1.ics',
      'images/sal1.svg',
      '_next/static/chunks/app-11aa.js',
      '_next/static/css/site-3f2a.css',
      'sw.js',
      'sitemap.xml',
      'build-info.json',
      '404.html',
    ];
    for (const key of keys) {
      const served = await server.inject({ url: key === 'index.html' ? '/' : `/${key}` });
      expect([key, served.statusCode]).toEqual([key, 200]);
      const stored = await head(site, key);
      expect({ key, type: stored.ContentType, cache: stored.CacheControl }).toEqual({
        key,
        type: served.headers['content-type'],
        cache: served.headers['cache-control'],
      });
    }
    await server.close();
    expect((await head(site, 'kinoprogram')).ContentType).toBe('text/html; charset=utf-8');
    expect((await head(site, 'kalender/dune-20261128-1800-sal1.ics')).ContentType).toBe(
      'text/calendar; charset=utf-8',
    );
    expect((await head(site, '_next/static/chunks/app-11aa.js')).CacheControl).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await head(site, 'sw.js')).CacheControl).toBe('no-cache');
    // The page's script hashes travel in the page (the CDN sends one page header): no metadata
    // of a size that grows with the page.
    expect(Object.keys((await head(site, 'kinoprogram')).Metadata ?? {})).toEqual(['digest']);
    const policy = pageMetaCsp((await body(site, 'kinoprogram')) ?? '');
    expect(policy).toBeDefined();
    expect(runsInlineScript([policy ?? ''], PROGRAMME_SCRIPT)).toBe(true);
  });

  it('makes the redirect table and trailing-slash paths x-amz-website-redirect-location objects', async () => {
    expect((await head(site, 'basseng')).WebsiteRedirectLocation).toBe('/billetter-svommehall');
    expect((await head(site, 'basseng.html')).WebsiteRedirectLocation).toBe(
      '/billetter-svommehall',
    );
    expect(await body(site, 'basseng')).toContain('url=/billetter-svommehall');
    expect((await head(site, 'kinoprogram/index.html')).WebsiteRedirectLocation).toBe(
      '/kinoprogram',
    );
    expect((await head(site, 'billetter-svommehall')).WebsiteRedirectLocation).toBeUndefined();
  });

  it('answers a visitor through S3 website hosting with the redirect, the clean page path and the 404 page', async () => {
    const visit = (urlPath: string) =>
      new Promise<http.IncomingMessage & { text: string }>((resolve, reject) => {
        // s3rver, like S3, answers as a website when the request names the website endpoint.
        const request = http.get(
          {
            host: '127.0.0.1',
            port: S3_PORT,
            path: `/site${urlPath}`,
            headers: { host: `${BUCKET}.s3-website-us-east-1.amazonaws.com` },
          },
          (answer) => {
            let text = '';
            answer.on('data', (chunk: Buffer) => (text += chunk.toString()));
            answer.on('end', () => resolve(Object.assign(answer, { text })));
          },
        );
        request.on('error', reject);
      });
    const page = await visit('/kinoprogram');
    expect([page.statusCode, page.headers['content-type'], page.text]).toEqual([
      200,
      'text/html; charset=utf-8',
      expect.stringContaining('Dune: del to'),
    ]);
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const moved = await visit('/basseng');
    expect([moved.statusCode, moved.headers.location]).toEqual([301, '/billetter-svommehall']);
    const slash = await visit('/kinoprogram/');
    expect([slash.statusCode, slash.headers.location]).toEqual([301, '/kinoprogram']);
    const missing = await visit('/finnes-ikke');
    expect([missing.statusCode, missing.text]).toEqual([
      404,
      expect.stringContaining('Fant ikke siden'),
    ]);
  });

  it('uploads hashed assets first, then data files, then pages, and sw.js last, a bounded number at a time', () => {
    const ordered = siteFilesPut();
    const last = (test: (key: string) => boolean) =>
      ordered.map((key, index) => (test(key) ? index : -1)).reduce((a, b) => Math.max(a, b), -1);
    const first = (test: (key: string) => boolean) => ordered.findIndex(test);
    const isAsset = (key: string) => key.includes('_next/static/') || key.endsWith('.svg');
    const isData = (key: string) =>
      /\.(?:txt|ics|json|xml)$/.test(key) && !key.endsWith(MANIFEST_KEY);
    const isPage = (key: string) => key.endsWith('.html') || key === 'site/kinoprogram';
    expect(first(isAsset)).toBe(0);
    expect(last(isAsset)).toBeLessThan(first(isData));
    expect(last(isData)).toBeLessThan(first(isPage));
    expect(last(isPage)).toBeLessThan(ordered.indexOf('site/sw.js'));
    expect(ordered.at(-1)).toBe(`site/${MANIFEST_KEY}`);
    expect(maxInFlight).toBeGreaterThan(1);
    expect(maxInFlight).toBeLessThanOrEqual(3);
  });

  it('skips every unchanged object on a second deploy of the same build', async () => {
    puts.length = 0;
    const again = await deploySite({ siteDir: first, bucket: site, keepOldMs: DAY, now: () => T0 });
    expect(again).toMatchObject({
      files: firstReport.files,
      uploaded: 0,
      skipped: firstReport.files,
      bytes: 0,
      deleted: 0,
    });
    expect(siteFilesPut()).toEqual([`site/${MANIFEST_KEY}`]);
  });

  it('uploads only what changed, keeps the old chunks through the grace period and deletes them after it', async () => {
    const second = await build('second', { chunk: 'app-22bb', programme: 'Høyspent' });
    puts.length = 0;
    const changed = await deploySite({
      siteDir: second,
      bucket: site,
      keepOldMs: DAY,
      now: () => new Date(T0.getTime() + 3_600_000),
    });
    // The new chunk, the pages and data that name it or the programme, the index, and sw.js.
    expect(new Set(siteFilesPut())).toEqual(
      new Set(
        [
          '_next/static/chunks/app-22bb.js',
          'index.html',
          'kinoprogram.html',
          'kinoprogram',
          'kinoprogram/__next._full.txt',
          'sw.js',
          MANIFEST_KEY,
        ].map((key) => `site/${key}`),
      ),
    );
    expect(changed).toMatchObject({ uploaded: 6, skipped: changed.files - 6, deleted: 0, kept: 1 });
    expect(await body(site, 'kinoprogram')).toContain('Høyspent');
    // A visitor on an old page still gets its chunk within the grace period …
    expect(await body(site, '_next/static/chunks/app-11aa.js')).toContain('app-11aa');
    const withinGrace = await deploySite({
      siteDir: second,
      bucket: site,
      keepOldMs: DAY,
      now: () => new Date(T0.getTime() + DAY - 1),
    });
    expect(withinGrace).toMatchObject({ uploaded: 0, deleted: 0, kept: 1 });
    expect(await exists(site, '_next/static/chunks/app-11aa.js')).toBe(true);
    // … counted from the last deploy that had it, and it goes once that is a day ago.
    const after = await deploySite({
      siteDir: second,
      bucket: site,
      keepOldMs: DAY,
      now: () => new Date(T0.getTime() + DAY),
    });
    expect(after).toMatchObject({ uploaded: 0, deleted: 1, kept: 0 });
    expect(await exists(site, '_next/static/chunks/app-11aa.js')).toBe(false);
    expect(await exists(site, '_next/static/chunks/app-22bb.js')).toBe(true);
  });

  it('puts back an object changed behind its back, though the build did not change', async () => {
    const second = path.join(folder, 'second');
    await site.client.send(
      new PutObjectCommand({
        Bucket: BUCKET,
        Key: 'site/images/sal1.svg',
        Body: 'tampered',
        ContentType: 'image/svg+xml',
      }),
    );
    const repaired = await deploySite({
      siteDir: second,
      bucket: site,
      keepOldMs: DAY,
      now: () => new Date(T0.getTime() + 2 * DAY),
    });
    expect(repaired.uploaded).toBe(1);
    expect(await body(site, 'images/sal1.svg')).toContain('<svg');
  });
});

describe('deploy of a site with more objects than one listing holds', () => {
  it('lists every page of keys, so a second deploy skips all of them', async () => {
    const target = bucket('large/');
    const dir = await build('large', { chunk: 'app-55ee', programme: 'Filmklubben' });
    await Promise.all(
      Array.from({ length: 1050 }, (_, index) =>
        writeFile(
          path.join(dir, 'images', `plakat-${index}.svg`),
          `<svg xmlns="http://www.w3.org/2000/svg" data-n="${index}"/>`,
        ),
      ),
    );
    const first = await deploySite({
      siteDir: dir,
      bucket: target,
      keepOldMs: DAY,
      concurrency: 16,
    });
    expect(first.uploaded).toBeGreaterThan(1050);
    const second = await deploySite({ siteDir: dir, bucket: target, keepOldMs: 0 });
    expect(second).toMatchObject({ uploaded: 0, skipped: first.files, deleted: 0 });
  });
});

describe('a folder that is no finished build', () => {
  it('is refused before anything in the bucket changes', async () => {
    const target = bucket('site/');
    const empty = path.join(folder, 'empty');
    await mkdir(empty);
    await expect(deploySite({ siteDir: empty, bucket: target, keepOldMs: 0 })).rejects.toThrow(
      /no index\.html/,
    );
    expect(await exists(target, 'kinoprogram')).toBe(true);
  });
});

describe('deploy retries', () => {
  it('retries uploads that S3 answers with 503 SlowDown and finishes the deploy', async () => {
    const target = bucket('retry/');
    const dir = await build('retry', { chunk: 'app-33cc', programme: 'Babykino' });
    failNextPuts = 3;
    slowDowns = 0;
    const report = await deploySite({
      siteDir: dir,
      bucket: target,
      keepOldMs: DAY,
      concurrency: 1,
    });
    expect(slowDowns).toBe(3);
    expect(report.uploaded).toBe(report.files);
    expect(await body(target, 'kinoprogram')).toContain('Babykino');
  });

  it('fails with the store’s error once the retries are used up, leaving the manifest unwritten', async () => {
    const target = bucket('exhausted/');
    const dir = path.join(folder, 'retry');
    failNextPuts = 100;
    await expect(
      deploySite({ siteDir: dir, bucket: target, keepOldMs: DAY, concurrency: 1 }),
    ).rejects.toThrow(/reduce your request rate|SlowDown/);
    failNextPuts = 0;
    expect(await exists(target, MANIFEST_KEY)).toBe(false);
  });
});

describe('a deploy that fails midway resumes (issue 26 item 9)', () => {
  it('with 30 % of requests failing, completes within three runs, uploading each object once; the live manifest switches only at the end', async () => {
    const prefix = 'flaky/';
    const dir = await build('flaky', { chunk: 'app-66ff', programme: 'Kinodagen' });
    await Promise.all(
      Array.from({ length: 150 }, (_, index) =>
        writeFile(
          path.join(dir, 'images', `plakat-${index}.svg`),
          `<svg xmlns="http://www.w3.org/2000/svg" data-n="${index}"/>`,
        ),
      ),
    );
    stored.length = 0;
    failShare = 0.3;
    const runs: (DeployReport | Error)[] = [];
    try {
      while (runs.length < 3 && !runs.some((run) => !(run instanceof Error))) {
        // Each run is a new `npm run deploy`: a new client, with few retries so that a run fails.
        const target: Bucket = {
          client: createS3Client({
            endpoint: `http://127.0.0.1:${PROXY_PORT}`,
            credentials: S3RVER_CREDENTIALS,
            maxAttempts: 3,
          }),
          name: BUCKET,
          prefix,
        };
        runs.push(
          await deploySite({ siteDir: dir, bucket: target, keepOldMs: DAY, now: () => T0 }).catch(
            (error: Error) => error,
          ),
        );
        // The site's manifest appears only with the run that completes.
        expect(await exists(bucket(prefix), MANIFEST_KEY)).toBe(!(runs.at(-1) instanceof Error));
      }
    } finally {
      failShare = 0;
    }
    // The fault is there: the first run fails.
    expect(runs[0]).toBeInstanceOf(Error);
    const done = runs.at(-1);
    if (done === undefined || done instanceof Error)
      throw new Error(`no run completed: ${String(done)}`);
    expect(done.skipped).toBeGreaterThan(0);
    expect(done.uploaded + done.skipped).toBe(done.files);
    // A rerun uploads only what is missing: every object was stored once over all runs.
    const objects = stored.filter(
      (key) => key.startsWith(prefix) && !key.includes('.deploy-manifest'),
    );
    expect(new Set(objects).size).toBe(done.files);
    expect(objects).toHaveLength(done.files);
    expect(await body(bucket(prefix), 'kinoprogram')).toContain('Kinodagen');
    expect(await exists(bucket(prefix), PARTIAL_MANIFEST_KEY)).toBe(false);
  });
});

describe('the rebuild deploys after the swap', () => {
  const SECRET = 'a-rebuild-secret-of-some-length';
  const rebuildWith = (target: Bucket) =>
    siteWithRebuild(
      { sharedSecret: SECRET, webhookSecret: undefined },
      async (dir) => {
        await writeTestSite(dir, { chunk: 'app-44dd', programme: 'Seniorkino' });
        return { pages: 4, durationMs: 1, problems: 0 };
      },
      {
        deploy: {
          target: `s3://${BUCKET}/${target.prefix}`,
          run: deployTo({ bucket: target, keepOldMs: DAY, description: 'test' }),
        },
      },
    );
  const status = async (app: Awaited<ReturnType<typeof rebuildWith>>['app']) =>
    (
      await app.inject({ url: '/api/rebuild/status', headers: { 'x-rebuild-secret': SECRET } })
    ).json();

  afterAll(removeTemporaryFolders);

  it('uploads the new build when a webhook rebuild swapped it in, and the status shows the deploy', async () => {
    const target = bucket('rebuild/');
    const { app, rebuilder } = await rebuildWith(target);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/rebuild',
          headers: { 'x-rebuild-secret': SECRET },
        })
      ).statusCode,
    ).toBe(202);
    await rebuilder.idle();
    expect(await body(target, 'kinoprogram')).toContain('Seniorkino');
    const { last } = await status(app);
    expect(last).toMatchObject({
      trigger: 'webhook',
      result: 'success',
      deploy: { result: 'success', target: `s3://${BUCKET}/rebuild/`, skipped: 0, deleted: 0 },
    });
    expect(last.deploy.uploaded).toBeGreaterThan(15);
    await app.close();
  });

  it('keeps the rebuilt site served when the deploy fails, and the status says why', async () => {
    const target: Bucket = { ...bucket('rebuild/'), name: 'no-such-bucket' };
    const { app, rebuilder } = await rebuildWith(target);
    await app.inject({
      method: 'POST',
      url: '/api/rebuild',
      headers: { 'x-rebuild-secret': SECRET },
    });
    await rebuilder.idle();
    expect((await app.inject({ url: '/kinoprogram' })).body).toContain('Seniorkino');
    expect((await status(app)).last).toMatchObject({
      result: 'success',
      deploy: { result: 'failure', error: expect.stringMatching(/bucket/i) },
    });
    await app.close();
  });
});
