import { expect, test } from '@playwright/test';

interface Poster {
  src: string;
  alt: string;
  title: string;
  /** What the drawing shows without its colours: scene (by genre) and composition. */
  shape: string;
}

test('the posters on /kinoprogram differ in what they show, not only in colour, and their alt texts say what', async ({
  page,
}) => {
  await page.goto('/kinoprogram');
  const cards = page.locator('.program .production-card');
  expect(await cards.count()).toBeGreaterThan(3);
  const seen = new Map<string, Poster>();
  for (const card of await cards.all()) {
    const image = card.locator('img.production-card__poster');
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
  const posters = [...seen.values()];
  expect(posters.length).toBeGreaterThan(3);
  for (const [index, poster] of posters.entries()) {
    // The alt names the film, then says what the drawing shows, where, and on what colour.
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
