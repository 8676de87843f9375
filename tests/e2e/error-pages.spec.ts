import { expect, test } from '@playwright/test';
import { openHydrated } from './hydrated';

/**
 * Issue 17, item 4: a client island that throws leaves the rest of the page standing. The test
 * build (`ISLAND_FAULT_TEST=1`, set by `npm test`) lets `?island-fault=<island>` make one island
 * throw (components/shared/island-boundary.client.tsx); its boundary shows a Norwegian message.
 */

test('a failing island shows a Norwegian message in its place; the page, its header and menu keep working', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  await page.goto('/kinoprogram');
  const filters = page.getByRole('form', { name: 'Filtrer programmet' });
  await expect(page.locator('.program .production-card').first()).toBeVisible();
  expect(
    await page.locator('body').getAttribute('data-island-fault-test'),
    'build with ISLAND_FAULT_TEST=1 (npm test does)',
  ).toBe('');
  await expect(filters).toBeVisible();

  await openHydrated(page, '/kinoprogram?island-fault=program-filters');
  const failed = page
    .getByRole('alert')
    .filter({ hasText: 'Denne delen av siden kunne ikke vises.' });
  await expect(failed).toBeVisible();
  await expect(failed.getByRole('button', { name: 'Prøv igjen' })).toBeVisible();
  await expect(filters).toHaveCount(0);
  expect(errors.some((text) => text.includes("island 'program-filters' was made to fail"))).toBe(
    true,
  );
  // The rest of the page stands: its heading, footer and header, and the menu still leads on.
  await expect(page.getByRole('heading', { level: 1, name: 'Kinoprogram' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Prestegårdsvegen 2');
  const menu = page.getByRole('navigation', { name: 'Hovedmeny' });
  await menu.getByRole('button', { name: 'Kino' }).click();
  await menu.getByRole('link', { name: 'Filmoversikt' }).click();
  await expect(page).toHaveURL(/\/filmoversikt$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Filmoversikt' })).toBeVisible();
});
