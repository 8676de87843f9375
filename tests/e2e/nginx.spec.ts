import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { signRequest } from '@contentful/node-apps-toolkit';
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type APIResponse,
} from '@playwright/test';
import { renderNginxConfig } from '@/pipeline/nginx/config';
import { indexPages } from '@/policy/page-index';
import { readSecurityManifest } from '@/policy/security-headers';
import { processConfig } from '@/lib/config';

/**
 * Issue 7 item 5: the nginx config the build emits (`out.nginx/nginx.conf`) passes `nginx -t` and
 * serves the site with the same status, redirects, security headers and cache rules as the site
 * server. nginx runs from the emitted config with only its listen line moved to a test port.
 */

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));
const PREFIX = path.resolve('out.nginx');
const PORT = processConfig().test.e2ePort + 90;
/** The public site server of this run (playwright.config.ts), which answers /api/ behind nginx. */
const SITE_PORT = processConfig().test.e2ePort;
const COMPARED = [
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'content-security-policy',
  'cache-control',
  'location',
  'content-type',
  'content-encoding',
];

test.describe.configure({ mode: 'serial' });

let nginx: ChildProcess | undefined;
let fromNginx: APIRequestContext;

test.beforeAll(async () => {
  if (!NGINX)
    throw new Error(
      'nginx is not installed: apt-get install -y nginx libnginx-mod-http-brotli-static',
    );
  const emitted = path.join(PREFIX, 'nginx.conf');
  if (!existsSync(emitted))
    throw new Error(`${emitted} is missing: build the site first (npx tsx scripts/build.ts)`);
  const config = readFileSync(emitted, 'utf8');
  if (!config.includes('brotli_static on;'))
    throw new Error(
      'the emitted config serves no brotli: apt-get install -y libnginx-mod-http-brotli-static, then build again',
    );
  // Only the listen line and the pid file change; as root, the workers run as root too so they can read a checkout under /root.
  const testConfig = path.join(PREFIX, 'e2e.conf');
  const asRoot = process.getuid?.() === 0 ? 'user root;\n' : '';
  // /api, /api/, /redaksjon and /redaksjon/ go to this run's site server instead of the deployment's (NGINX_API_UPSTREAM).
  const proxied = config.replace(
    /proxy_pass http:\/\/[^;]+;/g,
    `proxy_pass http://127.0.0.1:${SITE_PORT};`,
  );
  writeFileSync(
    testConfig,
    asRoot +
      proxied
        .replace(/^(\s*)listen [^;]+;$/m, `$1listen 127.0.0.1:${PORT};`)
        .replace(/nginx\.pid/, 'e2e.pid'),
  );
  nginx = spawn(NGINX, ['-p', PREFIX, '-c', testConfig, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  nginx.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  fromNginx = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${PORT}` });
  await expect
    .poll(
      async () => {
        if (nginx?.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
        return (
          await fromNginx.get('/', { failOnStatusCode: false }).catch(() => undefined)
        )?.status();
      },
      { timeout: 20_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  await fromNginx?.dispose();
  nginx?.kill('SIGTERM');
});

test('nginx accepts the emitted config (nginx -t)', () => {
  const result = spawnSync(
    NGINX ?? 'nginx',
    ['-t', '-p', PREFIX, '-c', path.join(PREFIX, 'nginx.conf')],
    { encoding: 'utf8' },
  );
  expect(result.stderr).toContain('test is successful');
  expect(result.status).toBe(0);
});

const get = (context: APIRequestContext, url: string) =>
  context.get(url, {
    maxRedirects: 0,
    failOnStatusCode: false,
    headers: { 'accept-encoding': 'br, gzip' },
  });
/** The headers both must agree on. nginx also sends the 404 page pre-compressed (the site server plain) and gives a redirect a small HTML body. */
function compared(response: APIResponse) {
  const skipped =
    response.status() === 404
      ? ['content-encoding']
      : response.status() >= 300 && response.status() < 400
        ? ['content-type']
        : [];
  return Object.fromEntries(
    COMPARED.filter((name) => !skipped.includes(name)).map((name) => [
      name,
      response.headers()[name],
    ]),
  );
}

async function expectSameAnswer(fromSite: APIRequestContext, url: string, status: number) {
  const [site, proxy] = await Promise.all([get(fromSite, url), get(fromNginx, url)]);
  expect(site.status(), `site server ${url}`).toBe(status);
  expect(proxy.status(), `nginx ${url}`).toBe(status);
  expect(compared(proxy), `headers of ${url}`).toEqual(compared(site));
  expect(proxy.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  if (status === 200 || status === 404) expect(await proxy.text()).toBe(await site.text());
  return proxy;
}

/** The page policy in a page's body (policy/page-csp.ts): script-src with the page's hashes. */
const PAGE_META =
  /<meta http-equiv="Content-Security-Policy" content="script-src 'self'[^"]* 'sha256-/;

test('a page, its clean URL and the front page: same body and headers, the page policy and brotli', async ({
  request,
}) => {
  const page = await expectSameAnswer(request, '/kinoprogram', 200);
  expect(page.headers()['content-encoding']).toBe('br');
  // The page header allows inline scripts; the page's meta policy narrows them to its hashes.
  expect(page.headers()['content-security-policy']).toMatch(
    /script-src 'self'[^;]* 'unsafe-inline'/,
  );
  expect(await page.text()).toMatch(PAGE_META);
  await expectSameAnswer(request, '/', 200);
  await expectSameAnswer(request, '/article/personvernerklaering', 200);
});

test('assets: same headers, immutable Next chunks, images for a day', async ({ request }) => {
  const html = await (await request.get('/kinoprogram')).text();
  const chunk = /src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
  expect(chunk).not.toBe('');
  const asset = await expectSameAnswer(request, chunk, 200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  const image = /src="(\/images\/[^"]+)"/.exec(html)?.[1];
  if (image)
    expect((await expectSameAnswer(request, image, 200)).headers()['cache-control']).toBe(
      'public, max-age=86400',
    );
});

test('the subscribable calendar and the Atom feed: same type, cache rule and body', async ({
  request,
}) => {
  const calendar = await expectSameAnswer(request, '/abonner/kulturhuset.ics', 200);
  expect(calendar.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(calendar.headers()['content-encoding']).toBe('br');
  const atom = await expectSameAnswer(request, '/nyheter.atom', 200);
  expect(atom.headers()['content-type']).toBe('application/atom+xml');
  expect(atom.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
});

test('a missing page: the 404 page with status 404 and its own hashes', async ({ request }) => {
  const missing = await expectSameAnswer(request, '/finnes-ikke-her', 404);
  expect(await missing.text()).toMatch(PAGE_META);
  await expectSameAnswer(request, '/.security-headers.json', 404);
});

/** A GET with the path sent exactly as written (Playwright's client would normalise a backslash). */
function rawGet(
  port: number,
  rawPath: string,
): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: rawPath }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, location: response.headers.location });
    });
    request.on('error', reject);
  });
}

test('no redirect leaves the site, and exported files that are no page answer 404, as on the site server', async () => {
  for (const rawPath of [
    '//evil.example/',
    '//x//evil.example/',
    '/\\evil.example/',
    '/%5Cevil.example/',
    '/404',
    '/index',
    '/_not-found',
  ]) {
    const [viaNginx, viaSite] = [await rawGet(PORT, rawPath), await rawGet(SITE_PORT, rawPath)];
    expect(viaNginx.status, `nginx, ${rawPath}`).toBe(404);
    expect(viaNginx.location, `nginx, ${rawPath}`).toBeUndefined();
    // The site server may redirect `/%5Cx/` to `/%5Cx` (a path of this site: browsers keep %5C encoded); never off the site.
    if (viaSite.status === 404) expect(viaSite.location, `site server, ${rawPath}`).toBeUndefined();
    else
      expect([rawPath, viaSite.status, viaSite.location]).toEqual([
        '/%5Cevil.example/',
        308,
        '/%5Cevil.example',
      ]);
  }
  // And the not-found page itself is a page (docs/product.md, Pages and routes) on both.
  expect((await rawGet(PORT, '/404.html')).status).toBe(200);
  expect((await rawGet(SITE_PORT, '/404.html')).status).toBe(200);
});

test('redirects of the table (301 and 308), with a trailing slash and a query, and a trailing slash alone', async ({
  request,
}) => {
  expect((await expectSameAnswer(request, '/kino', 301)).headers().location).toBe('/kinoprogram');
  expect((await expectSameAnswer(request, '/kino/?dag=fredag', 301)).headers().location).toBe(
    '/kinoprogram?dag=fredag',
  );
  expect((await expectSameAnswer(request, '/basseng', 308)).headers().location).toBe(
    '/billetter-svommehall',
  );
  expect((await expectSameAnswer(request, '/kinoprogram/', 308)).headers().location).toBe(
    '/kinoprogram',
  );
});

test('a page path in other letter case: 301 to the lower-case page with the query; no such page: 404', async ({
  request,
}) => {
  await expectSameAnswer(request, '/kinoprogram', 200);
  expect((await expectSameAnswer(request, '/Kinoprogram?dag=fredag', 301)).headers().location).toBe(
    '/kinoprogram?dag=fredag',
  );
  expect((await expectSameAnswer(request, '/KONTAKT-OSS', 301)).headers().location).toBe(
    '/kontakt-oss',
  );
  await expectSameAnswer(request, '/Kinoprogrammet', 404);
});

test('/api/ reaches the site server through nginx: a newsletter sign-up is stored, a webhook is answered by the server', async () => {
  // The sign-up form's JSON call, as the browser sends it to the page's own origin.
  const email = `nginx-${Date.now()}@example.no`;
  const signup = await fromNginx.post('/api/newsletter', {
    data: { email },
    failOnStatusCode: false,
  });
  expect(signup.status()).toBeLessThan(300);
  expect(await signup.json()).toMatchObject({ status: expect.stringMatching(/subscribed/) });
  expect(signup.headers()['cache-control']).toBe('no-store');

  // A signed webhook with a secret the server does not have: the site server's own 401 (JSON from
  // server/rebuild/routes.ts, which nginx cannot produce), so the body and the signature headers
  // went through. The main suite's server has no rebuild secret, so no build starts.
  const body = JSON.stringify({ sys: { id: 'a1', type: 'Entry' } });
  const headers = {
    'content-type': 'application/vnd.contentful.management.v1+json',
    'x-contentful-topic': 'ContentManagement.Entry.publish',
  };
  const webhook = await fromNginx.post('/api/rebuild', {
    data: body,
    headers: {
      ...headers,
      ...signRequest(
        'x'.repeat(64),
        { method: 'POST', path: '/api/rebuild', headers, body },
        Date.now(),
      ),
    },
    failOnStatusCode: false,
  });
  expect(webhook.status()).toBe(401);
  expect(await webhook.json()).toMatchObject({ error: 'unauthorised' });
  // The site server's security headers pass through the proxy.
  expect(webhook.headers()['x-content-type-options']).toBe('nosniff');

  // A body over nginx's limit for /api/ (1 MB) is refused by nginx itself.
  const tooLarge = await fromNginx.post('/api/rebuild', {
    data: 'x'.repeat(1024 * 1024 + 1),
    headers,
    failOnStatusCode: false,
  });
  expect(tooLarge.status()).toBe(413);
});

test("health and readiness through nginx: the site server's answers, uncached (issue 29)", async ({
  request,
}) => {
  const health = await fromNginx.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });
  expect(health.headers()['cache-control']).toBe('no-store');
  // The suite's server rebuilds nothing (REBUILD_SCHEDULE=off, no secret): ready while its build is served.
  const [viaNginx, viaSite] = [
    await fromNginx.get('/api/ready', { failOnStatusCode: false }),
    await request.get('/api/ready', { failOnStatusCode: false }),
  ];
  expect(viaSite.status()).toBe(200);
  expect(await viaSite.json()).toMatchObject({ ready: true, builtAt: expect.any(String) });
  expect(viaNginx.status()).toBe(viaSite.status());
  expect(await viaNginx.json()).toEqual(await viaSite.json());
  expect(viaNginx.headers()['cache-control']).toBe('no-store');
});

/** Control characters a browser strips from a URL (tab, CR, LF) or keeps (the rest), encoded (issue 26, point 1). */
const CONTROL_CHARACTERS = ['%09', '%0d', '%0a', '%0b', '%0c', '%1f', '%7f'];
/** The site server's open-redirect list (server/app.test.ts), then each control character before and after a slash. */
const OFF_SITE_PATHS = [
  '//evil.example/',
  '//x//evil.example/',
  '/\\evil.example/',
  '/\\/evil.example/',
  '/.//evil.example/',
  '/a/..//evil.example/',
  '/%5Cevil.example/',
  ...CONTROL_CHARACTERS.flatMap((control) => [
    `/${control}/evil.example/`,
    `/${control}${control}//evil.example/`,
    `/${control}\\evil.example/`,
  ]),
];

/** A request sent as raw bytes (a control character unencoded), resolving with its status line and Location. */
function rawBytesGet(
  port: number,
  target: Buffer,
): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.once('close', () => {
      const head = text.slice(0, text.indexOf('\r\n\r\n'));
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        location: /^location: ?(.*)$/im.exec(head)?.[1],
      });
    });
    socket.end(
      Buffer.concat([
        Buffer.from('GET '),
        target,
        Buffer.from(' HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'),
      ]),
    );
  });
}

