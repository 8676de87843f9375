import { expect, test } from '@playwright/test';
import { busiestFilm, PHONE, rowsAbove } from '../film-page-layout';

/*
 * On a phone, the film club's part of a film page (docs/product.md, Film club) is reached without
 * scrolling past every showtime (issue 25, item 8), on the film with the most showings.
 */

test.use({ viewport: PHONE });

test('on a phone, the film club part of the busiest film page comes after at most 10 showtime rows', async ({
  page,
  request,
}) => {
  const film = await busiestFilm(request);
  expect(film.starts.length).toBeGreaterThan(10);
  await page.goto(film.path);
  await expect(page.locator('.ticket-list .ticket').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Filmklubben' })).toBeVisible();
  const layout = await rowsAbove(page, 'Filmklubben');
  expect(layout.headingFound).toBe(true);
  expect(layout.all).toBe(film.starts.length);
  expect(layout.above).toBeGreaterThan(0);
  expect(layout.above).toBeLessThanOrEqual(10);
});
