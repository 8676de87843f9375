import { expect, test } from '@playwright/test';
import { PHONE, expectMenuOpens, recordCspViolations } from '../csp-helpers';

/**
 * Issue 7 item 3 on the member builds: the film-club screens hydrate and cause no CSP violation.
 * These change no emulator state, so they run beside member.spec.ts; the logged-in pass over
 * tickets, watch list and movie info is in member.spec.ts, which owns the emulator's state.
 */

test.use({ viewport: PHONE });

for (const path of ['/filmklubb/logg-inn', '/filmklubb/registrer', '/filmklubb/glemt-passord']) {
  test(`${path} hydrates under the CSP with no violation`, async ({ page }) => {
    const violations = await recordCspViolations(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectMenuOpens(page);
    expect(violations).toEqual([]);
  });
}
