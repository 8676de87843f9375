import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './hydrated';

/**
 * Gives the page time to make any tracker request it would make: until the network is idle, or
 * 10 s at most (a slow request elsewhere on a busy machine must not fail a check that something
 * was NOT requested; the assertions after it still see every request made so far).
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}

/** Consent banner and analytics (issue 3): opt-in under ekomloven, GA4 Consent Mode v2, Meta pixel. */

const TRACKERS =
  /(?:^|\.)(?:googletagmanager\.com|google-analytics\.com|connect\.facebook\.net|facebook\.com)$/;
const PIXEL_SRC = 'https://connect.facebook.net/en_US/fbevents.js';
const TICKET_HOST = 'billett.kulturhuset.no';

/**
 * Records every request the page makes. The site itself is served as usual; the pixel script gets a
 * stub, the ticket site a 204 (the browser stays on the page) and anything else external is
 * aborted, so nothing leaves the machine.
 */
async function recordRequests(page: Page): Promise<URL[]> {
  const requests: URL[] = [];
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    requests.push(url);
    if (url.hostname === '127.0.0.1' || url.hostname === 'localhost') return route.continue();
    if (url.href === PIXEL_SRC)
      return route.fulfill({ contentType: 'text/javascript', body: '/* fbevents.js stub */' });
    if (url.hostname === TICKET_HOST) return route.fulfill({ status: 204 });
    return route.abort();
  });
  return requests;
}

const trackerRequests = (requests: URL[]) =>
  requests.filter((url) => TRACKERS.test(url.hostname)).map((url) => url.href);
const banner = (page: Page) =>
  page.getByRole('region', { name: 'Samtykke til informasjonskapsler' });
/** The banner's markup, also while CSS hides it. */
const bannerMarkup = (page: Page) =>
  page.getByRole('region', { name: 'Samtykke til informasjonskapsler', includeHidden: true });

async function cookie(page: Page, name: string) {
  return (await page.context().cookies()).find((entry) => entry.name === name);
}

/** The GA4 events in `window.dataLayer` (gtag pushes Arguments objects) as `[name, params]`. */
async function dataLayerEvents(
  page: Page,
): Promise<[string, { items?: Record<string, unknown>[] }][]> {
  return page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((command) => command[0] === 'event')
      .map((command) => [
        command[1] as string,
        command[2] as { items?: Record<string, unknown>[] },
      ]),
  );
}

test('the server HTML has the banner, so it paints with the page, and the head script that hides it for a stored choice', async ({
  request,
}) => {
  const html = await (await request.get('/kinoprogram')).text();
  expect(html).toContain('aria-label="Samtykke til informasjonskapsler"');
  expect(html).toContain('Endre samtykke');
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain('kh_consent=');
  expect(head).toContain('data-consent-stored');
});

/**
 * A gate for every script of the site: while it is closed, the page is what the browser paints
 * from the HTML, its inline head script and its CSS alone, before hydration.
 */
async function scriptGate(page: Page): Promise<{ close: () => void; open: () => void }> {
  let gate = Promise.resolve();
  let open = () => {};
  await page.route('**/_next/static/**/*.js', async (route) => {
    await gate;
    await route.continue();
  });
  return {
    close: () => {
      gate = new Promise<void>((resolve) => (open = resolve));
    },
    open: () => open(),
  };
}

test('before hydration the banner is shown to a first visit and hidden for a stored choice; hydration keeps it so', async ({
  page,
}) => {
  await recordRequests(page);
  const scripts = await scriptGate(page);
  scripts.close();
  await page.goto('/kinoprogram', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Kinoprogram' })).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Avslå alle' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  scripts.open();
  await waitForHydration(page);
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Avslå alle' }).click();
  await expect(banner(page)).toHaveCount(0);

  // The choice is stored: the next page never shows the banner, before or after hydration.
  scripts.close();
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(bannerMarkup(page)).toHaveCount(1);
  await expect(bannerMarkup(page)).toBeHidden();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  scripts.open();
  await waitForHydration(page);
  await expect(bannerMarkup(page)).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the banner and "Endre samtykke", which need a script, are hidden and cover nothing', async ({
    page,
  }) => {
    await page.goto('/kinoprogram');
    await expect(page.getByRole('heading', { level: 1, name: 'Kinoprogram' })).toBeVisible();
    // The markup is there, the noscript style hides it.
    await expect(bannerMarkup(page)).toHaveCount(1);
    await expect(bannerMarkup(page)).toBeHidden();
    const change = page.getByRole('button', { name: 'Endre samtykke', includeHidden: true });
    await expect(change).toHaveCount(1);
    await expect(change).toBeHidden();
    // The foot of the page is not covered: the last footer link can be clicked where it is.
    const footerLink = page.getByRole('contentinfo').getByRole('link').last();
    await footerLink.scrollIntoViewIfNeeded();
    await expect(footerLink).toBeVisible();
    await footerLink.click({ trial: true });
  });
});

