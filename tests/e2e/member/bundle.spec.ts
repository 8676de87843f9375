import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { partnerOf } from './member-helpers';

/** Marks of the store, saga and HTTP client code in a script (names that survive minification). */
const STORE_CODE = /@@redux-saga|AxiosError|basic_events/;
const CONTENT_BUDGET = 150 * 1024;

/** The scripts an exported page references at load (module scripts; the noModule polyfill never loads in browsers that run modules). */
function initialScripts(siteDir: string, page: string): string[] {
  const html = readFileSync(path.join(siteDir, page), 'utf8');
  return [...html.matchAll(/<script src="([^"]+\.js)"(?![^>]*noModule)[^>]*>/g)].map((match) => readFileSync(path.join(siteDir, match[1] ?? ''), 'utf8'));
}

const gzipBytes = (scripts: string[]) => scripts.reduce((sum, body) => sum + gzipSync(body).length, 0);

test('content pages of a member build reference no store, saga or axios code, within 150 KB of gzip JavaScript', async ({}, info) => {
  const siteDir = `out-${partnerOf(info)}`;
  for (const page of ['index.html', 'om-kinoen.html', 'kinoprogram.html', 'kulturprogram.html', 'article/personvernerklaering.html']) {
    const scripts = initialScripts(siteDir, page);
    expect({ page, storeCode: scripts.some((body) => STORE_CODE.test(body)) }).toEqual({ page, storeCode: false });
    expect(gzipBytes(scripts), `${page} gzip bytes`).toBeLessThanOrEqual(CONTENT_BUDGET);
  }
});

test('a member screen loads the store code in its own island', async ({ page }) => {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  await page.goto('/filmklubb/logg-inn');
  await expect(page.getByLabel('E-post')).toBeEnabled();
  const scripts = await Promise.all(bodies);
  expect(scripts.some((body) => STORE_CODE.test(body))).toBe(true);
});
