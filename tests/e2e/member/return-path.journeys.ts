import { expect, test, type Page } from '@playwright/test';
import { partnerOf, SEEDED } from './member-helpers';

/**
 * Issue 30, point 1: «Logg inn» and «Bli medlem» carry the page they are on (`?tilbake=`), and a
 * successful login or registration brings the member back there (docs/product.md, Return after
 * login). Each backend's tests share the emulator's state, so they run in order.
 */

/** The first film of the cinema programme: its path, once its page shows the film club's part. */
async function openFilm(page: Page): Promise<string> {
  await page.goto('/kinoprogram');
  const film = page.locator('.program .production-card__title a').first();
  await expect(film).toBeVisible();
  const path = new URL((await film.getAttribute('href')) ?? '', page.url()).pathname;
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Filmklubben' })).toBeVisible();
  return path;
}

const filmClub = (page: Page) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: 'Filmklubben' }) });

/** The film page's member part as a logged-in member sees it. */
async function expectMemberPart(page: Page) {
  await expect(filmClub(page).getByText('Medlemmenes vurdering:')).toBeVisible();
  await expect(
    filmClub(page).getByRole('button', { name: /Legg til i min liste|På listen din/ }),
  ).toBeVisible();
  await expect(filmClub(page).getByRole('link', { name: 'Logg inn' })).toHaveCount(0);
}

/** Registered by member.spec.ts, whose tests of one backend run in order after an emulator reset each (a reset ends every session of that backend, so no other file may log in for real beside it). */
export function returnPathJourneys(): void {
  test.describe('return after login (issue 30, point 1)', () => {
    test('«Logg inn» in the header of a film page brings the member back to the film', async ({
      page,
    }, info) => {
      test.setTimeout(90_000);
      const film = await openFilm(page);
      const login = page.getByRole('banner').getByRole('link', { name: 'Logg inn' });
      await expect(login).toHaveAttribute(
        'href',
        `/filmklubb/logg-inn?tilbake=${encodeURIComponent(film)}`,
      );
      // Right at first paint: the pre-rendered header already names the page.
      const html = await (await page.request.get(film)).text();
      expect(html).toContain(`href="/filmklubb/logg-inn?tilbake=${encodeURIComponent(film)}"`);

      await login.click();
      await expect(page.getByLabel('E-post')).toBeEnabled();
      const member = SEEDED[partnerOf(info)];
      await page.getByLabel('E-post').fill(member.email);
      await page.getByLabel('Passord', { exact: true }).fill(member.password);
      await page.getByRole('button', { name: 'Logg inn' }).click();
      await expect(page).toHaveURL((url) => url.pathname === film);
      await expect(page.getByRole('banner').getByText(member.userName)).toBeVisible();
      await expectMemberPart(page);
    });

    test('«Bli medlem» in the film club part of a film page brings the new member back to the film', async ({
      page,
    }, info) => {
      test.setTimeout(90_000);
      const film = await openFilm(page);
      await filmClub(page).getByRole('link', { name: 'Bli medlem' }).click();
      await expect(page).toHaveURL(/\/filmklubb\/registrer\?tilbake=/);
      await expect(page.getByLabel('E-post')).toBeEnabled();
      await page.getByLabel('E-post').fill(`tilbake.${partnerOf(info)}.${Date.now()}@example.no`);
      await page.getByLabel('Brukernavn').fill('tilbakemedlem');
      await page.getByLabel('Passord', { exact: true }).fill('Hemmelig123');
      await page.getByLabel('Gjenta passordet').fill('Hemmelig123');
      await page.getByRole('button', { name: 'Bli medlem' }).click();
      await expect(page).toHaveURL((url) => url.pathname === film);
      await expect(page.getByRole('banner').getByText('tilbakemedlem')).toBeVisible();
      await expectMemberPart(page);
    });

    test('a filtered programme keeps its filter in «Logg inn», and another site in tilbake lands on «Mine billetter»', async ({
      page,
    }, info) => {
      await page.goto('/kinoprogram?visning=norsk-tale');
      await expect(page.locator('.program .production-card__title a').first()).toBeVisible();
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'Logg inn' }),
      ).toHaveAttribute(
        'href',
        `/filmklubb/logg-inn?tilbake=${encodeURIComponent('/kinoprogram?visning=norsk-tale')}`,
      );

      await page.goto('/filmklubb/logg-inn?tilbake=//evil.example');
      await expect(page.getByLabel('E-post')).toBeEnabled();
      const member = SEEDED[partnerOf(info)];
      await page.getByLabel('E-post').fill(member.email);
      await page.getByLabel('Passord', { exact: true }).fill(member.password);
      await page.getByRole('button', { name: 'Logg inn' }).click();
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/filmklubb\/mine-billetter$/);
      await expect(page.getByRole('heading', { name: 'Mine billetter' })).toBeVisible();
    });
  });
}
