import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { firstLinkIn } from '../page-assets';
import { browseAtBuildClock } from './build-clock';
import { waitForHydration } from './hydrated';

/*
 * «Del» on film, culture and article pages and on each of their showings (issue 32, point 1;
 * docs/browser.md, Share): the Web Share API where the browser has it, else «Kopier lenke» with
 * «Lenken er kopiert» in a live region. The URL is the page's canonical link, for a showing with
 * the showing's anchor, which exists on the page. Chromium on Linux has no navigator.share: the
 * copy path runs as is, the share path with a recording stub.
 */

const CONCERT = '/julekonsert-med-gran-musikkorps-gm3j8k';
const ARTICLE = '/article/julekonsert-i-kultursalen';

/** WCAG 2.1 AA violations on the page as it stands (the share buttons and a confirmation shown). */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.map(
    ({ id, nodes }) => `${id}: ${nodes.map((n) => n.target).join(', ')}`,
  );
}

/** The page's canonical link, which must be absolute and name the page's own path. */
async function canonicalOf(page: Page, path: string): Promise<string> {
  const href = (await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '';
  expect(href).toMatch(/^https:\/\/[^/]+\//);
  expect(new URL(href).pathname).toBe(path);
  return href;
}

test('without navigator.share, a film page and each showing copy their link and say «Lenken er kopiert»', async ({
  page,
  context,
  request,
}) => {
  const film = firstLinkIn('out', 'kinoprogram.html', 'production-card__title') ?? '';
  expect(film).not.toBe('');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await browseAtBuildClock(page, request);
  await page.goto(film);
  await waitForHydration(page);
  const row = page.locator('.ticket-list .ticket').first();
  await expect(row).toBeVisible();
  const canonical = await canonicalOf(page, film);
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());

  const cover = page.locator('.cover');
  await cover.getByRole('button', { name: 'Kopier lenke' }).click();
  await expect(cover.getByRole('status')).toHaveText('Lenken er kopiert');
  expect(await clipboard()).toBe(canonical);
  await expect(page.getByRole('button', { name: /^Del\b/ })).toHaveCount(0);

  const anchor = (await row.getAttribute('id')) ?? '';
  expect(anchor).toMatch(/^visning-/);
  await row.getByRole('button', { name: /^Kopier lenke til .+ kl\. \d\d:\d\d$/ }).click();
  await expect(row.getByRole('status')).toHaveText('Lenken er kopiert');
  expect(await clipboard()).toBe(`${canonical}#${anchor}`);
  expect(await violations(page)).toEqual([]);
  // The link lands on the showing.
  await page.goto(`${film}#${anchor}`);
  await expect(page.locator(`#${anchor}`)).toBeInViewport();
});

test('with navigator.share, culture and article pages and their showings share title, text and the canonical URL', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
  });
  const sharedData = () =>
    page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
  await browseAtBuildClock(page, request);

  await page.goto(CONCERT);
  await waitForHydration(page);
  const row = page.locator('.ticket-list .ticket').first();
  await expect(row).toBeVisible();
  const concert = await canonicalOf(page, CONCERT);
  await page.locator('.cover').getByRole('button', { name: 'Del' }).click();
  await row.getByRole('button', { name: /^Del .+ kl\. \d\d:\d\d$/ }).click();
  await expect(page.getByRole('button', { name: /Kopier lenke/ })).toHaveCount(0);
  const rowAnchor = (await row.getAttribute('id')) ?? '';
  expect(rowAnchor).toMatch(/^visning-/);
  await expect.poll(async () => (await sharedData()).length).toBe(2);
  const [pageShared, rowShared] = await sharedData();
  const title = await page.title();
  expect(pageShared).toEqual({ title, text: 'Julekonsert med Gran Musikkorps', url: concert });
  expect(rowShared?.title).toBe(title);
  expect(rowShared?.text).toMatch(/^Julekonsert med Gran Musikkorps, .+ kl\. \d\d:\d\d$/);
  expect(rowShared?.url).toBe(`${concert}#${rowAnchor}`);

  await page.goto(ARTICLE);
  await waitForHydration(page);
  const dates = page.getByRole('region', { name: 'Datoer' });
  const date = dates.getByRole('listitem').first();
  await expect(date).toBeVisible();
  const article = await canonicalOf(page, ARTICLE);
  await date.getByRole('button', { name: /^Del / }).click();
  const dateAnchor = (await date.getAttribute('id')) ?? '';
  expect(dateAnchor).toMatch(/^visning-/);
  await expect
    .poll(async () => (await sharedData()).map(({ url }) => url))
    .toEqual([`${article}#${dateAnchor}`]);
  expect(await violations(page)).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a culture page shows no share button', async ({ page }) => {
    await page.goto(CONCERT);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.ticket-list .ticket').first()).toBeAttached();
    await expect(page.getByRole('button', { name: /^(Del|Kopier lenke)/ })).toHaveCount(0);
  });
});