test('before a choice, no tracker is contacted and no tracker cookie is set', async ({ page }) => {
  const requests = await recordRequests(page);
  await page.goto('/kinoprogram');
  await expect(banner(page)).toBeVisible();
  await settle(page);
  expect(trackerRequests(requests)).toEqual([]);
  const names = (await page.context().cookies()).map((entry) => entry.name);
  expect(names.filter((name) => /^_ga|^_fbp$/.test(name))).toEqual([]);
  expect(names).not.toContain('kh_consent');
});

test('the banner offers three equal choices and links to the cookie information', async ({
  page,
}) => {
  await recordRequests(page);
  await page.goto('/');
  const region = banner(page);
  const buttons = ['Godta alle', 'Avslå alle', 'Velg selv'].map((name) =>
    region.getByRole('button', { name }),
  );
  for (const button of buttons) await expect(button).toBeVisible();
  const [accept, reject] = await Promise.all(
    buttons
      .slice(0, 2)
      .map((button) => button.evaluate((element) => getComputedStyle(element).backgroundColor)),
  );
  expect(reject).toBe(accept);
  await expect(
    region.getByRole('link', { name: 'Les mer om informasjonskapsler' }),
  ).toHaveAttribute('href', '/article/info-om-cookies');
  await expect(region).toHaveCSS('position', 'fixed');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(region.getByRole('link', { name: 'Les mer om informasjonskapsler' })).toBeFocused();
});

test('the banner shifts no page content, also when hydration takes it over (fixed position, no layout shift)', async ({
  page,
}) => {
  await recordRequests(page);
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Reflect.set(window, '__shifts', shifts);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: { node?: Node }[];
      })[])
        shifts.push(`${entry.value} ${entry.sources.map((s) => s.node?.nodeName).join(',')}`);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const shifts = () => page.evaluate(() => Reflect.get(window, '__shifts') as string[]);
  const scripts = await scriptGate(page);
  scripts.close();
  await page.goto('/kinoprogram', { waitUntil: 'domcontentloaded' });
  await expect(banner(page)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // The page as parsed and painted from its HTML and CSS. (A loaded machine can make Chromium lay
  // out a half-read page before it paints; a shift then is the parser's, not the banner's.)
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  const beforeHydration = await shifts();
  scripts.open();
  await waitForHydration(page);
  await settle(page);
  expect((await shifts()).slice(beforeHydration.length)).toEqual([]);
});

/**
 * Issue 32, point 9: the banner names and offers only the trackers the site config turns on; the
 * embedded config has the Meta pixel and no GA4 id, so marketing is the one category.
 */
