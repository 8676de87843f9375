import { expect, test, type Page } from '@playwright/test';
import site from '../../content/site.json';

/**
 * Issue 17, item 5: the contact page, the practical information and the footer give the address
 * as a map link (OpenStreetMap and `geo:`, no map script) and the nearest bus stop, from the site's
 * `location`; the contact page carries a schema.org Place with its coordinates. Issue 32, point 5:
 * an Apple Maps link for iPhones (where `geo:` does nothing) and Entur's travel planner to the house.
 */

const { name, locality, latitude, longitude, busStop } = site.location;
const OSM = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
const LABEL = encodeURIComponent(`${name}, ${locality}`);

async function expectDirections(page: Page, scope: ReturnType<Page['locator']>) {
  await expect(scope.getByRole('link', { name: /^Prestegårdsvegen 2, 2750 Gran/ })).toHaveAttribute(
    'href',
    OSM,
  );
  await expect(scope.getByRole('link', { name: 'Åpne i kartappen' })).toHaveAttribute(
    'href',
    `geo:${latitude},${longitude}`,
  );
  await expect(scope.getByRole('link', { name: 'Åpne i Apple Kart' })).toHaveAttribute(
    'href',
    `https://maps.apple.com/?ll=${latitude},${longitude}&q=${LABEL}`,
  );
  await expect(scope).toContainText(
    `Nærmeste bussholdeplass: ${busStop.name}, ${busStop.walkMinutes} minutter å gå`,
  );
  const planner = scope.getByRole('link', { name: 'Reiseplanlegger hos Entur' });
  await expect(planner).toHaveAttribute(
    'href',
    `https://entur.no/travel-result?stopLat=${latitude}&stopLon=${longitude}&stopLabel=${LABEL}`,
  );
  // Ordinary links in the same tab, like the site's other links.
  await expect(planner).not.toHaveAttribute('target', /./);
  expect(page.url()).toMatch(/^http:\/\/127\.0\.0\.1:/);
}

for (const [path, heading] of [
  ['/kontakt-oss', 'Besøksadresse'],
  ['/praktisk-informasjon', 'Adresse og kart'],
] as const) {
  test(`${path} gives the address as map links (OpenStreetMap, geo:, Apple Maps), the nearest bus stop and Entur's travel planner, loading nothing from another site`, async ({
    page,
  }) => {
    const foreign: string[] = [];
    page.on(
      'request',
      (request) =>
        void (new URL(request.url()).hostname !== '127.0.0.1' && foreign.push(request.url())),
    );
    await page.goto(path);
    const section = page.getByRole('main').getByRole('region', { name: heading });
    await expectDirections(page, section.locator('address'));
    await expectDirections(page, page.getByRole('contentinfo').locator('address'));
    expect(foreign).toEqual([]);
  });
}

test('the contact page carries a schema.org Place with its address and coordinates', async ({
  page,
}) => {
  await page.goto('/kontakt-oss');
  const documents = await page.locator('script[type="application/ld+json"]').allTextContents();
  const place = documents
    .flatMap((text) => (JSON.parse(text) as { '@graph': Record<string, unknown>[] })['@graph'])
    .find((node) => node['@type'] === 'Place');
  expect(place).toMatchObject({
    name: 'Kulturhuset',
    address: {
      '@type': 'PostalAddress',
      streetAddress: 'Prestegårdsvegen 2',
      postalCode: '2750',
      addressLocality: 'Gran',
    },
    geo: { '@type': 'GeoCoordinates', latitude, longitude },
    hasMap: OSM,
  });
});
