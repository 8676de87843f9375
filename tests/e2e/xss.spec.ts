import { expect, test, type Page } from '@playwright/test';
import { sanitizeCmsHtml } from '@/lib/sanitize';
import { XSS_VECTORS } from '../xss-corpus';

declare global {
  interface Window {
    __pwned: () => void;
    __pwnedCount: number;
  }
}

// The sanitiser is tested on its own: the site's CSP (tests/e2e/csp.spec.ts) would block inline
// handlers anyway and hide whether a vector survived sanitising.
test.use({ bypassCSP: true });

/** Renders article HTML the way SafeHtml does (innerHTML of a container) and pokes at it like a visitor. */
async function renderAndInteract(page: Page, html: string): Promise<number> {
  await page.addInitScript(() => {
    window.__pwnedCount = 0;
    window.__pwned = () => {
      window.__pwnedCount += 1;
    };
  });
  page.on('dialog', (dialog) => void dialog.dismiss());
  await page.route('**/*', (route) => (route.request().url().startsWith('http://127.0.0.1') ? route.continue() : route.abort()));
  await page.goto('/404.html');
  await page.evaluate((body) => {
    const container = document.createElement('div');
    container.className = 'rich-text';
    container.innerHTML = body;
    document.querySelector('main')?.append(container);
  }, html);
  // Poke like a visitor: hover and click what is left (short timeouts: hidden leftovers just fail).
  for (const element of await page.locator('.rich-text a, .rich-text h2, .rich-text details, .rich-text button').all()) {
    await element.hover({ timeout: 250, force: true }).catch(() => {});
    await element.click({ timeout: 250, force: true, noWaitAfter: true, modifiers: ['Control'] }).catch(() => {});
  }
  await page.waitForTimeout(300);
  return page.evaluate(() => window.__pwnedCount);
}

test('the trap notices a vector that runs (control: unsanitised HTML)', async ({ page }) => {
  expect(await renderAndInteract(page, '<img src="x" onerror="window.__pwned()">')).toBeGreaterThan(0);
});

test('every known XSS vector in an article body renders inert once sanitised', async ({ page }) => {
  test.setTimeout(90_000);
  const body = XSS_VECTORS.map((vector) => `<p>Før</p>${sanitizeCmsHtml(vector)}<p>Etter</p>`).join('\n');
  expect(await renderAndInteract(page, body)).toBe(0);
  await expect(page.locator('.rich-text p', { hasText: 'Etter' })).toHaveCount(XSS_VECTORS.length);
});
