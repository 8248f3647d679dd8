import type { MenuItem } from '@/lib/client/session-types';
import { isShown } from './menu-tree';

/** A first-level category with the pages under it, as the all-menus panel lists them. */
export interface MenuGroup {
  group: MenuItem;
  items: MenuItem[];
}

function leavesOf(item: MenuItem): MenuItem[] {
  if (!item.children || item.children.length === 0) return [item];
  return item.children.filter(isShown).flatMap(leavesOf);
}

/** Visible first-level categories with their visible pages, nested levels flattened. */
export function menuGroups(items: readonly MenuItem[]): MenuGroup[] {
  return items
    .filter(isShown)
    .map((group) => ({ group, items: leavesOf(group) }))
    .filter((entry) => entry.items.length > 0);
}

/** Every visible page the user has starred, in menu order. */
export function favoriteItems(groups: readonly MenuGroup[]): MenuItem[] {
  return groups.flatMap((entry) => entry.items.filter((item) => item.isFavorite));
}

export function normalizeKeyword(keyword: string): string {
  return keyword.trim().toLowerCase();
}

/**
 * Groups narrowed to a keyword. `titlesOf` gives every text an item answers to (its title in
 * each language), so a Chinese keyword finds a menu while the interface is in English and back.
 * A keyword naming a category keeps all of its pages.
 */
export function searchMenus(groups: readonly MenuGroup[], keyword: string, titlesOf: (item: MenuItem) => readonly string[]): MenuGroup[] {
  const needle = normalizeKeyword(keyword);
  if (!needle) return [...groups];
  const matches = (item: MenuItem) => titlesOf(item).some((title) => title.toLowerCase().includes(needle));
  return groups.flatMap((entry) => {
    if (matches(entry.group)) return [entry];
    const items = entry.items.filter(matches);
    return items.length > 0 ? [{ group: entry.group, items }] : [];
  });
}

/** The page Enter opens: the first one listed. */
export function firstHit(groups: readonly MenuGroup[]): MenuItem | null {
  return groups[0]?.items[0] ?? null;
}
