/** @jest-environment jsdom */
import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { MenuNode } from '@/engine';
import { MainMenu } from './menu.client';
import { StaticMenu } from './static-menu';

jest.mock('next/navigation', () => ({ usePathname: () => '/' }));

const node = (id: string, label: string, children: MenuNode[] = []): MenuNode => ({
  id,
  label,
  path: `/${id}`,
  external: false,
  openInNewWindow: false,
  children,
});
const items = [
  node('kino', 'Kino', [node('kinoprogram', 'Kinoprogram'), node('filmoversikt', 'Filmoversikt')]),
  node('basseng', 'Basseng', [node('billetter', 'Billetter svømmehall')]),
  node('utleie', 'Utleie'),
];

afterEach(() => (document.body.innerHTML = ''));

describe('main menu', () => {
  it('is <details>/<summary> in the server HTML, so it opens without JavaScript', () => {
    document.body.innerHTML = renderToString(
      <MainMenu items={items}>
        <StaticMenu items={items} />
      </MainMenu>,
    );
    const nav = screen.getByRole('navigation', { name: 'Hovedmeny' });
    expect([...nav.querySelectorAll('summary')].map((summary) => summary.textContent)).toEqual([
      'MenyLukk meny',
      'Kino',
      'Basseng',
    ]);
    expect(nav.querySelectorAll('details[name="hovedmeny"]')).toHaveLength(2);
    expect(within(nav).queryAllByRole('button')).toHaveLength(0);
    expect(within(nav).getByRole('link', { name: 'Filmoversikt', hidden: true })).toHaveAttribute(
      'href',
      '/filmoversikt',
    );
  });

  it('becomes the disclosure buttons once hydrated and idle, keeping what the visitor opened and the focus', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <MainMenu items={items}>
        <StaticMenu items={items} />
      </MainMenu>,
    );
    document.body.append(container);
    container.querySelector<HTMLDetailsElement>('details[data-disclosure="meny"]')!.open = true;
    const basseng = container.querySelector<HTMLDetailsElement>(
      'details[data-disclosure="basseng"]',
    )!;
    basseng.open = true;
    basseng.querySelector('summary')!.focus();

    await act(
      async () =>
        void hydrateRoot(
          container,
          <MainMenu items={items}>
            <StaticMenu items={items} />
          </MainMenu>,
        ),
    );

    // The buttons' code loads once the page is idle (jsdom has no requestIdleCallback: a timer);
    // a generous wait: the module is compiled on its first import, on a busy shared machine.
    const toggle = await screen.findByRole('button', { name: 'Lukk meny' }, { timeout: 15_000 });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Basseng' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Basseng' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Kino' })).toHaveAttribute('aria-expanded', 'false');
    expect(container.querySelector('details')).toBeNull();
  });
});
