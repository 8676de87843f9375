import { expect, test, type APIRequestContext } from '@playwright/test';
import { buildClock, openAt } from './build-clock';

/**
 * Articles know their event (issue 25, item 7; docs/content.md, Articles and their events): an
 * article about a production lists the production's coming dates from the programme, says
 * «Arrangementet er over.» once the visitor's clock passes its end, and an ended article leaves
 * the first places of /nyheter. The clock is set from the build clock and the programme the pages
 * carry, so the tests hold for a build made on any day.
 */

const CONCERT = '/julekonsert-med-gran-musikkorps-gm3j8k';
const ARTICLE = '/article/julekonsert-i-kultursalen';
const HOUR_MS = 60 * 60 * 1000;
const OVER = 'Arrangementet er over.';

/** The concert's event starts as its own page lists them (the programme), earliest first. */
async function concertStarts(request: APIRequestContext): Promise<string[]> {
  const html = await (await request.get(CONCERT)).text();
  const starts = [...html.matchAll(/data-showing-start="([^"]+)"/g)].map((match) => match[1]);
  return [...new Set(starts.filter((start): start is string => Boolean(start)))].sort(
    (a, b) => Date.parse(a) - Date.parse(b),
  );
}

test('the article about the Christmas concert lists the concert’s dates from the programme, and the past ones leave', async ({
  page,
  request,
}) => {
  const starts = await concertStarts(request);
  expect(starts.length).toBeGreaterThanOrEqual(2);
  const [first, last] = [starts[0] ?? '', starts.at(-1) ?? ''];

  await openAt(page, ARTICLE, (await buildClock(request)) + 60_000);
  await expect(
    page.getByRole('heading', { level: 1, name: /Julekonsert i Kultursalen/ }),
  ).toBeVisible();
  const dates = page.getByRole('region', { name: 'Datoer' });
  for (const start of starts)
    await expect(dates.locator(`time[datetime="${start}"]`)).toBeVisible();
  await expect(
    dates.getByRole('link', { name: 'Julekonsert med Gran Musikkorps' }).first(),
  ).toBeVisible();
  await expect(page.getByText(OVER)).toBeHidden();

  // Read between the two concerts: the first has left the list, the second is still on it.
  await openAt(page, ARTICLE, Date.parse(first) + HOUR_MS);
  await expect(dates.locator(`time[datetime="${last}"]`)).toBeVisible();
  await expect(dates.locator(`time[datetime="${first}"]`)).toBeHidden();
  await expect(page.getByText(OVER)).toBeHidden();
});

test('a day after the concert’s last event, its article says «Arrangementet er over.»', async ({
  page,
  request,
}) => {
  const last = (await concertStarts(request)).at(-1) ?? '';
  expect(last).not.toBe('');
  await openAt(page, ARTICLE, Date.parse(last) + 24 * HOUR_MS);
  await expect(
    page.getByRole('heading', { level: 1, name: /Julekonsert i Kultursalen/ }),
  ).toBeVisible();
  await expect(page.getByText(OVER)).toBeVisible();
  await expect(page.getByText('Ingen kommende datoer er lagt ut.')).toBeVisible();
});

test('on /nyheter, articles whose event is over come after every current one and say so', async ({
  page,
  request,
}) => {
  const buildTime = await buildClock(request);
  await openAt(page, '/nyheter', buildTime + 60_000);
  const cards = page.locator('.card');
  await expect(cards.first()).toBeVisible();
  const read = () =>
    cards.evaluateAll((elements) =>
      elements.map((card) => ({
        title: card.querySelector('h3')?.textContent ?? '',
        over: [...card.querySelectorAll('p')].some(
          (line) => line.textContent === 'Arrangementet er over.' && !(line as HTMLElement).hidden,
        ),
      })),
    );
  const atBuild = await read();
  // Stale news (a summer camp, a cinema day in August) is there, marked as over, after all current news.
  const kinodagen = atBuild.findIndex((card) => card.title.startsWith('Den store kinodagen'));
  expect(atBuild[kinodagen]?.over).toBe(true);
  const firstOver = atBuild.findIndex((card) => card.over);
  expect(firstOver).toBeGreaterThan(0);
  expect(atBuild.slice(firstOver).every((card) => card.over)).toBe(true);
  expect(atBuild[0]?.over).toBe(false);

  // Read after the Christmas concert: its card (current at the build) says it is over.
  const last = (await concertStarts(request)).at(-1) ?? '';
  await openAt(page, '/nyheter', Date.parse(last) + 24 * HOUR_MS);
  const concert = cards.filter({ hasText: 'Julekonsert i Kultursalen' });
  await expect(concert).toBeVisible();
  await expect(concert.getByText(OVER)).toBeVisible();
});