test('no Location leaves the site, control characters included, and Chromium following each stays on the site', async ({
  page,
}) => {
  // About 30 navigations and 40 requests: on a busy shared machine more than the default 30 s.
  test.setTimeout(180_000);
  const origin = `http://127.0.0.1:${PORT}`;
  // Chromium reads each Location as it would follow it: tab, CR and LF removed, the rest kept.
  const resolvedOrigin = (location: string) =>
    page.evaluate(([target, base]) => new URL(target, base).origin, [location, origin] as const);
  await page.goto(`${origin}/404.html`);
  for (const rawPath of OFF_SITE_PATHS) {
    const answer = await rawGet(PORT, rawPath);
    if (answer.location === undefined) expect(answer.status, `nginx, ${rawPath}`).toBe(404);
    else expect(await resolvedOrigin(answer.location), `nginx, ${rawPath}`).toBe(origin);
  }
  // The same characters unencoded: nginx refuses the request line or answers 404; never a redirect.
  for (const code of [0x09, 0x0b, 0x0c, 0x1f, 0x7f]) {
    const answer = await rawBytesGet(
      PORT,
      Buffer.from([0x2f, code, ...Buffer.from('/evil.example/')]),
    );
    expect([400, 404], `nginx, raw 0x${code.toString(16)}`).toContain(answer.status);
    expect(answer.location, `nginx, raw 0x${code.toString(16)}`).toBeUndefined();
  }

  // Chromium follows every redirect itself; any request to another origin is recorded and stopped.
  const offSite: string[] = [];
  await page.context().route(
    (url) => url.origin !== origin,
    (route) => {
      offSite.push(route.request().url());
      return route.abort();
    },
  );
  for (const rawPath of OFF_SITE_PATHS) {
    // A navigation stopped off the site rejects: the check below names it.
    const response = await page.goto(`${origin}${rawPath}`).catch(() => null);
    expect(offSite, `Chromium, ${rawPath}`).toEqual([]);
    expect(new URL(page.url()).origin, `Chromium, ${rawPath}`).toBe(origin);
    expect(response?.status(), `Chromium, ${rawPath}`).toBe(404);
    await expect(page.locator('h1')).toBeVisible();
  }
});

