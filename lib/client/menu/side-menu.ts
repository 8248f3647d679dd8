import type { MenuItem } from '@/lib/client/session-types';
import { isExternal, isShown } from './menu-tree';

/** One entry of a rendered menu (side menu, phone drawer). */
export interface NavEntry {
  key: string;
  path: string;
  /** A message key such as 'menu.crm', or a literal title from the server. */
  title: string;
  icon: string | null;
  /** Set for menus that open an external address in a new window. */
  externalUrl: string | null;
  children?: NavEntry[];
}

export function menuTitle(item: MenuItem): string {
  return item.meta.title || item.name;
}

/**
 * The side menu from a part of the menu tree: hidden items and route '0' are left
 * out; a parent with a single visible child shows that child directly, unless alwaysShow keeps it
 * a submenu; a parent left with no visible child disappears.
 */
export function sideMenuEntries(items: readonly MenuItem[]): NavEntry[] {
  return items.filter(isShown).flatMap((item): NavEntry[] => {
    const entry: NavEntry = {
      key: item.path || item.id,
      path: item.path,
      title: menuTitle(item),
      icon: item.meta.icon,
      externalUrl: isExternal(item) ? item.meta.url : null,
    };
    if (!item.children || item.children.length === 0) return [entry];
    const children = sideMenuEntries(item.children);
    if (children.length === 0) return [];
    const [only] = children;
    if (children.length === 1 && only && !item.alwaysShow) return [{ ...only, icon: only.icon ?? entry.icon }];
    return [{ ...entry, children }];
  });
}

/** What the side menu shows for the active first-level item: its children, or itself when it has none. */
export function sideMenuFor(top: MenuItem | null): NavEntry[] {
  if (!top) return [];
  const children = top.children && top.children.length > 0 ? sideMenuEntries(top.children) : [];
  if (children.length > 0) return children;
  return sideMenuEntries([{ ...top, hidden: false }]).filter((entry) => !entry.children);
}

/** Keys of the submenus leading to `path`, so the menu opens where the user is. */
export function ancestorKeys(entries: readonly NavEntry[], path: string, trail: string[] = []): string[] | null {
  for (const entry of entries) {
    if (entry.path === path && !entry.children) return trail;
    if (entry.children) {
      const found = ancestorKeys(entry.children, path, [...trail, entry.key]);
      if (found) return found;
    }
  }
  return null;
}
