import { chromium, expect, test } from '@playwright/test';
import { processConfig } from '@/lib/config';
import { articleEntry, entries, startCdaServer, type CdaServer } from '@/testing/cda-server';
import { startContentfulSite, stopContentfulSite, type ContentfulSite } from './contentful-site';
import { siteFolderFamily } from '@/server/rebuild/live-link';

/*
 * The editors' preview (docs/content.md, Preview): an article that exists only as a draft (only the
 * Preview API answers it) is shown under /redaksjon/forhandsvisning/… behind the editors' password,
 * marked and noindex, while the live site never shows it.
 */

const PORT = processConfig().test.editorsPort + 30;
const BASE = `http://127.0.0.1:${PORT}`;
const SITE_DIR = 'out-editors-preview';
const PASSWORD = 'redaksjonen-sitt-passord';
const PREVIEW_TOKEN = 'preview-token';
const DRAFT_PATH = '/article/julekonsert-utkast';
const PREVIEW_URL = `${BASE}/redaksjon/forhandsvisning${DRAFT_PATH}`;

const published = articleEntry('a1', {
  title: 'Ny sesong',
  slug: 'ny-sesong',
  content: '<p>Den publiserte teksten.</p>',
});
const draft = articleEntry('a2', {
  title: 'Julekonsert med koret',
  slug: 'julekonsert-utkast',
  content: '<p>Et utkast som ennå ikke er publisert.</p>',
});

let cda: CdaServer;
let site: ContentfulSite | undefined;

test.beforeAll(async () => {
  // The server builds the live site before it listens, then warms the preview: minutes on a busy machine.
  test.setTimeout(600_000);
  cda = await startCdaServer({ previewToken: PREVIEW_TOKEN });
  cda.answer(entries([published]));
  cda.answerPreview(entries([published, draft]));
  site = await startContentfulSite(cda, {
    port: PORT,
    siteDir: SITE_DIR,
    env: {
      CONTENTFUL_ACCESS_TOKEN: 'delivery-token',
      CONTENTFUL_PREVIEW_TOKEN: PREVIEW_TOKEN,
      CONTENTFUL_PREVIEW_HOST: cda.host,
      EDITOR_PASSWORD: PASSWORD,
      REBUILD_SCHEDULE: 'off',
    },
  });
});

test.afterAll(() => stopContentfulSite(site, cda, siteFolderFamily(SITE_DIR)));

test('without the editors’ password the preview answers 401 and shows nothing', async ({
  request,
}) => {
  // The live site is up and serves the published article (the subject is there).
  expect(await (await request.get(`${BASE}/article/ny-sesong`)).text()).toContain(
    'Den publiserte teksten.',
  );
  const attempts: Record<string, string>[] = [
    {},
    { authorization: `Basic ${Buffer.from('redaksjon:feil-passord').toString('base64')}` },
  ];
  for (const headers of attempts) {
    const response = await request.get(PREVIEW_URL, { headers });
    expect(response.status()).toBe(401);
    expect(response.headers()['www-authenticate']).toMatch(/^Basic realm="Redaksjon"/);
    expect(await response.text()).not.toContain('Julekonsert med koret');
  }
});

test('an editor opens the preview of an unpublished article: it is shown, marked and noindex, and the live site does not show it', async () => {
  const browser = await chromium.launch({ executablePath: processConfig().test.chromiumPath });
  try {
    const context = await browser.newContext({
      httpCredentials: { username: 'redaksjon', password: PASSWORD },
    });
    const page = await context.newPage();
    const started = Date.now();
    const response = await page.goto(PREVIEW_URL, { timeout: 300_000 });
    console.log(
      `Preview of the draft article served in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Julekonsert med koret' }),
    ).toBeVisible();
    await expect(page.getByText('Et utkast som ennå ikke er publisert.')).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Forhåndsvisning – ikke publisert' }),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const headers = response?.headers() ?? {};
    expect(headers['x-robots-tag']).toMatch(/noindex/);
    expect(headers['cache-control']).toBe('no-store');
    // The page is styled from the preview build (its style sheet loads).
    const sheets = await page.evaluate(() => document.styleSheets.length);
    expect(sheets).toBeGreaterThan(0);

    // The live site does not have the draft, before or after the preview was built.
    const live = await context.request.get(`${BASE}${DRAFT_PATH}`);
    expect(live.status()).toBe(404);
    expect(await live.text()).not.toContain('Julekonsert med koret');
  } finally {
    await browser.close();
  }
});
