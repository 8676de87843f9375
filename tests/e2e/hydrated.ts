import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page has hydrated: the consent island marks `<html>` with `data-hydrated` once
 * its effects run (components/consent/consent.client.tsx). The consent banner is in the static
 * HTML, so its presence says nothing: before hydration its buttons do nothing, and typing into a
 * controlled field is lost (React keeps its own state).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
}

/**
 * Opens `path`, waits until the page has hydrated, then answers the consent banner: it lies fixed
 * over the bottom of the viewport, so declining it clears the view for the clicks that follow.
 */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  const banner = page.getByRole('region', { name: 'Samtykke til informasjonskapsler' });
  await banner.getByRole('button', { name: 'Avslå alle' }).click();
  await expect(banner).toBeHidden();
}
