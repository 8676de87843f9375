import { expect, test } from '@playwright/test';
import redirects from '../../content/redirects.json';

test('an unknown path answers 404 with the 404 page', async ({ page }) => {
  const response = await page.goto('/denne-siden-finnes-ikke');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('404');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Denne siden finnes ikke',
  );
  await expect(
    page.getByRole('heading', { level: 1, name: 'Denne siden finnes ikke' }),
  ).toBeVisible();
});

test('an unknown article and an unknown film slug answer 404 too', async ({ request }) => {
  expect((await request.get('/article/finnes-ikke')).status()).toBe(404);
  expect((await request.get('/ukjent-film-dxm0000000')).status()).toBe(404);
});

test('/404.html exists', async ({ request }) => {
  const response = await request.get('/404.html');
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<title>404</title>');
});

test('files of the export that are not pages answer 404', async ({ request }) => {
  for (const path of ['/404', '/index', '/_not-found'])
    expect((await request.get(path)).status(), path).toBe(404);
});

test('a path a browser would read as another host answers 404, never a redirect off the site', async ({
  request,
  baseURL,
}) => {
  // Whole URLs: a bare `//x…` would be read as the host x.
  for (const path of ['//x//evil.example/', '//evil.example/']) {
    const response = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(response.headers().location, path).toBeUndefined();
  }
});

for (const redirect of redirects) {
  test(`${redirect.from} redirects permanently to ${redirect.to}`, async ({ request }) => {
    const response = await request.get(redirect.from, { maxRedirects: 0 });
    expect(response.status()).toBe(redirect.status);
    expect(response.headers().location).toBe(redirect.to);
  });
}

test('/basseng lands on the pool tickets page', async ({ page }) => {
  await page.goto('/basseng');
  await expect(page).toHaveURL(/\/billetter-svommehall$/);
});

test('HTML is revalidated and hashed assets are cached for a year, pre-compressed', async ({
  page,
  request,
}) => {
  const html = await request.get('/kinoprogram', { headers: { 'Accept-Encoding': 'br' } });
  expect(html.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect(html.headers()['content-encoding']).toBe('br');
  await page.goto('/');
  const script = await page.locator('script[src*="/_next/static/"]').first().getAttribute('src');
  const asset = await request.get(script ?? '', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
});
