import { expect, test } from '@playwright/test';
import {
  filmclubMarksIn,
  hasLiveTicketList,
  islandCodeOf,
  pageBudgets,
  siteAsset,
  siteScripts,
} from '../../page-assets';
import { readFileSync } from 'node:fs';
import { partnerOf, SEEDED } from './member-helpers';

/**
 * Budgets of issue 7 on a member build (`out-<partner>`), read from every page's HTML
 * (tests/page-assets.ts): content pages at most 150 KB of gzip JavaScript, member screens (and
 * film and culture pages, whose islands use the store) at most 180 KB; store, saga and axios code
 * only where an island uses it.
 */
test('content pages stay within 150 KB of gzip JavaScript and member screens within 180 KB', async ({}, info) => {
  const pages = pageBudgets(`out-${partnerOf(info)}`);
  expect(
    pages.filter((page) => page.page.startsWith('filmklubb/') && page.kind === 'island'),
  ).toHaveLength(5);
  expect(pages.filter((page) => page.kind === 'content').length).toBeGreaterThan(20);
  const over = pages
    .filter((page) => page.gzipBytes > page.limit)
    .map(
      (page) =>
        `${page.page} (${page.kind}): ${(page.gzipBytes / 1024).toFixed(1)} KB > ${page.limit / 1024} KB`,
    );
  expect(over).toEqual([]);
});

test('no page of a member build ships store, saga or axios code unless an island on it uses them', async ({}, info) => {
  const pages = pageBudgets(`out-${partnerOf(info)}`);
  const offenders = pages
    .filter((page) => page.islandCode.length > 0 && page.storeIslands.length === 0)
    .map((page) => `${page.page}: ${page.islandCode.join(', ')}`);
  expect(offenders).toEqual([]);
  // axios and zod load with the first call to the backend, so the HTML references the store and saga code only.
  expect(pages.find((page) => page.page === 'filmklubb/logg-inn.html')?.islandCode).toEqual([
    'store',
    'saga',
  ]);
});

test('a member build keeps its film-club code, and a page whose only island is the live ticket list references no store code', async ({}, info) => {
  const siteDir = `out-${partnerOf(info)}`;
  // The marks the public build is checked for (tests/e2e/budgets.spec.ts) are found here.
  const marks = siteScripts(siteDir).flatMap((url) =>
    filmclubMarksIn(siteAsset(siteDir, url).body),
  );
  expect(marks).toEqual(expect.arrayContaining(['LoginDx', 'CreateUserDx']));
  const listOnly = pageBudgets(siteDir).filter(
    (page) =>
      page.storeIslands.length === 0 &&
      hasLiveTicketList(readFileSync(`${siteDir}/${page.page}`, 'utf8')),
  );
  // Culture pages: a live ticket list and no film-club block.
  expect(listOnly.length).toBeGreaterThan(0);
  expect(listOnly.filter((page) => page.islandCode.length > 0 || page.kind !== 'content')).toEqual(
    [],
  );
});

test('a member screen loads the store code in its own island, and axios with the first call', async ({
  page,
}, info) => {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    // A body can be gone once the login navigates on (or the test ends): count it as empty.
    if (response.request().resourceType() === 'script')
      bodies.push(response.text().catch(() => ''));
  });
  await page.goto('/filmklubb/logg-inn');
  await expect(page.getByLabel('E-post')).toBeEnabled();
  expect(islandCodeOf(await Promise.all(bodies))).toEqual(['store', 'saga']);

  const member = SEEDED[partnerOf(info)];
  await page.getByLabel('E-post').fill(member.email);
  await page.getByLabel('Passord', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await expect
    .poll(async () => islandCodeOf(await Promise.all(bodies)))
    .toEqual(['store', 'saga', 'axios']);
});
