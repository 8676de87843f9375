import { expect, type Page } from '@playwright/test';

/**
 * Records every Content-Security-Policy violation of the page's documents, also after
 * navigations: `securitypolicyviolation` events (reported through an exposed function) and the
 * console errors Chromium logs for blocked scripts, styles, frames and connections.
 * @returns the list, filled as violations happen.
 */
export async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.documentURI} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      );
    });
  });
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      /Content Security Policy|Refused to (?:execute|load|apply|connect|frame|evaluate)/i.test(
        message.text(),
      )
    )
      violations.push(`console: ${message.text()}`);
  });
  return violations;
}

/** The site was hydrated: on a phone the menu button opens the menu (a client island) and says so. */
export async function expectMenuOpens(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Meny' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Lukk meny' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await page.getByRole('button', { name: 'Lukk meny' }).click();
  await expect(page.getByRole('button', { name: 'Meny' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
}

/** A phone-sized viewport, where the menu is behind its button. */
export const PHONE = { width: 375, height: 740 };

/** The first production page linked from a programme page (`/kinoprogram` → a film). */
export async function firstProductionPath(page: Page, programme: string): Promise<string> {
  await page.goto(programme);
  const href = await page
    .locator('.program .production-card__title a')
    .first()
    .getAttribute('href');
  expect(href, `a production link on ${programme}`).toMatch(/^\/[a-z0-9-]+$/);
  return href ?? '/';
}
