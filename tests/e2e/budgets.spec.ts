import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { pageBudgets } from '../page-assets';

/**
 * Budgets of issue 7 on the exported public site (`out/`), read from every page's HTML
 * (tests/page-assets.ts): deterministic, so they may fail CI. `npm run bench` prints the figures.
 */
const SITE_DIR = 'out';

test('content pages reference at most 150 KB of gzip JavaScript, pages with store islands at most 180 KB', () => {
  const pages = pageBudgets(SITE_DIR);
  expect(pages.filter((page) => page.kind === 'content').length).toBeGreaterThan(20);
  expect(pages.filter((page) => page.kind === 'island').length).toBeGreaterThan(5);
  const over = pages
    .filter((page) => page.gzipBytes > page.limit)
    .map(
      (page) =>
        `${page.page} (${page.kind}): ${(page.gzipBytes / 1024).toFixed(1)} KB > ${page.limit / 1024} KB`,
    );
  expect(over).toEqual([]);
});

test('no page ships store, saga or axios code unless an island on it uses them; a film page does', () => {
  const pages = pageBudgets(SITE_DIR);
  const offenders = pages
    .filter((page) => page.islandCode.length > 0 && page.storeIslands.length === 0)
    .map((page) => `${page.page}: ${page.islandCode.join(', ')}`);
  expect(offenders).toEqual([]);
  // The marks must find the code where it belongs, or the check above could never fail. axios
  // and zod load with the first call (tests/e2e/live-availability.spec.ts sees them arrive).
  const film = pages.find((page) => page.storeIslands.includes('live ticket list'));
  expect(film?.islandCode).toEqual(['store', 'saga']);
});

test('every image on the front page has its width and height in the HTML', () => {
  const html = readFileSync(`${SITE_DIR}/index.html`, 'utf8');
  const images = [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => tag);
  expect(images.length).toBeGreaterThan(0);
  const unsized = images.filter(
    (tag) => !/\swidth="[1-9]\d*"/.test(tag) || !/\sheight="[1-9]\d*"/.test(tag),
  );
  expect(unsized).toEqual([]);
});
