import { expect, test } from '@playwright/test';

/** Gift cards (issue 6, item 3; docs/product.md, Pages and routes): title, text and the subscribe block with the menu's checkout link. */

test('the gift-card page links to the same checkout as the Gavekort menu item', async ({
  page,
}) => {
  await page.goto('/gavekort');
  await expect(page.getByRole('heading', { level: 1, name: 'Gavekort' })).toBeVisible();
  await expect(
    page.getByText(/Gavekortet kan brukes på alt vi selger billetter til/),
  ).toBeVisible();
  const menuLink = await page
    .getByRole('navigation', { name: 'Hovedmeny' })
    .getByRole('link', { name: /^Gavekort/ })
    .getAttribute('href');
  expect(menuLink).toMatch(/^https:\/\//);
  const callout = page.getByRole('region', { name: 'Kjøp gavekort på nett' });
  const buy = callout.getByRole('link', { name: 'Kjøp gavekort (åpnes i nytt vindu)' });
  await expect(buy).toHaveAttribute('href', menuLink ?? '');
  await expect(buy).toHaveAttribute('target', '_blank');
});
