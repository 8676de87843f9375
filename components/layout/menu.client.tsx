'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import type { MenuNode } from '@/engine';

function MenuLink({ node, onNavigate }: { node: MenuNode; onNavigate: () => void }) {
  const pathname = usePathname();
  if (node.external) {
    return (
      <a href={node.path} {...(node.openInNewWindow && { target: '_blank', rel: 'noopener noreferrer' })}>
        {node.label}
        {node.openInNewWindow && <span className="visually-hidden"> (åpnes i nytt vindu)</span>}
      </a>
    );
  }
  return (
    <Link href={node.path} aria-current={pathname === node.path ? 'page' : undefined} onClick={onNavigate}>
      {node.label}
    </Link>
  );
}

/**
 * Main menu (WAI-ARIA disclosure navigation): a menu button for small screens, and a disclosure
 * button for each parent item. Escape closes what is open and returns focus to its button.
 */
export function MainMenu({ items }: { items: MenuNode[] }) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const listId = useId();
  const close = () => {
    setOpen(false);
    setExpanded(null);
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const button = expanded ? navRef.current?.querySelector<HTMLButtonElement>(`[data-parent="${expanded}"]`) : navRef.current?.querySelector<HTMLButtonElement>('.menu-toggle');
      if (expanded) setExpanded(null);
      else if (open) setOpen(false);
      button?.focus();
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
      <button type="button" className="menu-toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
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
                data-parent={item.id}
                aria-expanded={expanded === item.id}
                aria-controls={`${listId}-${item.id}`}
                onClick={() => setExpanded(expanded === item.id ? null : item.id)}
              >
                {item.label}
              </button>
              <ul id={`${listId}-${item.id}`} className="submenu" hidden={expanded !== item.id}>
                {item.children.map((child) => (
                  <li key={child.id}>
                    <MenuLink node={child} onNavigate={close} />
                  </li>
                ))}
              </ul>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
