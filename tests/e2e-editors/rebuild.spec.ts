import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { processConfig } from '@/lib/config';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { articleEntry, entries, startCdaServer, type CdaServer } from '@/testing/cda-server';
import {
  signedWebhook,
  startContentfulSite,
  stopContentfulSite,
  type ContentfulSite,
} from './contentful-site';
import { siteFolderFamily } from '@/server/rebuild/live-link';

const PORT = processConfig().test.editorsPort;
const BASE = `http://127.0.0.1:${PORT}`;
const WEBHOOK_SECRET = 'k'.repeat(64);
const SITE_DIR = 'out-editors';

let cda: CdaServer;
let site: ContentfulSite | undefined;
/** The operators' chat webhook (ALERT_WEBHOOK_URL, README "Alerts"), and the alerts it received. */
let alertHook: Server | undefined;
const alerts: Record<string, unknown>[] = [];

async function startAlertHook(): Promise<string> {
  alertHook = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      alerts.push(JSON.parse(body) as Record<string, unknown>);
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => alertHook?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(alertHook.address() as AddressInfo).port}/hooks/alerts`;
}

async function lastRebuild(request: APIRequestContext, previous: string | undefined) {
  let status: {
    state: string;
    last: { result: string; finishedAt: string; error?: string } | null;
  } = { state: 'building', last: null };
  await expect
    .poll(
      async () => {
        status = await (
          await request.get(`${BASE}/api/rebuild/status`, {
            headers: { 'x-rebuild-secret': 'r'.repeat(24) },
          })
        ).json();
        return (
          status.state === 'idle' && status.last !== null && status.last.finishedAt !== previous
        );
      },
      { timeout: 480_000, intervals: [1000] },
    )
    .toBe(true);
  return status.last;
}

/**
 * Requests each page and then the first hashed script or style sheet that page loads, round after
 * round, until stopped, the way visitors keep using the site while a rebuild runs. Records every
 * answer other than 200 and every failed request.
 */
function keepVisiting(paths: readonly string[]) {
  let stopped = false;
  let answered = 0;
  const failures: string[] = [];
  const get = async (path: string) => {
    const response = await fetch(`${BASE}${path}`);
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    answered += 1;
    return body;
  };
  const visits = (async () => {
    while (!stopped) {
      for (const path of paths) {
        try {
          const asset = /\/_next\/static\/[^"'\s]+\.(?:js|css)/.exec(await get(path))?.[0];
          if (!asset) throw new Error(`${path} loads no /_next/static/ file`);
          await get(asset);
        } catch (error) {
          failures.push(
            `${new Date().toISOString()} ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await visits;
      return { answered, failures };
    },
  };
}

test.beforeAll(async () => {
  // The server builds the site before it listens: minutes on a busy two-core machine.
  test.setTimeout(600_000);
  cda = await startCdaServer();
  cda.answer(
    entries([
      articleEntry('a1', {
        title: 'Ny sesong',
        slug: 'ny-sesong',
        content: '<p>Første versjon av teksten.</p>',
      }),
    ]),
  );
  site = await startContentfulSite(cda, {
    port: PORT,
    siteDir: SITE_DIR,
    env: {
      CONTENTFUL_WEBHOOK_SECRET: WEBHOOK_SECRET,
      REBUILD_SECRET: 'r'.repeat(24),
      ALERT_WEBHOOK_URL: await startAlertHook(),
    },
  });
});

test.afterAll(async () => {
  alertHook?.close();
  // Only what this site made: never the `site-current` and `out-<epoch ms>` of a server the
  // developer runs from the same checkout, nor the sites of the other editors' specs.
  await stopContentfulSite(site, cda, siteFolderFamily(SITE_DIR));
});

