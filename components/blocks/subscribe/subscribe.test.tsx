/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { MenuItem } from '@/lib/schemas';
import { site } from '@/tests/fixtures';
import { Subscribe } from './subscribe';

const giftCard: MenuItem = {
  id: 'gavekort',
  label: 'Gavekort',
  path: 'https://billett.example.no/gavekort-fra-menyen',
  parent: null,
  place: 'header',
  locale: 'nb',
  order: 8,
  openInNewWindow: true,
};
const block = {
  id: 'subscribe',
  component: 'subscribe' as const,
  props: {
    title: 'Kjøp gavekort på nett',
    text: 'Betal med kort.',
    menuItem: 'gavekort',
    label: 'Kjøp gavekort',
  },
  data: {},
};
const context = (menu: MenuItem[]) => ({
  site,
  menu,
  now: '2026-11-21T08:00:00.000Z',
  filmclub: null,
  runtimeUrl: 'http://runtime.test',
});

describe('subscribe block', () => {
  it('links to the checkout of its menu item, in a new window it announces', () => {
    render(<Subscribe block={block} context={context([giftCard])} />);
    const link = screen.getByRole('link', { name: 'Kjøp gavekort (åpnes i nytt vindu)' });
    expect(link).toHaveAttribute('href', 'https://billett.example.no/gavekort-fra-menyen');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('heading', { level: 2, name: 'Kjøp gavekort på nett' })).toBeVisible();
  });

  it('opens in the same window when the menu item does', () => {
    render(
      <Subscribe block={block} context={context([{ ...giftCard, openInNewWindow: false }])} />,
    );
    expect(screen.getByRole('link', { name: 'Kjøp gavekort' })).not.toHaveAttribute('target');
  });

  it('names the block and the item when the menu item is missing', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Subscribe block={block} context={context([])} />)).toThrow(
      "subscribe block 'subscribe': menu item 'gavekort' is missing",
    );
  });
});