test('/api and /redaksjon with and without a slash: the same answer as the site server, no redirect loop', async ({
  request,
}) => {
  /** Follows redirects one at a time; the statuses met, ending at the first that is no redirect. */
  const chain = async (context: APIRequestContext, start: string) => {
    const statuses: number[] = [];
    let url = start;
    for (let hop = 0; hop < 5; hop += 1) {
      const response = await get(context, url);
      statuses.push(response.status());
      const location = response.headers().location;
      if (response.status() < 300 || response.status() >= 400 || !location) return statuses;
      url = location;
    }
    return statuses;
  };
  for (const start of ['/api', '/api/', '/redaksjon', '/redaksjon/']) {
    const [viaNginx, viaSite] = [await chain(fromNginx, start), await chain(request, start)];
    expect(viaNginx.length, `nginx, ${start}: ${viaNginx.join(' → ')}`).toBeLessThan(3);
    expect(viaNginx, `nginx and site server, ${start}`).toEqual(viaSite);
  }
});

test('a page or file asked with another method: 405 with Allow: GET, HEAD, on both', async ({
  request,
}) => {
  const html = await (await get(request, '/kinoprogram')).text();
  const chunk = /src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
  expect(chunk).not.toBe('');
  for (const url of ['/', '/kinoprogram', chunk]) {
    expect((await get(fromNginx, url)).status(), `GET ${url}`).toBe(200);
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
      for (const [name, context] of [
        ['nginx', fromNginx],
        ['site server', request],
      ] as const) {
        const response = await context.fetch(url, {
          method,
          maxRedirects: 0,
          failOnStatusCode: false,
        });
        expect(response.status(), `${name}, ${method} ${url}`).toBe(405);
        expect(response.headers().allow, `${name}, ${method} ${url}`).toBe('GET, HEAD');
        expect(response.headers()['x-content-type-options']).toBe('nosniff');
      }
    }
  }
  // A path that is no page stays a 404 for any method.
  expect((await fromNginx.post('/finnes-ikke-her', { failOnStatusCode: false })).status()).toBe(
    404,
  );
});

