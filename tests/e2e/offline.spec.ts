import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { realpathSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { redirectsSchema } from '@/lib/schemas';
import { writeServiceWorker } from '../../pipeline/post-export/service-worker';
import { pointLink } from '../../pipeline/site-link';
import { createSiteServer, loadLiveSite, type LiveSite } from '../../server/app';
import redirects from '../../content/redirects.json';
import { OFFLINE_READY, axeViolations, expectOfflinePage, waitForWorker } from './offline-helpers';

// These specs are about the worker; the others run without it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('after one visit, visited pages open offline, an unvisited one shows the offline page, and the visitor was told once', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto('/kinoprogram');
  await expect(page.getByRole('status').getByText(OFFLINE_READY)).toBeVisible({ timeout: 60_000 });
  await waitForWorker(page);
  await page.goto('/om-kinoen');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const omKinoen = await page.getByRole('heading', { level: 1 }).innerText();
  // Already installed: no second notice.
  await expect(page.getByText(OFFLINE_READY)).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(omKinoen);
  // The page the worker was installed on was cached too, though it loaded before the worker.
  await page.goto('/kinoprogram');
  await expect(page).toHaveTitle(/Kinoprogram/);
  await expect(page.locator('.program').first()).toBeVisible();

  await page.goto('/kontakt-oss');
  await expectOfflinePage(page);
  expect(await axeViolations(page)).toEqual([]);
});

test('the first-install notice is a polite status the visitor can dismiss, and axe-clean', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const notice = page.getByRole('status').filter({ hasText: OFFLINE_READY });
  await expect(notice.getByText(OFFLINE_READY)).toBeVisible({ timeout: 60_000 });
  expect(await axeViolations(page)).toEqual([]);
  // The consent banner lies over the notice until it is answered.
  await page.getByRole('button', { name: 'Avslå alle' }).click();
  await notice.getByRole('button', { name: 'Lukk' }).click();
  await expect(page.getByText(OFFLINE_READY)).toHaveCount(0);
});

test('an unknown page while a worker controls removes the registration and reloads once', async ({
  page,
}) => {
  await page.goto('/om-kinoen');
  await waitForWorker(page);
  let loads = 0;
  page.on('load', () => (loads += 1));
  const response = await page.goto('/denne-siden-finnes-ikke');
  expect(response?.status()).toBe(404);
  await expect.poll(() => loads, { timeout: 30_000 }).toBe(2);
  await page.waitForLoadState('load');
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
  ).toBe(0);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Denne siden finnes ikke' }),
  ).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
});

test('sw.js is served from the root with no-cache', async ({ request }) => {
  const response = await request.get('/sw.js');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect(response.headers()['content-type']).toMatch(/javascript/);
  // The workbox runtime is inlined: nothing is loaded from a CDN or a second file.
  expect(await response.text()).not.toMatch(/importScripts|storage\.googleapis\.com/);
});

test.describe('a new deploy', () => {
  const NEW_TEXT = 'Nytt i denne versjonen av nettstedet';
  const NEW_OFFLINE_TEXT = 'Prøv igjen når du er tilkoblet igjen.';
  let base = '';
  let link = '';
  let v2 = '';
  let server: FastifyInstance;
  let site: LiveSite;
  let origin = '';

  /** Replaces `from` by `to` everywhere in a page (its HTML and its inline RSC data) and drops its stale compressed variants. */
  async function editPage(file: string, from: string, to: string) {
    const text = await readFile(file, 'utf8');
    expect(text, `${from} in ${file}`).toContain(from);
    await unlink(file); // a hard link to v1: write a new file, leave v1 as it was
    await writeFile(file, text.replaceAll(from, to));
    await rm(`${file}.br`, { force: true });
    await rm(`${file}.gz`, { force: true });
  }

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    base = await mkdtemp(path.join(os.tmpdir(), 'kh-sw-deploy-'));
    const v1 = path.join(base, 'v1');
    v2 = path.join(base, 'v2');
    // Hard-linked copies of the export: quick, and v1 stays the build that is live first.
    // `out` is a link to the live build (a build never touches the folder served): copy what it points at.
    const live = realpathSync(path.resolve('out'));
    execFileSync('cp', ['-al', live, v1]);
    execFileSync('cp', ['-al', live, v2]);
    // The new build: a changed page and a changed offline page, so the worker changes too.
    const page = path.join(v2, 'om-kinoen.html');
    const html = await readFile(page, 'utf8');
    const heading = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1];
    expect(heading, 'h1 of om-kinoen.html').toBeTruthy();
    await editPage(page, heading ?? '', `${heading} – ${NEW_TEXT}`);
    await editPage(
      path.join(v2, 'frakoblet.html'),
      'Prøv igjen når du er tilkoblet.',
      NEW_OFFLINE_TEXT,
    );
    await rm(path.join(v2, 'sw.js.br'), { force: true });
    await rm(path.join(v2, 'sw.js.gz'), { force: true });
    await writeServiceWorker(v2);
    expect(await readFile(path.join(v2, 'sw.js'), 'utf8')).not.toBe(
      await readFile(path.join(v1, 'sw.js'), 'utf8'),
    );

    link = path.join(base, 'current');
    await pointLink(link, v1);
    site = await loadLiveSite(link);
    server = await createSiteServer({
      root: link,
      redirects: redirectsSchema.parse(redirects),
      site,
    });
    // Port 0: the system picks a free port, so this server never meets another one.
    origin = await server.listen({ port: 0, host: '127.0.0.1' });
  });

  test.afterAll(async () => {
    await server?.close();
    if (base) await rm(base, { recursive: true, force: true });
  });

  const loadsOf = (page: Page) => {
    const counter = { loads: 0 };
    page.on('load', () => (counter.loads += 1));
    return counter;
  };

  test('shows its new content within two navigations with at most one reload, and its worker takes over', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await page.goto(`${origin}/om-kinoen`);
    await waitForWorker(page);
    await expect(page.getByText(NEW_TEXT)).toHaveCount(0);

    await pointLink(link, v2);
    await site.reload();

    const counter = loadsOf(page);
    await page.goto(`${origin}/kinoprogram`); // navigation 1: the browser finds the new sw.js
    // The new worker takes control of a page an old one controlled: one reload.
    await expect.poll(() => counter.loads, { timeout: 60_000 }).toBe(2);
    await page.waitForLoadState('load');
    await page.goto(`${origin}/om-kinoen`); // navigation 2
    await expect(page.getByText(NEW_TEXT).first()).toBeVisible();
    expect(counter.loads).toBe(3); // two navigations and exactly one reload

    // The new worker controls: offline, its precached offline page is the new one.
    await context.setOffline(true);
    await page.goto(`${origin}/kontakt-oss`);
    await expectOfflinePage(page);
    await expect(page.getByText(NEW_OFFLINE_TEXT)).toBeVisible();
  });
});
