import { expect, type Page } from '@playwright/test';

/** The article the benchmark measures (bench/sections/javascript.ts). */
export const BENCH_ARTICLE = '/article/personvernerklaering';

/**
 * The four pages the benchmark measures (bench/sections/javascript.ts, lighthouse.ts): the front
 * page, the film programme, the first film of the programme and an article.
 */
export async function benchPages(page: Page): Promise<string[]> {
  await page.goto('/kinoprogram');
  const film = await page
    .locator('.program .production-card__title a')
    .first()
    .getAttribute('href');
  expect(film).toMatch(/^\/[a-z0-9-]+-dxm\d+$/);
  return ['/', '/kinoprogram', film ?? '', BENCH_ARTICLE];
}
