import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { articleEntry, entries } from '@/testing/cda-server';
import { signedWebhook } from './contentful-site';
import { test } from './editors-pages-site';

/**
 * The editors' status page (docs/editors.md): password, live build, a build running, a named
 * problem. The site is the editors' pages' site (editors-pages-site.ts), shared with preview.spec,
 * whose preview builds never become the live build nor enter the rebuild history.
 */

test('an editor follows a publish on the status page and finds the article left out, named in Norwegian', async ({
  browser,
  request,
  editorsPagesSite: { cda, base: BASE, password, webhookSecret, published },
}) => {
  const STATUS = `${BASE}/redaksjon/status`;
  // Without the password: 401 with a challenge, so the browser asks for it; nothing of the page.
  const refused = await request.get(STATUS);
  expect(refused.status()).toBe(401);
  expect(refused.headers()['www-authenticate']).toMatch(/^Basic realm=/);
  expect(await refused.text()).not.toContain('Publiseringsstatus');
  const wrong = await request.get(STATUS, {
    headers: { authorization: `Basic ${Buffer.from('redaksjon:feil').toString('base64')}` },
  });
  expect(wrong.status()).toBe(401);

  const context = await browser.newContext({
    httpCredentials: { username: 'redaksjon', password },
  });
  const page = await context.newPage();
  const first = await page.goto(STATUS);
  expect(first?.status()).toBe(200);
  expect(first?.headers()['cache-control']).toBe('no-store');
  expect(first?.headers()['x-robots-tag']).toBe('noindex');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('heading', { level: 1, name: 'Publiseringsstatus' })).toBeVisible();
  // The live build is the one `npm start` made before it listened.
  const live = page.getByRole('region', { name: 'Publisert versjon', exact: true });
  await expect(live).toContainText('oppstart');
  await expect(live).toContainText(/Byggetid\s*\d+ (?:s|min \d+ s)/);
  await expect(
    page.getByRole('region', { name: 'Utelatt innhold i publisert versjon' }),
  ).toContainText('Alt innhold kom med.');
  expect(
    (
      await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze()
    ).violations.map((violation) => violation.id),
  ).toEqual([]);

  // The editor publishes a new article without its body text; Contentful calls the webhook.
  cda.answer(
    entries([
      published,
      articleEntry('jul', { title: 'Julekonsert', slug: 'julekonsert', content: undefined }),
    ]),
  );
  expect(
    (await request.post(`${BASE}/api/rebuild`, signedWebhook(webhookSecret, 'jul'))).status(),
  ).toBe(202);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Nå', exact: true })).toContainText('Bygger nå');
  await expect(page.getByRole('region', { name: 'Nå', exact: true })).toContainText(
    'utløst av publisering',
  );
  // While it builds the page reloads itself, with no script.
  await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(1);

  // The page refreshes itself until the build is done; no reload by the test.
  const history = page.getByRole('table', { name: /siste \d+ byggingene/ });
  await expect(history.getByRole('row').nth(1)).toContainText('publisering', { timeout: 480_000 });
  await expect(history.getByRole('row').nth(1)).toContainText('publisert');
  await expect(history.getByRole('row').nth(1)).toContainText(/\d+ (?:s|min \d+ s)$/);
  await expect(page.getByRole('region', { name: 'Nå', exact: true })).toContainText(
    'Ingen bygging pågår.',
  );
  await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
  await expect(live).toContainText('publisering');

  // The article left out is named, with its field, in Norwegian, and linked to Contentful.
  const leftOut = page.getByRole('region', { name: 'Utelatt innhold i publisert versjon' });
  await expect(leftOut).toContainText('Artikkelen «Julekonsert» mangler brødtekst.');
  await expect(leftOut).toContainText('id: jul');
  await expect(
    leftOut.getByRole('link', { name: 'Åpne «Julekonsert» i Contentful' }),
  ).toHaveAttribute(
    'href',
    'https://app.contentful.com/spaces/kulturhuset/environments/master/entries/jul',
  );
  // The rest of the site was published: the good article is there, the bad one is not.
  expect((await request.get(`${BASE}/article/ny-sesong`)).status()).toBe(200);
  expect((await request.get(`${BASE}/article/julekonsert`)).status()).toBe(404);
  expect(
    (
      await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze()
    ).violations.map((violation) => violation.id),
  ).toEqual([]);
  await context.close();
});
