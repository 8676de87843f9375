/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import site from '@/content/site.json';
import { Footer } from './footer';

const footer = (consentSettings: boolean) => (
  <Footer
    sections={[
      {
        title: 'Kontakt',
        locale: 'nb',
        order: 1,
        items: [{ type: 'address', value: 'Adresse', order: 1 }],
      },
    ]}
    menu={[]}
    siteTitle="Kulturhuset"
    location={site.location}
    consentSettings={consentSettings}
  />
);

describe('footer', () => {
  it('offers «Endre samtykke» only when a tracker asks for consent (issue 32, point 9)', () => {
    const { unmount } = render(footer(true));
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Prestegårdsvegen 2');
    expect(screen.getByRole('button', { name: 'Endre samtykke' })).toBeVisible();
    unmount();
    render(footer(false));
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Prestegårdsvegen 2');
    expect(screen.queryByRole('button', { name: 'Endre samtykke' })).toBeNull();
  });
});
