import { expect, test } from '@playwright/test';
import { openHydrated } from './hydrated';
import { MEMBER_PAGES } from '@/lib/member-pages';

const MEMBER_PATHS = Object.values(MEMBER_PAGES);

test('with partner 184 the member routes answer 404', async ({ request }) => {
  for (const path of MEMBER_PATHS)
    expect({ path, status: (await request.get(path)).status() }).toEqual({ path, status: 404 });
});

test('with partner 184 no member UI appears, on content or film pages', async ({ page }) => {
  await openHydrated(page, '/kinoprogram');
  await expect(page.getByRole('link', { name: /Logg inn/ })).toHaveCount(0);
  await page.locator('.program .production-card__title a').first().click();
  await expect(page.getByRole('heading', { name: 'Om filmen' })).toBeVisible();
  await expect(page.getByText(/Logg inn|Min liste|vurderinger/)).toHaveCount(0);
  await expect(page.locator('a[href^="/filmklubb/"]')).toHaveCount(0);
});
