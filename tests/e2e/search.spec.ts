import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openHydrated } from './hydrated';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FIELD = 'Søk etter filmer, arrangementer og artikler';

const field = (page: Page) => page.getByRole('main').getByRole('searchbox', { name: FIELD });
const status = (page: Page) => page.getByRole('main').getByRole('status');
/** Paths of the result links in the order shown (best first). */
const resultPaths = async (page: Page) =>
  await page
    .locator('main .site-search__hit h3 a')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));

async function expectInTopThree(page: Page, query: string, expected: string) {
  await expect(status(page)).toContainText(`treff for «${query}»`);
  expect((await resultPaths(page)).slice(0, 3)).toContain(expected);
}

test.describe('site search', () => {
  for (const { kind, query, expected } of [
    {
      kind: 'an inflected word',
      query: 'julekonserten',
      expected: '/julekonsert-med-gran-musikkorps-gm3j8k',
    },
    { kind: 'an ASCII spelling of ø', query: 'svommehall', expected: '/apningstider-svommehall' },
    { kind: 'a typo', query: 'seniorkno', expected: '/seniorkino' },
    { kind: 'a missing letter', query: 'babykno', expected: '/babykino' },
    { kind: 'two letters off', query: 'babikyno', expected: '/babykino' },
  ]) {
    test(`${kind} (${query}) finds ${expected} in the top 3`, async ({ page }) => {
      await openHydrated(page, '/search');
      await field(page).fill(query);
      await expectInTopThree(page, query, expected);
      await expect(page).toHaveURL(`/search?q=${query}`);
    });
  }

  test('opening /search?q= shows the results of that query, grouped, with the next date of events', async ({
    page,
  }) => {
    await page.goto('/search?q=konserter');
    await expect(field(page)).toHaveValue('konserter');
    await expect(status(page)).toHaveText(/^(Viser de 20 første av )?\d+ treff for «konserter»$/);
    await expect(
      page.getByRole('main').getByRole('heading', { level: 2, name: 'Arrangementer' }),
    ).toBeVisible();
    const events = page.getByRole('region', { name: 'Arrangementer' });
    await expect(events.locator('.site-search__next').first()).toHaveText(
      /^Neste gang: (mandag|tirsdag|onsdag|torsdag|fredag|lørdag|søndag) \d{1,2}\. \p{L}+ kl\. \d{2}[:.]\d{2}$/u,
    );
  });

  test('a capped result list says how many were found in all', async ({ page }) => {
    await page.goto('/search?q=kino');
    await expect(status(page)).toHaveText(/^Viser de 20 første av \d+ treff for «kino»$/);
    const total = Number(/av (\d+) treff/.exec((await status(page).textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThan(20);
    await expect(page.locator('main .site-search__hit')).toHaveCount(20);
  });

  test('the header field leads to the results on /search', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Søk på nettstedet' }).fill('babykino');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=babykino$/);
    await expectInTopThree(page, 'babykino', '/babykino');
  });

  test('works with the keyboard: type, Enter, Tab to a result and open it', async ({ page }) => {
    await openHydrated(page, '/search');
    await field(page).focus();
    await page.keyboard.type('svømmehallen');
    await page.keyboard.press('Enter');
    await expect(status(page)).toContainText('treff for «svømmehallen»');
    await expect(page).toHaveURL(/\/search\?q=sv%C3%B8mmehallen$/);
    await page.keyboard.press('Tab'); // the Søk button
    await page.keyboard.press('Tab'); // the first result
    const first = (await resultPaths(page))[0];
    await expect(page.locator('main .site-search__hit h3 a').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${first}$`));
  });

  test('Back and Forward return to the earlier query', async ({ page }) => {
    await page.goto('/search?q=babykino');
    await expect(status(page)).toContainText('treff for «babykino»');
    await field(page).fill('svommehall');
    await expect(status(page)).toContainText('treff for «svommehall»');
    await page.goBack();
    await expect(page).toHaveURL(/\?q=babykino$/);
    await expect(field(page)).toHaveValue('babykino');
    await expect(status(page)).toContainText('treff for «babykino»');
    await page.goForward();
    await expect(field(page)).toHaveValue('svommehall');
    await expect(status(page)).toContainText('treff for «svommehall»');
  });

  test('the result count is announced in a live region, also when nothing is found', async ({
    page,
  }) => {
    await openHydrated(page, '/search');
    const live = status(page);
    await expect(live).toHaveAttribute('role', 'status');
    await field(page).fill('babykino');
    await expect(live).toHaveText(/^\d+ treff for «babykino»$/);
    const shown = (await resultPaths(page)).length;
    await expect(live).toHaveText(`${shown} treff for «babykino»`);
    await field(page).fill('xqzwv');
    await expect(live).toHaveText(
      'Ingen treff for «xqzwv». Prøv et annet ord eller en annen skrivemåte.',
    );
    await expect(page.locator('main .site-search__hit')).toHaveCount(0);
  });

  test('a search with no hit offers «Mente du» with a search that finds, and the main pages; axe finds nothing', async ({
    page,
  }) => {
    await openHydrated(page, '/search');
    // Three letters off Babykino: more than the search forgives, near enough to suggest.
    await field(page).fill('bobykynu');
    await expect(status(page)).toHaveText(
      /^Ingen treff for «bobykynu»\. Mente du: .*babykino.*\?$/,
    );
    await expect(page.locator('main .site-search__hit')).toHaveCount(0);
    const shortcuts = page.getByRole('region', { name: 'Snarveier' });
    for (const [name, path] of [
      ['Kinoprogram', '/kinoprogram'],
      ['Kulturprogram', '/kulturprogram'],
      ['Åpningstider', '/apningstider'],
    ] as const)
      await expect(shortcuts.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        path,
      );
    const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
    expect(
      results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);

    const suggestion = status(page).getByRole('link', { name: 'babykino', exact: true });
    await expect(suggestion).toHaveAttribute('href', '/search?q=babykino');
    await suggestion.click();
    await expect(page).toHaveURL(/\/search\?q=babykino$/);
    await expectInTopThree(page, 'babykino', '/babykino');
    await expect(field(page)).toHaveValue('babykino');
    await expect(field(page)).toBeFocused();
    await expect(shortcuts).toHaveCount(0);
    // The suggestion is a search of its own in the history: Back returns to the one with no hit.
    await page.goBack();
    await expect(status(page)).toContainText('Ingen treff for «bobykynu»');
  });

  test('a failed index shows a Norwegian message and leaves the field working', async ({
    page,
  }) => {
    await page.route('**/search-index.json', (route) =>
      route.fulfill({ status: 500, body: 'feil' }),
    );
    await page.goto('/search?q=babykino');
    await expect(status(page)).toHaveText(
      'Søket er ikke tilgjengelig akkurat nå. Prøv igjen senere.',
    );
    await expect(field(page)).toBeEditable();
  });

  test('/search with results has no WCAG 2.1 AA violation (axe-core)', async ({ page }) => {
    await page.goto('/search?q=konserter');
    await expect(status(page)).toContainText('treff for «konserter»');
    const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
    expect(
      results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  });

  test('without JavaScript the field still submits the query to /search, and the page points to the programmes', async ({
    browser,
    request,
  }) => {
    // Chromium with scripting disabled by Playwright still parses <noscript> as text, so read the served HTML for it.
    expect(await (await request.get('/search')).text()).toMatch(
      /<noscript><p>Søket trenger JavaScript\. .*href="\/kinoprogram".*href="\/kulturprogram"/,
    );
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/search');
    await field(page).fill('konsert');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=konsert$/);
    await context.close();
  });
});
