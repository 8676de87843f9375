'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { MenuNode } from '@/engine';

/** One menu link; `aria-current` marks the page shown. `onNavigate` closes the enhanced menu. */
export function MenuLink({ node, onNavigate }: { node: MenuNode; onNavigate?: () => void }) {
  const pathname = usePathname();
  if (node.external) {
    return (
      <a
        href={node.path}
        {...(node.openInNewWindow && { target: '_blank', rel: 'noopener noreferrer' })}
      >
        {node.label}
        {node.openInNewWindow && <span className="visually-hidden"> (åpnes i nytt vindu)</span>}
      </a>
    );
  }
  return (
    <a
      href={node.path}
      aria-current={pathname === node.path ? 'page' : undefined}
      onClick={onNavigate}
    >
      {node.label}
    </a>
  );
}

/** The `data-disclosure` value of the menu button (static-menu.tsx); parents use their menu id. */
export const TOGGLE = 'meny';

/**
 * Main menu (WAI-ARIA disclosure): the `<details>` `children` until hydrated, then the buttons,
 * keeping what was open and the focus.
 */
export function MainMenu({ items, children }: { items: MenuNode[]; children: ReactNode }) {
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const focusAfterSwap = useRef<string | null>(null);
  const listId = useId();
  const close = () => {
    setOpen(false);
    setExpanded(null);
  };
  const button = (id: string) =>
    navRef.current?.querySelector<HTMLButtonElement>(`button[data-disclosure="${id}"]`);

  // Before paint: read what the visitor opened (and focused) in the <details> menu, then swap.
  useLayoutEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const opened = [...nav.querySelectorAll<HTMLElement>('details[open]')].map(
      (details) => details.dataset.disclosure,
    );
    // A focused <summary>'s parent is its <details>, which names the disclosure.
    focusAfterSwap.current = nav.contains(document.activeElement)
      ? (document.activeElement?.parentElement?.dataset.disclosure ?? null)
      : null;
    setOpen(opened.includes(TOGGLE));
    setExpanded(opened.find((id) => id !== TOGGLE) ?? null);
    setEnhanced(true);
  }, []);

  useEffect(() => {
    if (focusAfterSwap.current) button(focusAfterSwap.current)?.focus();
  }, [enhanced]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusTarget = button(expanded ?? TOGGLE);
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
  }, [expanded, open]);

  return (
    <nav ref={navRef} className="main-menu" aria-label="Hovedmeny">
      {enhanced ? (
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
      ) : (
        children
      )}
    </nav>
  );
}

/** A parent's list of links: hidden unless expanded in the enhanced menu, inside `<details>` in the static one. */
export function SubmenuList({
  item,
  id,
  hidden,
  onNavigate,
}: {
  item: MenuNode;
  id?: string;
  hidden?: boolean;
  onNavigate?: () => void;
}) {
  return (
    <ul id={id} className="submenu" hidden={hidden}>
      {item.children.map((child) => (
        <li key={child.id}>
          <MenuLink node={child} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}
