import { expect, test, type Page } from '@playwright/test';

interface Poster {
  src: string;
  alt: string;
  title: string;
  /** What the drawing shows without its colours: scene (by genre or type) and composition. */
  shape: string;
}

/** The distinct posters of the production cards on `path`, with what each SVG records it shows. */
async function postersOf(page: Page, path: string): Promise<Poster[]> {
  await page.goto(path);
  const cards = page.locator('.program .production-card');
  expect(await cards.count()).toBeGreaterThan(3);
  const seen = new Map<string, Poster>();
  for (const card of await cards.all()) {
    const image = card.locator('img.production-card__poster');
    // A production without a poster has a card without an image: nothing to tell apart.
    if ((await image.count()) === 0) continue;
    const src = (await image.getAttribute('src')) ?? '';
    if (seen.has(src)) continue;
    const response = await page.request.get(src);
    expect(response.ok(), src).toBe(true);
    const svg = await response.text();
    const scene = /data-scene="([^"]+)"/.exec(svg)?.[1];
    const composition = /data-composition="([^"]+)"/.exec(svg)?.[1];
    expect(scene && composition, `scene and composition recorded by ${src}`).toBeTruthy();
    seen.set(src, {
      src,
      alt: (await image.getAttribute('alt')) ?? '',
      title: (await card.locator('.production-card__title').textContent())?.trim() ?? '',
      shape: `${scene}/${composition}`,
    });
  }
  return [...seen.values()];
}

for (const path of ['/kinoprogram', '/kulturprogram']) {
  test(`the posters on ${path} differ in what they show, not only in colour, and their alt texts say what`, async ({
    page,
  }) => {
    const posters = await postersOf(page, path);
    expect(posters.length).toBeGreaterThan(3);
    for (const [index, poster] of posters.entries()) {
      // The alt names the production, then says what the drawing shows, where, and on what colour.
      expect(poster.alt).toMatch(/^Plakat for «.+».*: .+, .+, på .+ bakgrunn$/);
      expect(poster.alt).toContain(poster.title);
      for (const other of posters.slice(index + 1)) {
        expect(poster.shape, `${poster.title} and ${other.title} show the same drawing`).not.toBe(
          other.shape,
        );
        expect(poster.alt).not.toBe(other.alt);
      }
    }
  });
}
