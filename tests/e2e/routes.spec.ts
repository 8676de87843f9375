import { expect, test } from '@playwright/test';
import { PROGRAMME_PAGES, SITE_TITLE, STATIC_PAGES } from './site-pages';
import { openHydrated } from './hydrated';

test.describe('every page of docs/product.md, Pages and routes is pre-rendered with its title', () => {
  // One browser page walks each group: a fresh context per page cost more than the page load itself
  // (the suite's time, issue 27). Soft checks report every page that fails, as a test per page did,
  // and each page keeps the 30 s a test of its own had.
  for (const [group, pages] of Object.entries({
    'static pages': STATIC_PAGES,
    'programme pages': PROGRAMME_PAGES,
  })) {
    test(`${group} answer 200 with their titles`, async ({ page }) => {
      const entries = Object.entries(pages);
      test.setTimeout(entries.length * 30_000);
      expect(entries.length).toBeGreaterThan(0);
      for (const [path, name] of entries) {
        await test.step(`${path} answers 200 titled "${SITE_TITLE} | ${name}"`, async () => {
          const response = await page.goto(path);
          expect.soft(response?.status(), path).toBe(200);
          await expect.soft(page, path).toHaveTitle(`${SITE_TITLE} | ${name}`);
          await expect.soft(page.locator('html'), path).toHaveAttribute('lang', 'nb');
          await expect.soft(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
        });
      }
    });
  }
});

test('the two fixed articles have their own titles', async ({ page }) => {
  await page.goto('/article/personvernerklaering');
  await expect(page).toHaveTitle(`Personvernerklæring | ${SITE_TITLE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Personvernerklæring' })).toBeVisible();
  await page.goto('/article/info-om-cookies');
  await expect(page).toHaveTitle(`Info om cookies | ${SITE_TITLE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Info om cookies' })).toBeVisible();
});

test('a film page shows the film, its facts and tickets to buy', async ({ page }) => {
  await openHydrated(page, '/kinoprogram');
  const firstFilm = page.locator('.program .production-card__title a').first();
  const title = (await firstFilm.textContent()) ?? '';
  await firstFilm.click();
  await expect(page).toHaveURL(/-dxm\d+$/);
  await expect(page).toHaveTitle(`${SITE_TITLE} | ${title}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Om filmen' })).toBeVisible();
  await expect(page.getByText('Aldersgrense')).toBeVisible();
  const buy = page.getByRole('link', { name: /^Kjøp billett/ }).first();
  await expect(buy).toHaveAttribute('href', /^https:\/\/billett\.kulturhuset\.no\/arrangement\//);
});

test('a culture page is reached from the culture programme and lists its dates', async ({
  page,
}) => {
  await openHydrated(page, '/kulturprogram');
  // The programme is in the order of the next event: the first show, not the hall's rental hours.
  const first = page
    .locator('.program .production-card')
    .filter({ hasNot: page.getByText('Utleie av idrettssal', { exact: true }) })
    .locator('.production-card__title a')
    .first();
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/-[a-z0-9]{4,8}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${SITE_TITLE} | ${title}`);
  await expect(page.getByRole('heading', { name: 'Datoer og billetter' })).toBeVisible();
});

test('the culture programme leaves out swimming, sports, handball and festivals', async ({
  page,
}) => {
  await page.goto('/kulturprogram');
  const titles = await page.locator('.program .production-card__title').allTextContents();
  expect(titles.length).toBeGreaterThan(3);
  expect(titles.join(' ')).not.toMatch(/Offentlig bading|Håndball|Sommerleir/);
});

test('the pool ticket page lists only swimming-hall productions', async ({ page }) => {
  await page.goto('/billetter-svommehall');
  const facts = await page.locator('.program .production-card').allTextContents();
  expect(facts.length).toBeGreaterThan(0);
  for (const card of facts) expect(card).not.toMatch(/Konsert|Teater/);
});

test('the front page shows the featured films as "På kino nå" and hides its news card list', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('.slideshow .tag').first()).toHaveText('På kino nå');
  await expect(page.locator('.card-list')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Kulturprogram' })).toBeVisible();
});

test('/apningstider-svommehall puts its content in a 9 of 12 column on large screens', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/apningstider-svommehall');
  const column = page.locator('.row--container .col').first();
  await expect(column).toHaveClass(/lg-9/);
  const [main, grid] = await Promise.all([
    column.boundingBox(),
    page.locator('.row--container .grid').first().boundingBox(),
  ]);
  expect((main?.width ?? 0) / (grid?.width ?? 1)).toBeGreaterThan(0.7);
  expect((main?.width ?? 0) / (grid?.width ?? 1)).toBeLessThan(0.78);
});
