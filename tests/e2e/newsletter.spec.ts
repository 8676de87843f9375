import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { newsletterStorePath } from './newsletter-store';

/** Newsletter sign-up (issue 6, item 2): the form, the site server's answers and its store. */

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const PAGE = '/meld-deg-pa-vart-nyhetsbrev';
/** The one success message, whether or not the address was already on the list: confirm by mail (double opt-in). */
const SUBSCRIBED =
  'Takk! Sjekk e-posten din og bekreft påmeldingen. Du får nyhetsbrevet når du har bekreftet.';

/**
 * axe runs in the page, which a context without JavaScript does not allow: the server's answer
 * page is checked as it was received, in a page of its own with scripts on.
 */
async function answerPageViolations(browser: Browser, answered: Page) {
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  await page.setContent(await answered.content());
  const found = await violations(page);
  await context.close();
  return found;
}

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** An address no other test or earlier run has used. */
const uniqueAddress = (testInfo: TestInfo) =>
  `e2e-${Date.now()}-${testInfo.workerIndex}-${Math.random().toString(36).slice(2, 8)}@example.no`;

/** The entries the site server stored for `email`, read from its store file (NEWSLETTER_STORE). */
async function storedEntries(
  testInfo: TestInfo,
  email: string,
): Promise<Record<string, unknown>[]> {
  const port = Number(new URL(testInfo.project.use.baseURL ?? '').port);
  let text = '';
  try {
    text = await readFile(newsletterStorePath(port), 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter((line) => line.includes(`"${email}"`))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

const form = (page: Page) => page.getByRole('region', { name: 'Meld deg på' });
const signUp = async (page: Page, email: string) => {
  await form(page).getByLabel('E-postadresse').fill(email);
  await form(page).getByRole('button', { name: 'Meld meg på' }).click();
};

test('signing up twice answers both times with the same Norwegian message; the address counts once its owner confirms', async ({
  page,
}, testInfo) => {
  const email = uniqueAddress(testInfo);
  await page.goto(PAGE);
  await signUp(page, email);
  await expect(form(page).getByRole('status')).toHaveText(SUBSCRIBED);

  await page.reload();
  await signUp(page, `  ${email.toUpperCase()}`);
  // The same words as the first time: the form must not tell who is already on the list.
  await expect(form(page).getByRole('status')).toHaveText(SUBSCRIBED);

  // Both sign-ups wait for the owner (each with a link of its own), none counts yet.
  const entries = await storedEntries(testInfo, email);
  expect(entries).toEqual([
    { email, status: 'pending', subscribedAt: expect.any(String), token: expect.any(String) },
    { email, status: 'pending', subscribedAt: expect.any(String), token: expect.any(String) },
  ]);

  // The owner opens the mail's link (the operator's mail job sends it, docs/product.md) and presses the button.
  await page.goto(`/api/newsletter/bekreft?token=${String(entries[0]?.token)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bekreft påmeldingen' })).toBeVisible();
  expect((await storedEntries(testInfo, email)).map((entry) => entry.status)).not.toContain(
    'confirmed',
  );
  await page.getByRole('button', { name: 'Bekreft påmeldingen' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Påmeldingen er bekreftet' }),
  ).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(`Takk! Nyhetsbrevet blir sendt til ${email}.`);
  expect(await violations(page)).toEqual([]);
  expect((await storedEntries(testInfo, email)).at(-1)).toEqual({
    email,
    status: 'confirmed',
    confirmedAt: expect.any(String),
  });
});

test('an invalid address is refused beside the field and in a summary, and the form stays axe-clean', async ({
  page,
}, testInfo) => {
  await page.goto(PAGE);
  const field = form(page).getByLabel('E-postadresse');
  await form(page).getByRole('button', { name: 'Meld meg på' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(
    form(page).getByRole('alert').filter({ hasText: 'For å gå videre må du rette opp dette' }),
  ).toContainText('Skriv inn e-postadressen din.');

  await field.fill('ola@example');
  await form(page).getByRole('button', { name: 'Meld meg på' }).click();
  await expect(field).toHaveAccessibleDescription(
    /Skriv inn en gyldig e-postadresse, for eksempel navn@eksempel\.no\./,
  );
  await expect(field).toHaveValue('ola@example');
  expect(await violations(page)).toEqual([]);
  expect(await storedEntries(testInfo, 'ola@example')).toEqual([]);
});

test('the news-subscribe block of Den store kinodagen signs up too', async ({ page }, testInfo) => {
  const email = uniqueAddress(testInfo);
  await page.goto('/den-store-kinodagen');
  const block = page.getByRole('region', { name: 'Få beskjed når billettene slippes' });
  await block.getByLabel('E-postadresse').fill(email);
  await block.getByRole('button', { name: 'Meld meg på' }).click();
  await expect(block.getByRole('status')).toHaveText(SUBSCRIBED);
  expect(await storedEntries(testInfo, email)).toHaveLength(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts to the site server, which confirms on a page of its own', async ({
    page,
    browser,
  }, testInfo) => {
    const email = uniqueAddress(testInfo);
    await page.goto(PAGE);
    await signUp(page, email);
    await expect(page.getByRole('heading', { level: 1, name: 'Sjekk e-posten din' })).toBeVisible();
    await expect(page.getByText(SUBSCRIBED)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tilbake til siden du kom fra' })).toHaveAttribute(
      'href',
      PAGE,
    );
    expect(await answerPageViolations(browser, page)).toEqual([]);
    expect(await storedEntries(testInfo, email)).toHaveLength(1);
  });

  test('an address the server refuses comes back with the error and what was typed', async ({
    page,
    browser,
  }) => {
    await page.goto(PAGE);
    // The browser's own check lets this through; the site server's does not (no top-level domain).
    await signUp(page, 'ola@example');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Du ble ikke påmeldt' }),
    ).toBeVisible();
    const field = page.getByLabel('E-postadresse');
    await expect(field).toHaveValue('ola@example');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Skriv inn en gyldig e-postadresse/);
    expect(await answerPageViolations(browser, page)).toEqual([]);
  });
});
