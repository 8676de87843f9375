import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** The film-club backend of the project running the spec (playwright.config.ts metadata). */
export const partnerOf = (info: TestInfo): 118 | 178 =>
  info.project.metadata.partnerId === 178 ? 178 : 118;

/** The emulator the member builds talk to: the origin of the runtime URL baked into the build. */
export function emulatorOrigin(partnerId: number): string {
  const info = JSON.parse(readFileSync(`out-${partnerId}/build-info.json`, 'utf8')) as {
    runtimeUrl: string;
  };
  return new URL(info.runtimeUrl).origin;
}

/** Seeded members of the emulator (README "Film-club emulator"). */
export const SEEDED = {
  118: { email: 'ola.nordmann@example.no', password: 'Kino2026!', userName: 'olan' },
  178: { email: 'kari.nordmann@example.no', password: 'Film2026!', userName: 'karin' },
} as const;

/** The seeded members with more than two pages of tickets and watch-list films (README "Film-club emulator"). */
export const MANY_LISTS = {
  118: { email: 'liv.lerret@example.no', password: 'Lerret2026!', userName: 'livl' },
  178: { email: 'per.popcorn@example.no', password: 'Popcorn2026!', userName: 'perp' },
} as const;

/** Calls a control endpoint of the film-club emulator. */
export async function control(
  request: APIRequestContext,
  partnerId: number,
  action: string,
  data: Record<string, unknown> = {},
) {
  const response = await request.post(`${emulatorOrigin(partnerId)}/filmclub/_control/${action}`, {
    data: { partnerId, ...data },
  });
  expect(response.ok(), `control ${action}`).toBe(true);
}

/** The operations the backend received, in order. */
export async function operationLog(
  request: APIRequestContext,
  partnerId: number,
): Promise<
  {
    operation: string;
    headers: Record<string, string | undefined>;
    query?: Record<string, string>;
    status?: number;
  }[]
> {
  return (
    await request.get(`${emulatorOrigin(partnerId)}/filmclub/_control/log?partnerId=${partnerId}`)
  ).json();
}

/** Logs in through the login screen. */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/filmklubb/logg-inn');
  await expect(page.getByLabel('E-post')).toBeEnabled();
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Passord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
}

/** Decodes the QR code drawn in an element, from a screenshot of it. */
export async function decodeQr(page: Page, selector: string): Promise<string | null> {
  const png = PNG.sync.read(await page.locator(selector).first().screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

/** Every film-club backend call the page sends from now on (operation names), for a check that there is none. */
export function recordMemberRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/filmclub\/\d+\//.test(path)) sent.push(path.split('/').pop() ?? path);
  });
  return sent;
}

/** The film-club keys in the page's localStorage, sorted. */
export const filmclubKeys = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('filmclub-'))
      .sort(),
  );

/** "Mine billetter" as a visitor sees it: the way to log in, and no ticket or QR code. */
export async function expectLoggedOutTickets(page: Page) {
  await expect(page.getByText('Logg inn for å se billettene dine.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Logg inn' })).toBeVisible();
  await expect(page.locator('[data-qr-payload]')).toHaveCount(0);
  await expect(page.getByText(/Sal \d/)).toHaveCount(0);
}
