import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The discreet notice of the first install (components/service-worker). */
export const OFFLINE_READY = 'Innholdet er nå tilgjengelig uten nett.';

/** Waits until an activated service worker controls the page (registration waits for idle, then precaches). */
export async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(
    () => navigator.serviceWorker.controller?.state === 'activated',
    undefined,
    { timeout: 60_000 },
  );
}

/** axe-core violations (WCAG 2.1 AA) of the page as `rule: targets`. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** Expects the offline page (app/frakoblet) in place of a page neither online nor cached. */
export async function expectOfflinePage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Du er frakoblet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Gå til forsiden' })).toHaveAttribute('href', '/');
}
