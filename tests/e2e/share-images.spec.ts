import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { benchPages } from './bench-pages';
import { SITE_TITLE } from './site-pages';

/** The site's public origin in the built pages; the test server answers the same paths. */
const ORIGIN = 'https://www.kulturhuset.no';

/** Fetches a share image from the test server and reads its format and size from its bytes. */
async function rasterAt(request: APIRequestContext, url: string) {
  expect(url.startsWith(`${ORIGIN}/og/`), url).toBe(true);
  const response = await request.get(url.slice(ORIGIN.length));
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type']).toBe('image/jpeg');
  const { format, width, height } = await sharp(await response.body()).metadata();
  return { format, width, height };
}

test('each bench page shares a 1200×630 JPEG with its size, type and alt text in the meta', async ({
  page,
  request,
}) => {
  for (const path of await benchPages(page)) {
    await page.goto(path);
    const meta = (name: string) =>
      page
        .locator(`meta[property="${name}"], meta[name="${name}"]`)
        .first()
        .getAttribute('content');
    const url = (await meta('og:image')) ?? '';
    expect(await meta('og:image:width'), path).toBe('1200');
    expect(await meta('og:image:height'), path).toBe('630');
    expect(await meta('og:image:type'), path).toBe('image/jpeg');
    expect((await meta('og:image:alt'))?.trim(), path).toBeTruthy();
    expect(await meta('twitter:card'), path).toBe('summary_large_image');
    expect(await meta('twitter:image'), path).toBe(url);
    expect(await rasterAt(request, url), `${path} → ${url}`).toEqual({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
  }
});

test('a film page shares its own raster image, and its JSON-LD image is that same file', async ({
  page,
  request,
}) => {
  const [, , film] = await benchPages(page);
  await page.goto(film ?? '');
  const title = (await page.locator('h1').first().textContent())?.trim() ?? '';
  expect(title).not.toBe('');
  await expect(page).toHaveTitle(`${SITE_TITLE} | ${title}`);
  const url = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(url).toBe(`${ORIGIN}${film}`.replace(`${ORIGIN}/`, `${ORIGIN}/og/`) + '.jpg');
  const doc = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '',
  ) as { '@graph': { '@type': string; image?: string[] }[] };
  const movie = doc['@graph'].find((node) => node['@type'] === 'Movie');
  expect(movie?.image).toEqual([url]);
  expect(await rasterAt(request, url ?? '')).toEqual({ format: 'jpeg', width: 1200, height: 630 });
});
