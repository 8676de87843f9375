import { chromium, expect } from '@playwright/test';
import { processConfig } from '@/lib/config';
import { test } from './editors-pages-site';

/*
 * The editors' preview (docs/content.md, Preview): an article that exists only as a draft (only the
 * Preview API answers it) is shown under /redaksjon/forhandsvisning/… behind the editors' password,
 * marked and noindex, while the live site never shows it. The site is the editors' pages' site
 * (editors-pages-site.ts), shared with status.spec.
 */

const DRAFT_PATH = '/article/julekonsert-utkast';
const previewUrl = (base: string) => `${base}/redaksjon/forhandsvisning${DRAFT_PATH}`;

test('without the editors’ password the preview answers 401 and shows nothing', async ({
  request,
  editorsPagesSite: { base: BASE },
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
    const response = await request.get(previewUrl(BASE), { headers });
    expect(response.status()).toBe(401);
    expect(response.headers()['www-authenticate']).toMatch(/^Basic realm="Redaksjon"/);
    expect(await response.text()).not.toContain('Julekonsert med koret');
  }
});

test('an editor opens the preview of an unpublished article: it is shown, marked and noindex, and the live site does not show it', async ({
  editorsPagesSite: { base: BASE, password },
}) => {
  const browser = await chromium.launch({ executablePath: processConfig().test.chromiumPath });
  try {
    const context = await browser.newContext({
      httpCredentials: { username: 'redaksjon', password },
    });
    const page = await context.newPage();
    const started = Date.now();
    const response = await page.goto(previewUrl(BASE), { timeout: 300_000 });
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
