import { expect, test } from '@playwright/test';
import { OFFLINE_READY, axeViolations, expectOfflinePage, waitForWorker } from '../offline-helpers';
import { SEEDED, control, decodeQr, logIn, partnerOf } from './member-helpers';

// The worker is what keeps the page itself readable offline (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'default' });

test.beforeEach(async ({ request }, info) => {
  await control(request, partnerOf(info), 'reset');
});

test('offline, "Mine billetter" shows the last fetched tickets with scannable QR codes, marked as such; logging out forgets them', async ({ page, context }, info) => {
  test.setTimeout(120_000);
  const partnerId = partnerOf(info);
  const member = SEEDED[partnerId];
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/filmklubb\/mine-billetter$/);
  await waitForWorker(page);
  // A visit while the worker controls caches the page; the tickets come fresh from the backend.
  await page.goto('/filmklubb/mine-billetter');
  const qr = page.locator('[data-qr-payload]').first();
  await expect(qr).toBeVisible();
  const payloads = await page.locator('[data-qr-payload]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-qr-payload')));
  expect(payloads.length).toBeGreaterThan(0);

  // The consent banner covers the foot of the screen; answer it, as a visitor at the door would.
  await page.getByRole('button', { name: 'Avslå alle' }).click();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: /sist oppdatert/ })).toBeVisible();
  await expect(page.locator('[data-qr-payload]')).toHaveCount(payloads.length);
  expect(await page.locator('[data-qr-payload]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-qr-payload')))).toEqual(payloads);
  expect(await decodeQr(page, '[data-qr-payload]')).toBe(payloads[0]);
  expect(await axeViolations(page)).toEqual([]);

  // The offline page of a member build leads to the tickets.
  await page.goto('/kontakt-oss');
  await expectOfflinePage(page);
  await expect(page.getByRole('link', { name: 'Se billettene dine' })).toHaveAttribute('href', '/filmklubb/mine-billetter');
  await expect(page.getByText(OFFLINE_READY)).toHaveCount(0);

  // Logging out (possible offline: it only forgets) deletes the saved tickets too.
  await page.goto('/filmklubb/mine-billetter');
  await expect(page.locator('[data-qr-payload]').first()).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Logg ut' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Logg inn' })).toBeVisible();
  expect(await page.evaluate((id) => localStorage.getItem(`filmclub-${id}-tickets`), partnerId)).toBeNull();
  await page.reload();
  await expect(page.getByText('Logg inn for å se billettene dine.')).toBeVisible();
  await expect(page.locator('[data-qr-payload]')).toHaveCount(0);
});
