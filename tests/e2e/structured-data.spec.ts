import { expect, test, type Page } from '@playwright/test';
import { openHydrated } from './hydrated';

interface GraphNode {
  '@type'?: string;
  startDate?: string;
  location?: { name?: string };
  accessibilityFeature?: string[];
}

/** Opens the first film of the film programme, as a visitor would, once the programme has hydrated. */
async function openFirstFilm(page: Page): Promise<void> {
  await openHydrated(page, '/kinoprogram');
  await page.locator('.program .production-card__title a').first().click();
  await expect(page).toHaveURL(/-dxm\d+$/);
}

test('a film page carries a Movie and its ScreeningEvents as JSON-LD with Oslo offsets', async ({
  page,
}) => {
  await openFirstFilm(page);
  const script = page.locator('script[type="application/ld+json"]');
  await expect(script).toHaveCount(1);
  const doc = JSON.parse((await script.textContent()) ?? '') as {
    '@context': string;
    '@graph': GraphNode[];
  };
  expect(doc['@context']).toBe('https://schema.org');
  const graph = doc['@graph'];
  expect(graph.filter((node) => node['@type'] === 'Movie')).toHaveLength(1);
  const screenings = graph.filter((node) => node['@type'] === 'ScreeningEvent');
  expect(screenings.length).toBeGreaterThan(0);
  for (const screening of screenings)
    expect(screening.startDate).toMatch(/T\d{2}:\d{2}:\d{2}\+0[12]:00$/);
});

test('a relaxed screening and a hall with a hearing loop are accessibility features of the ScreeningEvent', async ({
  page,
}) => {
  await openHydrated(page, '/kinoprogram?visning=avslappet');
  await expect(page.locator('.program').getByRole('status')).toHaveText(
    /^Viser \d+ av \d+ filmer?$/,
  );
  await page.locator('.program .production-card__title a').first().click();
  await expect(page).toHaveURL(/-dxm\d+$/);
  // The page lists the relaxed showing in a hall with a hearing loop.
  await expect(
    page
      .locator('.ticket-list')
      .getByText(/Avslappet visning · Teleslynge/)
      .first(),
  ).toBeVisible();
  const doc = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '',
  ) as { '@graph': GraphNode[] };
  const screenings = doc['@graph'].filter((node) => node['@type'] === 'ScreeningEvent');
  expect(screenings.length).toBeGreaterThan(0);
  expect(
    screenings.some(
      (screening) =>
        screening.accessibilityFeature?.includes('relaxedPerformance') &&
        screening.accessibilityFeature.includes('inductionLoop'),
    ),
  ).toBe(true);
  // Every screening in Sal 1 or Sal 2 (halls with a loop, content/house.json) names the loop.
  const inLoopedHall = screenings.filter((screening) =>
    /^Sal [12]$/.test(screening.location?.name ?? ''),
  );
  expect(inLoopedHall.length).toBeGreaterThan(0);
  for (const screening of inLoopedHall)
    expect(screening.accessibilityFeature).toContain('inductionLoop');
});

test('an event calendar file is served as text/calendar', async ({ page, request }) => {
  await openFirstFilm(page);
  const ticketUrl = await page
    .getByRole('link', { name: /^Kjøp billett/ })
    .first()
    .getAttribute('href');
  // Ticket links end in the event id (https://billett.kulturhuset.no/arrangement/<event id>).
  const eventId = ticketUrl?.split('/').pop() ?? '';
  expect(eventId).not.toBe('');
  const response = await request.get(`/kalender/${eventId}.ics`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/calendar/);
  const body = await response.text();
  expect(body).toContain('BEGIN:VEVENT');
  expect(body).toContain(`UID:${eventId}@`);
});

test('sitemap.xml lists the pre-rendered pages at absolute URLs', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const body = await response.text();
  expect(body).toContain('<loc>https://www.kulturhuset.no/kinoprogram</loc>');
  expect(body).toContain('<loc>https://www.kulturhuset.no/article/personvernerklaering</loc>');
  expect(body).not.toMatch(/\/404\b/);
});

test('robots.txt allows crawling and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const body = await response.text();
  expect(body).toContain('Allow: /');
  expect(body).toContain('Sitemap: https://www.kulturhuset.no/sitemap.xml');
});
