import type { MenuItem } from '@/lib/schemas';

/** A menu item with its children, ordered (docs/product.md, Entities: Menu item: parent id, order). */
export interface MenuNode {
  id: string;
  label: string;
  path: string;
  external: boolean;
  openInNewWindow: boolean;
  children: MenuNode[];
}

/**
 * Builds the nested menu of one place (header or footer) from flat menu items: children under
 * their parent, siblings by `order`. Items whose parent is missing are kept at the top level.
 */
export function buildMenuTree(items: readonly MenuItem[], place: MenuItem['place']): MenuNode[] {
  const mine = items.filter((item) => item.place === place).sort((a, b) => a.order - b.order);
  const ids = new Set(mine.map((item) => item.id));
  const toNode = (item: MenuItem): MenuNode => ({
    id: item.id,
    label: item.label,
    path: item.path,
    external: !item.path.startsWith('/'),
    openInNewWindow: item.openInNewWindow,
    children: mine.filter((child) => child.parent === item.id).map(toNode),
  });
  return mine.filter((item) => item.parent === null || !ids.has(item.parent)).map(toNode);
}
