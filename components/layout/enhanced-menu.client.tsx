'use client';

import { useEffect, useId, useState, type RefObject } from 'react';
import type { MenuNode } from '@/engine';
import { MenuLink, SubmenuList, TOGGLE } from './menu-link.client';

export interface EnhancedMenuProps {
  items: MenuNode[];
  /** The `<nav>` around the menu (menu.client.tsx): clicks outside it close a submenu. */
  navRef: RefObject<HTMLElement | null>;
  /** The `data-disclosure` values the visitor had opened in the `<details>` menu. */
  opened: readonly (string | undefined)[];
}

/** The main menu's WAI-ARIA disclosure buttons, which replace the `<details>` menu once loaded. */
export function EnhancedMenu({ items, navRef, opened }: EnhancedMenuProps) {
  const [open, setOpen] = useState(opened.includes(TOGGLE));
  const [expanded, setExpanded] = useState<string | null>(
    opened.find((id) => id !== TOGGLE) ?? null,
  );
  const listId = useId();
  const close = () => {
    setOpen(false);
    setExpanded(null);
  };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusTarget = navRef.current?.querySelector<HTMLButtonElement>(
        `button[data-disclosure="${expanded ?? TOGGLE}"]`,
      );
      if (expanded) setExpanded(null);
      else if (open) setOpen(false);
      focusTarget?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) setExpanded(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [expanded, open, navRef]);

  return (
    <>
      <button
        type="button"
        className="menu-toggle"
        data-disclosure={TOGGLE}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Lukk meny' : 'Meny'}
      </button>
      <ul id={listId} className={open ? 'main-menu__list is-open' : 'main-menu__list'}>
        {items.map((item) =>
          item.children.length === 0 ? (
            <li key={item.id}>
              <MenuLink node={item} onNavigate={close} />
            </li>
          ) : (
            <li key={item.id} className="has-children">
              <button
                type="button"
                data-disclosure={item.id}
                aria-expanded={expanded === item.id}
                aria-controls={`${listId}-${item.id}`}
                onClick={() => setExpanded(expanded === item.id ? null : item.id)}
              >
                {item.label}
              </button>
              <SubmenuList
                item={item}
                id={`${listId}-${item.id}`}
                hidden={expanded !== item.id}
                onNavigate={close}
              />
            </li>
          ),
        )}
      </ul>
    </>
  );
}
