import { expect, type Page } from '@playwright/test';

/**
 * Opens `path` and waits until the page has hydrated, then answers the consent banner. Typing into
 * a controlled field before hydration is lost (React keeps its own state), and the banner
 * renders on the client only, fixed over the bottom of the viewport: a click made before it has
 * appeared can land on it instead of the link it aimed at (Playwright checks the target, then the
 * banner mounts, then the click arrives), and then nothing navigates. Waiting for the banner is
 * waiting for hydration; declining it clears the view.
 */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const banner = page.getByRole('region', { name: 'Samtykke til informasjonskapsler' });
  await banner.getByRole('button', { name: 'Avslå alle' }).click();
  await expect(banner).toBeHidden();
}
