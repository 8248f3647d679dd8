import type { MenuItem } from '@/lib/client/session-types';

/** One entry of the side menu, ready to render. */
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

function isShown(item: MenuItem): boolean {
  return !item.hidden && item.route !== '0';
}

/**
 * The side menu from the server's menu tree (spec-1 §2.3): hidden items and route '0' are left
 * out, and a parent with a single visible child shows that child directly unless alwaysShow.
 */
export function buildNav(items: readonly MenuItem[]): NavEntry[] {
  return items.filter(isShown).flatMap((item): NavEntry[] => {
    const external = item.meta.internalOrExternal && item.meta.url ? item.meta.url : null;
    const entry: NavEntry = { key: item.path || item.id, path: item.path, title: item.meta.title || item.name, icon: item.meta.icon, externalUrl: external };
    if (!item.children || item.children.length === 0) return [entry];
    const children = buildNav(item.children);
    if (children.length === 0) return [];
    const [only] = children;
    if (children.length === 1 && only && !item.alwaysShow) return [{ ...only, icon: only.icon ?? entry.icon }];
    return [{ ...entry, children }];
  });
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
