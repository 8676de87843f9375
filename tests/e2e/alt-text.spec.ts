import { expect, test } from '@playwright/test';
import { benchPages } from './bench-pages';

interface ImageFacts {
  src: string;
  alt: string | null;
  decorative: string | null;
}

test('every image on the bench pages has alt text, or is marked decorative with a reason', async ({
  page,
}) => {
  for (const path of await benchPages(page)) {
    await page.goto(path);
    const images = await page.locator('img').evaluateAll((nodes) =>
      nodes.map((node): ImageFacts => ({
        src: node.getAttribute('src') ?? '',
        alt: node.getAttribute('alt'),
        decorative: node.getAttribute('data-decorative'),
      })),
    );
    expect(images.length, `images on ${path}`).toBeGreaterThan(0);
    for (const image of images) {
      expect(image.alt, `alt of ${image.src} on ${path}`).not.toBeNull();
      if (image.alt === '')
        expect(
          image.decorative?.trim(),
          `reason why ${image.src} on ${path} is decorative`,
        ).toBeTruthy();
      else expect(image.alt?.trim(), `alt of ${image.src} on ${path}`).not.toBe('');
    }
  }
});

test('a screen reader hears which film each poster of the programme belongs to', async ({
  page,
}) => {
  await page.goto('/kinoprogram');
  const cards = page.locator('.program .production-card');
  expect(await cards.count()).toBeGreaterThan(3);
  for (const card of (await cards.all()).slice(0, 8)) {
    const title = (await card.locator('.production-card__title').textContent())?.trim() ?? '';
    expect(title).not.toBe('');
    await expect(card.getByRole('img')).toHaveAccessibleName(
      new RegExp(`^Plakat for «?${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}»?`),
    );
  }
});

test("the front page's slideshow describes each slide's picture", async ({ page }) => {
  await page.goto('/');
  const slides = page.locator('.slideshow .slide__image');
  expect(await slides.count()).toBeGreaterThan(0);
  for (const alt of await slides.evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('alt') ?? ''),
  ))
    expect(alt.trim().length).toBeGreaterThan(10);
});
