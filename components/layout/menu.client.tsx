'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { MenuNode } from '@/engine';
import { whenIdleAfterLoad } from '@/components/shared/when-idle';
import type { EnhancedMenuProps } from './enhanced-menu.client';

interface Enhanced {
  Menu: ComponentType<EnhancedMenuProps>;
  opened: EnhancedMenuProps['opened'];
  /** The disclosure whose `<summary>` had the focus, which moves to its button. */
  focused: string | null;
}

/**
 * Main menu (WAI-ARIA disclosure): the `<details>` `children`, which work without JavaScript,
 * until the buttons' code has loaded once the page is idle (outside the chunks every page
 * references: their script budget); the buttons keep what the visitor opened and the focus.
 */
export function MainMenu({ items, children }: { items: MenuNode[]; children: ReactNode }) {
  const navRef = useRef<HTMLElement>(null);
  const [enhanced, setEnhanced] = useState<Enhanced | null>(null);

  useEffect(() => {
    let live = true;
    const cancel = whenIdleAfterLoad(
      () =>
        void import('./enhanced-menu.client').then(({ EnhancedMenu }) => {
          const nav = navRef.current;
          if (!live || !nav) return;
          const opened = [...nav.querySelectorAll<HTMLElement>('details[open]')].map(
            (details) => details.dataset.disclosure,
          );
          // A focused <summary>'s parent is its <details>, which names the disclosure.
          const focused = nav.contains(document.activeElement)
            ? (document.activeElement?.parentElement?.dataset.disclosure ?? null)
            : null;
          setEnhanced({ Menu: EnhancedMenu, opened, focused });
        }),
    );
    return () => {
      live = false;
      cancel();
    };
  }, []);

  useEffect(() => {
    if (enhanced?.focused)
      navRef.current
        ?.querySelector<HTMLButtonElement>(`button[data-disclosure="${enhanced.focused}"]`)
        ?.focus();
  }, [enhanced]);

  return (
    <nav ref={navRef} className="main-menu" aria-label="Hovedmeny">
      {enhanced ? (
        <enhanced.Menu items={items} navRef={navRef} opened={enhanced.opened} />
      ) : (
        children
      )}
    </nav>
  );
}
