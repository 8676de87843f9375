import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { logIn, partnerOf, SEEDED } from './member-helpers';

/**
 * Issue 30, point 5: «Legg i kalender» on each ticket of «Mine billetter» gives a calendar file
 * made in the browser, with the UID of the site's own file for the showing (docs/product.md, A
 * ticket in the calendar).
 */

/** The file with folded lines joined again (RFC 5545 §3.1). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');
const fieldOf = (ics: string, name: string) =>
  unfold(ics)
    .split('\r\n')
    .find((line) => line.startsWith(`${name}:`))
    ?.slice(name.length + 1);

/** Registered by member.spec.ts, whose tests of one backend run in order after an emulator reset each (a reset ends every session of that backend, so no other file may log in for real beside it). */
export function ticketCalendarJourneys(): void {
  test.describe('a ticket in the calendar (issue 30, point 5)', () => {
    test('«Legg i kalender» on a ticket downloads, also offline, the film and its start with the UID of the site’s file for the showing', async ({
      page,
      context,
    }, info) => {
      test.setTimeout(90_000);
      const member = SEEDED[partnerOf(info)];
      const ticket = page
        .locator('article')
        .filter({ has: page.locator('[data-qr-payload]') })
        .first();
      await logIn(page, member.email, member.password);
      await expect(page).toHaveURL(/\/filmklubb\/mine-billetter$/);
      await expect(ticket).toBeVisible();
      const title = (await ticket.getByRole('heading').textContent()) ?? '';
      const start = (await ticket.locator('time').getAttribute('datetime')) ?? '';
      expect(title).not.toBe('');

      // Made in the browser: no network needed.
      await context.setOffline(true);
      const link = ticket.getByRole('link', { name: /^Legg i kalender/ });
      await expect(link).toHaveAccessibleName(new RegExp(`^Legg i kalender – ${title}, `));
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      const ics = await readFile((await download.path()) ?? '', 'utf8');
      await context.setOffline(false);

      expect(download.suggestedFilename()).toMatch(/\.ics$/);
      expect(fieldOf(ics, 'SUMMARY')).toBe(title);
      const startUtc = new Date(start)
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
      expect(fieldOf(ics, 'DTSTART')).toBe(startUtc);

      // The seeded ticket is for a showing of the built programme: the site's file has the same UID.
      const uid = fieldOf(ics, 'UID') ?? '';
      const eventId = uid.split('@')[0] ?? '';
      expect(eventId).not.toMatch(/^filmklubb-/);
      const siteFile = await page.request.get(`/kalender/${eventId}.ics`);
      expect(siteFile.ok()).toBe(true);
      const siteIcs = await siteFile.text();
      expect(fieldOf(siteIcs, 'UID')).toBe(uid);
      expect(fieldOf(siteIcs, 'DTSTART')).toBe(startUtc);
    });
  });
}
