import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

const firstFilmPath = async (page: Page) => {
  await page.goto('/kinoprogram');
  return (
    (await page.locator('.program .production-card__title a').first().getAttribute('href')) ?? '/'
  );
};

test.describe('no WCAG 2.1 AA violation (axe-core)', () => {
  for (const path of [
    '/',
    '/kinoprogram',
    '/kulturprogram',
    '/article/personvernerklaering',
    // The directions block: map links, Apple Maps and Entur's travel planner (issue 32, point 5).
    '/kontakt-oss',
    '/denne-finnes-ikke',
    '/apningstider-svommehall',
    '/storenhallen',
    '/nyheter',
    // The festival block: dates, passes, films and their showings (issue 32, point 7).
    '/nordiske-filmdager',
  ]) {
    test(path, async ({ page }) => {
      await page.goto(path);
      expect(await violations(page)).toEqual([]);
    });
  }

  test('a film page', async ({ page }) => {
    await page.goto(await firstFilmPath(page));
    expect(await violations(page)).toEqual([]);
  });

  for (const path of ['/', '/kinoprogram', '/kulturprogram']) {
    test(`${path} with the mobile menu open`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(path);
      await page.getByRole('button', { name: 'Meny' }).click();
      await page.getByRole('button', { name: 'Basseng' }).click();
      expect(await violations(page)).toEqual([]);
    });
  }
});