test('"Velg selv" offers only the configured tracker\'s category, off, and neither it nor the cookie information names another tracker', async ({
  page,
}) => {
  const requests = await recordRequests(page);
  await page.goto('/');
  await waitForHydration(page);
  const region = banner(page);
  await expect(region).toContainText(
    'Kulturhuset vil gjerne bruke informasjonskapsler til markedsføring.',
  );
  // The cookie information it links to lists the pixel's cookie and no Google Analytics cookie.
  await region.getByRole('link', { name: 'Les mer om informasjonskapsler' }).click();
  const cookieTable = page.getByRole('table', { name: /Informasjonskapsler på/ });
  await expect(cookieTable.getByRole('cell', { name: '_fbp', exact: true })).toBeVisible();
  await expect(cookieTable.getByRole('cell', { name: 'kh_consent', exact: true })).toBeVisible();
  await expect(cookieTable).not.toContainText('_ga');
  await region.getByRole('button', { name: 'Velg selv' }).click();
  const marketing = region.getByRole('switch', { name: 'Markedsføring' });
  await expect(marketing).not.toBeChecked();
  await expect(region).toContainText('Facebook-pikselen fra Meta');
  await expect(region.getByRole('switch')).toHaveCount(1);
  await expect(region).not.toContainText(/google|analytics|statistikk/i);
  await marketing.check();
  await region.getByRole('button', { name: 'Lagre valg' }).click();
  await expect(banner(page)).toBeHidden();
  expect((await cookie(page, 'kh_consent'))?.value).toBe('v1.stats-0.marketing-1');
  await expect.poll(() => trackerRequests(requests)).toEqual([PIXEL_SRC]);
});

test('"Avslå alle" is stored for 12 months and remembered; "Endre samtykke" reopens the banner', async ({
  page,
}) => {
  const requests = await recordRequests(page);
  await page.goto('/kinoprogram');
  await waitForHydration(page);
  await banner(page).getByRole('button', { name: 'Avslå alle' }).click();
  await expect(banner(page)).toBeHidden();
  const stored = await cookie(page, 'kh_consent');
  expect(stored).toMatchObject({ value: 'v1.stats-0.marketing-0', path: '/', sameSite: 'Lax' });
  const days = ((stored?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);

  await page.reload();
  await waitForHydration(page);
  await settle(page);
  await expect(banner(page)).toBeHidden();
  expect(trackerRequests(requests)).toEqual([]);

  await page.getByRole('contentinfo').getByRole('button', { name: 'Endre samtykke' }).click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toBeFocused();
});

/** The `consent update` commands in `window.dataLayer`, oldest first. */
async function consentUpdates(page: Page): Promise<Record<string, string>[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((command) => command[0] === 'consent' && command[1] === 'update')
      .map((command) => command[2] as Record<string, string>),
  );
}

const adConsent = (state: 'granted' | 'denied') => ({
  ad_storage: state,
  ad_user_data: state,
  ad_personalization: state,
  analytics_storage: 'denied',
});

test('"Godta alle" loads the pixel and grants ad_storage, ad_user_data and ad_personalization; "Avslå alle" later denies them', async ({
  page,
}) => {
  const requests = await recordRequests(page);
  await page.goto('/kinoprogram');
  await waitForHydration(page);
  await banner(page).getByRole('button', { name: 'Godta alle' }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => requests.map((url) => url.href)).toContain(PIXEL_SRC);
  expect((await cookie(page, 'kh_consent'))?.value).toBe('v1.stats-0.marketing-1');
  await expect.poll(() => consentUpdates(page)).toEqual([adConsent('granted')]);
  // The embedded site config has no GA id: GA is off, so gtag.js is never requested.
  expect(requests.filter((url) => url.hostname.endsWith('googletagmanager.com'))).toEqual([]);

  // No statistics category, so no analytics event is sent (docs/product.md, Analytics events).
  await page.locator('.program .production-card__title a').first().click();
  await expect(page).not.toHaveURL(/\/kinoprogram$/);
  await expect(page.locator('[data-analytics-view-item]').first()).toBeAttached();
  await settle(page);
  expect(await dataLayerEvents(page)).toEqual([]);

  await page.getByRole('contentinfo').getByRole('button', { name: 'Endre samtykke' }).click();
  await banner(page).getByRole('button', { name: 'Avslå alle' }).click();
  await expect(banner(page)).toBeHidden();
  await expect
    .poll(() => consentUpdates(page))
    .toEqual([adConsent('granted'), adConsent('denied')]);
  expect((await cookie(page, 'kh_consent'))?.value).toBe('v1.stats-0.marketing-0');
});

test('no WCAG 2.1 AA violation on /kinoprogram with the banner open (axe-core)', async ({
  page,
}) => {
  await recordRequests(page);
  await page.goto('/kinoprogram');
  await waitForHydration(page);
  await banner(page).getByRole('button', { name: 'Velg selv' }).click();
  await expect(page.getByRole('switch', { name: 'Markedsføring' })).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
});
