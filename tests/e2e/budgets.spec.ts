import { readFileSync } from 'node:fs';
import { expect, test, type Response } from '@playwright/test';
import {
  filmclubMarksIn,
  firstLinkIn,
  gzipTotal,
  hasLiveTicketList,
  islandCodeOf,
  ON_DEMAND_AVAILABILITY_BUDGET,
  pageAssets,
  pageBudgets,
  pageFile,
  siteAsset,
  siteScripts,
} from '../page-assets';
import { availabilityControl } from './runtime-control';

/**
 * Budgets of issues 7 and 15 on the exported public site (`out/`), read from every page's HTML
 * (tests/page-assets.ts): deterministic, so they may fail CI. `npm run bench` prints the figures.
 */
const SITE_DIR = 'out';

test('every page, film and culture pages too, references at most 150 KB of gzip JavaScript', () => {
  const pages = pageBudgets(SITE_DIR);
  expect(pages.filter((page) => page.kind === 'content').length).toBeGreaterThan(20);
  const filmPages = pages.filter((page) =>
    hasLiveTicketList(readFileSync(`${SITE_DIR}/${page.page}`, 'utf8')),
  );
  expect(filmPages.length).toBeGreaterThan(5);
  // A build without a film club has no island that uses the store: every page is a content page.
  expect(filmPages.filter((page) => page.kind !== 'content')).toEqual([]);
  const over = pages
    .filter((page) => page.gzipBytes > page.limit)
    .map(
      (page) =>
        `${page.page} (${page.kind}): ${(page.gzipBytes / 1024).toFixed(1)} KB > ${page.limit / 1024} KB`,
    );
  expect(over).toEqual([]);
});

test("the showing clock's inline scripts count in a page's JavaScript budget", () => {
  const budget = pageBudgets(SITE_DIR).find((page) => page.page === 'kinoprogram.html');
  const { scripts } = pageAssets(SITE_DIR, 'kinoprogram.html');
  const inline = scripts.find((script) => script.url === 'inline:kinoprogram.html');
  // The programme page runs the clock inline in its blocks, before any chunk.
  expect(inline?.body).toContain('"data-showing-"');
  expect(inline?.body).toContain('MutationObserver');
  expect(budget?.gzipBytes).toBe(gzipTotal(scripts));
  expect(inline?.gzipBytes).toBeGreaterThan(0);
});

test("the footer's «Åpent nå» inline script counts in every page's JavaScript budget", () => {
  const { scripts } = pageAssets(SITE_DIR, 'kontakt-oss.html');
  const inline = scripts.find((script) => script.url === 'inline:kontakt-oss.html');
  // A page without showings or the openNow block: the footer's script corrects its statuses.
  expect(inline?.body).toContain("querySelectorAll('[data-open]')");
  expect(inline?.body).toContain('Åpent nå – stenger ');
});

test('no page references store, saga or axios code unless an island on it uses them; a film page references none', () => {
  const pages = pageBudgets(SITE_DIR);
  const offenders = pages
    .filter((page) => page.islandCode.length > 0 && page.storeIslands.length === 0)
    .map((page) => `${page.page}: ${page.islandCode.join(', ')}`);
  expect(offenders).toEqual([]);
  const film = firstLinkIn(SITE_DIR, 'kinoprogram.html', 'production-card__title');
  expect(film).toBeDefined();
  const filmPage = pages.find((page) => page.page === pageFile(film ?? '/'));
  expect(filmPage?.gzipBytes).toBeGreaterThan(0);
  expect(filmPage?.islandCode).toEqual([]);
});

test('the public build (no film club) has no film-club code in any script', () => {
  const scripts = siteScripts(SITE_DIR);
  expect(scripts.length).toBeGreaterThan(10);
  const found = scripts
    .map((url) => ({ url, marks: filmclubMarksIn(siteAsset(SITE_DIR, url).body) }))
    .filter(({ marks }) => marks.length > 0)
    .map(({ url, marks }) => `${url}: ${marks.join(', ')}`);
  expect(found).toEqual([]);
});

const setAvailability = availabilityControl();

test('a film page loads at most 10 KB of gzip JavaScript on demand for its live availability, and no store, saga, axios or zod', async ({
  page,
  request,
}) => {
  const film = firstLinkIn(SITE_DIR, 'kinoprogram.html', 'production-card__title') ?? '';
  expect(film).not.toBe('');
  const referenced = new Set(pageAssets(SITE_DIR, pageFile(film)).scripts.map(({ url }) => url));
  // A row the build says is on sale, so "Utsolgt" can only come from the runtime service.
  const html = readFileSync(`${SITE_DIR}/${pageFile(film)}`, 'utf8');
  const row =
    [...html.matchAll(/<li class="ticket" data-event-id="([^"]+)"[^>]*>(.*?)<\/li>/gs)].find(
      ([, , body]) => body?.includes('Kjøp billett'),
    )?.[1] ?? '';
  expect(row).not.toBe('');
  await setAvailability(request, row, 'soldout');

  const loaded: string[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script')
      loaded.push(new URL(response.url()).pathname);
  };
  page.on('response', onResponse);
  await page.goto(film);
  // The live status arrives: the build said "Kjøp billett", the runtime service says sold out.
  await expect(page.locator(`.ticket[data-event-id="${row}"] .availability`)).toHaveText('Utsolgt');
  page.off('response', onResponse);

  const onDemand = [...new Set(loaded)]
    .filter((url) => url.startsWith('/_next/') && !referenced.has(url))
    .map((url) => siteAsset(SITE_DIR, url));
  expect(onDemand.length).toBeGreaterThan(0);
  const bodies = onDemand.map(({ body }) => body);
  expect(islandCodeOf(bodies)).toEqual([]);
  expect(bodies.filter((body) => /unicodeEmail|ZodError|\$ZodType/.test(body))).toEqual([]);
  expect(gzipTotal(onDemand)).toBeLessThanOrEqual(ON_DEMAND_AVAILABILITY_BUDGET);
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
