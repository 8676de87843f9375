'use client';

import { usePathname } from 'next/navigation';
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
