import { expect, test } from '@playwright/test';
import { PHONE, expectMenuOpens, firstProductionPath, recordCspViolations } from '../csp-helpers';
import { SEEDED, control, logIn, partnerOf } from './member-helpers';

/**
 * Issue 7 item 3 on the member builds: the screens that call the film-club backend (another
 * origin, allowed by connect-src) hydrate and cause no CSP violation.
 */

test.use({ viewport: PHONE });
// The emulator's state is shared by the tests of one backend, so they run in order.
test.describe.configure({ mode: 'default' });

test.beforeEach(async ({ request }, info) => {
  await control(request, partnerOf(info), 'reset');
});

for (const path of ['/filmklubb/logg-inn', '/filmklubb/registrer', '/filmklubb/glemt-passord']) {
  test(`${path} hydrates under the CSP with no violation`, async ({ page }) => {
    const violations = await recordCspViolations(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectMenuOpens(page);
    expect(violations).toEqual([]);
  });
}

test('logged in: tickets with QR codes, the watch list and movie info cause no violation', async ({ page }, info) => {
  const violations = await recordCspViolations(page);
  const member = SEEDED[partnerOf(info)];
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/filmklubb\/mine-billetter$/);
  await expect(page.locator('[data-qr-payload]').first()).toBeVisible();
  await expectMenuOpens(page);

  await page.goto('/filmklubb/min-liste');
  await expect(page.locator('main').getByRole('listitem').first()).toBeVisible();

  await page.goto(await firstProductionPath(page, '/kinoprogram'));
  await expect(page.getByText(/av 5/).first()).toBeVisible();
  await expectMenuOpens(page);
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});