test('the pre-compressed variants are never files of their own: 404 by their names, on both', async ({
  request,
}) => {
  const html = await (await get(request, '/kinoprogram')).text();
  const chunk = /src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
  const variants = ['/kinoprogram.html', '/index.html', '/404.html', chunk].flatMap((file) => [
    `${file}.br`,
    `${file}.gz`,
  ]);
  for (const variant of variants) {
    // The variant is there, on disk beside its file: the 404 is the server's doing.
    expect(existsSync(path.join('out', variant)), `${variant} on disk`).toBe(true);
    for (const [name, context] of [
      ['nginx', fromNginx],
      ['site server', request],
    ] as const)
      expect((await get(context, variant)).status(), `${name}, ${variant}`).toBe(404);
  }
});

test("a chunk of a kept earlier build is served after a swap, with the chunk's headers; a missing chunk is 404", async ({
  request,
}) => {
  // A second nginx from a config rendered with an earlier build beside the live one.
  const live = realpathSync('out');
  const earlier = path.join(PREFIX, 'earlier-build');
  const oldChunk = '/_next/static/chunks/earlier-build-0123456789abcdef.js';
  mkdirSync(path.dirname(path.join(earlier, oldChunk)), { recursive: true });
  writeFileSync(path.join(earlier, oldChunk), 'console.log("the earlier build");');
  const config = renderNginxConfig({
    root: live,
    port: PORT + 1,
    listen: '127.0.0.1',
    prefix: PREFIX,
    keptBuilds: [earlier],
    security: await readSecurityManifest(live),
    pages: await indexPages(live),
  }).replace(/nginx\.pid/, 'kept.pid');
  const configFile = path.join(PREFIX, 'kept.conf');
  writeFileSync(configFile, (process.getuid?.() === 0 ? 'user root;\n' : '') + config);
  const second = spawn(NGINX ?? 'nginx', ['-p', PREFIX, '-c', configFile, '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
  const context = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${PORT + 1}` });
  try {
    await expect
      .poll(async () => (await get(context, '/').catch(() => undefined))?.status(), {
        timeout: 20_000,
      })
      .toBe(200);
    const html = await (await get(request, '/kinoprogram')).text();
    const chunk = /src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
    const current = await get(context, chunk);
    expect(current.status()).toBe(200);
    const old = await get(context, oldChunk);
    expect(old.status()).toBe(200);
    expect(await old.text()).toBe('console.log("the earlier build");');
    expect(old.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(old.headers()['content-type']).toBe(current.headers()['content-type']);
    expect(old.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect((await get(context, '/_next/static/chunks/never-built-0123.js')).status()).toBe(404);
  } finally {
    await context.dispose();
    second.kill('SIGTERM');
  }
});