test('an editor publishes in Contentful, the signed webhook rebuilds, and a failed build never replaces the live site', async ({
  request,
}) => {
  expect(await (await request.get(`${BASE}/article/ny-sesong`)).text()).toContain(
    'Første versjon av teksten.',
  );

  // The editor changes the article; Contentful calls the webhook with its signature.
  cda.answer(
    entries([
      articleEntry('a1', {
        title: 'Ny sesong',
        slug: 'ny-sesong',
        content: '<p>Andre versjon, rettet av redaktøren.</p>',
      }),
    ]),
  );
  // Visitors keep using the site throughout the rebuild and the swap: every page and asset answers 200.
  const visitors = keepVisiting(['/', '/kinoprogram', '/article/ny-sesong']);
  const call = signedWebhook(WEBHOOK_SECRET, 'a1');
  const accepted = await request.post(`${BASE}/api/rebuild`, call);
  expect(accepted.status()).toBe(202);
  // The same signed call again (a replay) is refused and starts nothing (issue 12 item 4).
  expect((await request.post(`${BASE}/api/rebuild`, call)).status()).toBe(409);
  const first = await lastRebuild(request, undefined);
  const during = await visitors.stop();
  console.log(
    `During the rebuild: ${during.answered} pages and assets answered 200, ${during.failures.length} failed.`,
  );
  expect(first?.result).toBe('success');
  expect(during.failures).toEqual([]);
  // A build takes minutes; far fewer answers would mean the visits stalled rather than kept going.
  expect(during.answered).toBeGreaterThan(20);
  expect(await (await request.get(`${BASE}/article/ny-sesong`)).text()).toContain(
    'Andre versjon, rettet av redaktøren.',
  );

  // A call with a wrong signature is refused and changes nothing.
  const refused = await request.post(`${BASE}/api/rebuild`, signedWebhook('x'.repeat(64), 'a1'));
  expect(refused.status()).toBe(401);
  const afterRefusal = await (
    await request.get(`${BASE}/api/rebuild/status`, {
      headers: { 'x-rebuild-secret': 'r'.repeat(24) },
    })
  ).json();
  expect(afterRefusal.last.finishedAt).toBe(first?.finishedAt);
  // The status names each build's trigger and the daily schedule (issue 11 item 3): one webhook build after the start build.
  expect(afterRefusal.recent.map((outcome: { trigger: string }) => outcome.trigger)).toEqual([
    'webhook',
    'start',
  ]);
  expect(afterRefusal.schedule).toMatchObject({
    expression: '5 4 * * *',
    timeZone: 'Europe/Oslo',
    next: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
  });

  // Contentful fails: the rebuild fails, the old site keeps serving every page, and status says why.
  cda.answer(() => ({
    status: 500,
    body: { sys: { type: 'Error', id: 'ServerError' }, message: 'Internal server error' },
  }));
  expect(
    (await request.post(`${BASE}/api/rebuild`, signedWebhook(WEBHOOK_SECRET, 'a1'))).status(),
  ).toBe(202);
  const failed = await lastRebuild(request, first?.finishedAt);
  expect(failed?.result).toBe('failure');
  expect(failed?.error).toMatch(/contentful/i);
  // The operators are told (issue 29 point 4): one alert, for the failed build only.
  await expect.poll(() => alerts.length, { timeout: 60_000 }).toBe(1);
  expect(alerts[0]).toMatchObject({
    event: 'build-failed',
    site: expect.stringMatching(/^https:\/\/[^/]+$/),
    reason: expect.stringMatching(/contentful/i),
    statusPage: expect.stringMatching(/^https:\/\/[^/]+\/redaksjon\/status$/),
    at: failed?.finishedAt,
    text: expect.stringContaining('Build failed'),
  });
  for (const path of ['/', '/kinoprogram', '/article/ny-sesong'])
    expect((await request.get(`${BASE}${path}`)).status()).toBe(200);
  expect(await (await request.get(`${BASE}/article/ny-sesong`)).text()).toContain(
    'Andre versjon, rettet av redaktøren.',
  );
});
