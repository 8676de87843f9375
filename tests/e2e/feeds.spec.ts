import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { parseICalendar, propertyOf } from '../icalendar';

/**
 * Subscribe (issue 32 point 2; docs/product.md, Subscribe to the calendar): the pages link their
 * calendar as «Abonner på kalenderen», a `webcal:` link and the `https:` address to copy, made
 * from the site's host; the site serves the feed as text/calendar holding the page's showings with
 * the UIDs of their own calendar files. Every page's head links the Atom feed, which the site
 * serves as Atom and the browser's XML parser reads. Reads what the build put on each page, so it
 * holds for a build on any day.
 */

const HOST = 'www.kulturhuset.no';
const FEEDS = [
  { path: '/kinoprogram', feed: 'kulturhuset' },
  { path: '/kulturprogram', feed: 'kulturhuset' },
  { path: '/babykino', feed: 'babykino' },
  { path: '/seniorkino', feed: 'seniorkino' },
  { path: '/om-kinoen', feed: 'filmklubben' },
  { path: '/apningstider-svommehall', feed: 'svommehallen' },
  { path: '/storenhallen', feed: 'storenhallen' },
];

/** The UIDs of a served calendar file, after checking its type. */
async function uidsOf(request: APIRequestContext, path: string): Promise<string[]> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type'], path).toBe('text/calendar; charset=utf-8');
  const calendar = parseICalendar(await response.text());
  return calendar.components.map((vevent) => propertyOf(vevent, 'UID') ?? '');
}

for (const { path, feed } of FEEDS) {
  test(`${path} links its calendar «${feed}» to subscribe to, which holds its showings with their own files' UIDs`, async ({
    page,
    request,
  }) => {
    await page.goto(path);
    const link = page.getByRole('link', { name: 'Abonner på kalenderen' });
    await expect(link).toHaveAttribute('href', `webcal://${HOST}/abonner/${feed}.ics`);
    const address = page.locator('.calendar-feed code');
    await expect(address).toHaveText(`https://${HOST}/abonner/${feed}.ics`);

    const uids = await uidsOf(request, `/abonner/${feed}.ics`);
    expect(uids.length).toBeGreaterThan(0);
    // The showings the page lists (none on a series' own page) are all in its calendar.
    const shown = await page
      .locator('[data-live-event]')
      .evaluateAll((elements) => [
        ...new Set(elements.map((element) => element.getAttribute('data-live-event') ?? '')),
      ]);
    expect(shown.filter((id) => !uids.includes(`${id}@${HOST}`))).toEqual([]);
    // A showing has the same UID in the feed as in its own «Legg i kalender» file.
    for (const uid of [uids[0], uids.at(-1)]) {
      const id = uid?.replace(`@${HOST}`, '');
      expect(await uidsOf(request, `/kalender/${id}.ics`)).toEqual([uid]);
    }
    const axe = await new AxeBuilder({ page }).include('.calendar-feed').analyze();
    expect(axe.violations).toEqual([]);
  });
}

test('every page links the Atom feed of new productions and news, served as Atom', async ({
  page,
  request,
}) => {
  for (const path of ['/', '/nyheter', '/kinoprogram']) {
    const response = await request.get(path);
    expect(await response.text(), path).toContain(
      '<link rel="alternate" type="application/atom+xml" title="Kulturhuset: nytt i programmet og nyheter" href="/nyheter.atom"/>',
    );
  }
  const feed = await request.get('/nyheter.atom');
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('application/atom+xml');
  const xml = await feed.text();
  await page.goto('/');
  // The browser's own XML parser, strict: a document that is not well-formed gives a parsererror.
  const read = await page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, 'application/xml');
    const atom = 'http://www.w3.org/2005/Atom';
    return {
      error: document.getElementsByTagName('parsererror').length > 0,
      root: `${document.documentElement.namespaceURI} ${document.documentElement.localName}`,
      entries: [...document.getElementsByTagNameNS(atom, 'entry')].map((entry) =>
        ['id', 'title', 'updated', 'summary'].map(
          (name) => entry.getElementsByTagNameNS(atom, name)[0]?.textContent ?? '',
        ),
      ),
    };
  }, xml);
  expect(read.error).toBe(false);
  expect(read.root).toBe('http://www.w3.org/2005/Atom feed');
  expect(read.entries.length).toBeGreaterThan(0);
  const updated = read.entries.map(([, , time]) => time ?? '');
  expect(updated).toEqual([...updated].sort().reverse());
  expect(read.entries.filter((entry) => entry.some((value) => value === ''))).toEqual([]);
});
