import type { MenuNode } from '@/engine';
import { MenuLink, SubmenuList, TOGGLE } from './menu-link.client';

/** The server's main menu: `<details>` works without JavaScript and before hydration. */
export function StaticMenu({ items }: { items: MenuNode[] }) {
  return (
    <>
      {/* `open` is the visitor's: it may differ from the server HTML when hydration comes. */}
      <details className="menu-disclosure" data-disclosure={TOGGLE} suppressHydrationWarning>
        <summary className="menu-toggle">
          <span className="menu-toggle__closed">Meny</span>
          <span className="menu-toggle__open">Lukk meny</span>
        </summary>
      </details>
      <ul className="main-menu__list">
        {items.map((item) => (
          <li key={item.id} className={item.children.length > 0 ? 'has-children' : undefined}>
            {item.children.length === 0 ? (
              <MenuLink node={item} />
            ) : (
              // `name` makes the parents an exclusive group: opening one closes the other.
              <details data-disclosure={item.id} name="hovedmeny" suppressHydrationWarning>
                <summary>{item.label}</summary>
                <SubmenuList item={item} />
              </details>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
