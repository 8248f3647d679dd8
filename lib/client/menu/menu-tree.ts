import type { MenuItem } from '@/lib/client/session-types';
import { isOnSitePath } from '@/lib/navigation/safe-redirect';

/**
 * Rules that turn the server's menu tree into routes and menus (docs/architecture.md, "The back office's frame"). Pure
 * functions, so the shell components only render what these decide.
 */

/** The top bar shows at most this many first-level routes. */
export const TOP_MENU_LIMIT = 12;

/** route '0' marks a permission that is neither a route nor a menu. */
export function isRouted(item: MenuItem): boolean {
  return item.route !== '0';
}

export function isShown(item: MenuItem): boolean {
  return isRouted(item) && !item.hidden;
}

export function isExternal(item: MenuItem): boolean {
  return item.meta.internalOrExternal && Boolean(item.meta.url);
}

/** The tree without its route '0' items, at every depth. */
export function routedTree(items: readonly MenuItem[]): MenuItem[] {
  return items.filter(isRouted).map((item) => (item.children ? { ...item, children: routedTree(item.children) } : item));
}

function isLeaf(item: MenuItem): boolean {
  return !item.children || item.children.length === 0;
}

/**
 * The page a menu item opens: a leaf opens itself, a layout item its first visible leaf,
 * recursively. `internalOnly` skips external links (a redirect cannot land in another window).
 */
export function firstLeaf(item: MenuItem, options: { internalOnly?: boolean } = {}): MenuItem | null {
  if (isLeaf(item)) return options.internalOnly && isExternal(item) ? null : item;
  for (const child of item.children ?? []) {
    if (!isShown(child)) continue;
    const leaf = firstLeaf(child, options);
    if (leaf) return leaf;
  }
  return null;
}

/** Where a click on a menu item goes: an address in this app, or an external one. */
export type MenuTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

export function menuTarget(item: MenuItem): MenuTarget | null {
  const leaf = firstLeaf(item, { internalOnly: true }) ?? firstLeaf(item);
  if (leaf && isExternal(leaf)) return { kind: 'external', url: leaf.meta.url ?? '' };
  // Menu paths are stored data: an internal one must stay on this site ('/.//host' does not).
  if (leaf?.path) return isOnSitePath(leaf.path) ? { kind: 'internal', path: leaf.path } : null;
  // A layout whose children are all hidden still has the redirect the server gave it.
  const fallback = [item.redirect, item.path].find((path) => path && isOnSitePath(path));
  return fallback ? { kind: 'internal', path: fallback } : null;
}

/**
 * Every path the user may open: the whole tree, hidden items included (the personal centre and
 * the project workspace are hidden menus but permitted pages).
 */
export function permittedPaths(items: readonly MenuItem[]): Set<string> {
  const paths = new Set<string>();
  const walk = (list: readonly MenuItem[]) => {
    for (const item of list) {
      if (!isRouted(item)) continue;
      if (item.path && !isExternal(item)) paths.add(item.path);
      walk(item.children ?? []);
    }
  };
  walk(items);
  return paths;
}

/** The chain of items from the first level down to the item whose path is `path`. */
export function menuTrail(items: readonly MenuItem[], path: string): MenuItem[] | null {
  for (const item of items) {
    if (!isRouted(item)) continue;
    if (item.path === path) return [item];
    const below = menuTrail(item.children ?? [], path);
    if (below) return [item, ...below];
  }
  return null;
}

export function findMenuItem(items: readonly MenuItem[], path: string): MenuItem | null {
  const trail = menuTrail(items, path);
  return trail ? (trail[trail.length - 1] ?? null) : null;
}

/** The longest menu path that `path` sits under, for pages the menu does not list (details, forms). */
function nearestMenuPath(items: readonly MenuItem[], path: string): string | null {
  let best: string | null = null;
  for (const candidate of permittedPaths(items)) {
    if (candidate === '/' || !path.startsWith(`${candidate}/`)) continue;
    if (!best || candidate.length > best.length) best = candidate;
  }
  return best;
}

/**
 * The first-level item a page belongs to, which the top bar highlights and whose children the
 * side menu shows. A page shown in the menu belongs to its own first-level ancestor; a page the
 * menu hides names the menu to highlight in meta.prevent (e.g. the workbench lists name '/home').
 */
export function activeTopItem(items: readonly MenuItem[], path: string, seen: ReadonlySet<string> = new Set()): MenuItem | null {
  const trail = menuTrail(items, path);
  if (trail) {
    const page = trail[trail.length - 1];
    const visible = trail.every(isShown);
    const prevent = page?.meta.prevent;
    if (!visible && prevent && !seen.has(prevent)) {
      const viaPrevent = activeTopItem(items, prevent, new Set([...seen, path]));
      if (viaPrevent) return viaPrevent;
    }
    return trail[0] ?? null;
  }
  const parent = nearestMenuPath(items, path);
  return parent ? activeTopItem(items, parent, seen) : null;
}

/**
 * A layout item's own address (/crm, /system) leads to the first page under it that the user may
 * open; null for a page, an unknown path or a layout with nothing to open.
 */
export function layoutRedirect(items: readonly MenuItem[], path: string): string | null {
  const item = findMenuItem(items, path);
  if (!item || isLeaf(item)) return null;
  const leaf = firstLeaf(item, { internalOnly: true });
  return leaf?.path && leaf.path !== path ? leaf.path : null;
}

/** The first page the user may open, for a user without the dashboard. */
export function firstPermittedPath(items: readonly MenuItem[]): string | null {
  for (const item of items) {
    if (!isShown(item)) continue;
    const leaf = firstLeaf(item, { internalOnly: true });
    if (leaf?.path) return leaf.path;
  }
  return null;
}

/** The tree with one item's favourite flag changed (after the server confirmed it). */
export function withFavorite(items: readonly MenuItem[], id: string, isFavorite: boolean): MenuItem[] {
  // Untouched branches stay the same objects, so memoised parts of the shell do not redraw.
  return items.map((item) => {
    const children = item.children ? withFavorite(item.children, id, isFavorite) : undefined;
    const childrenChanged = children !== undefined && children.some((child, i) => child !== item.children?.[i]);
    if (item.id !== id && !childrenChanged) return item;
    return { ...item, ...(item.id === id ? { isFavorite } : {}), ...(childrenChanged ? { children } : {}) };
  });
}

/** Paths whose pages keep their state while the user works in another tab (meta.keepAlive). */
export function keepAlivePaths(items: readonly MenuItem[]): Set<string> {
  const paths = new Set<string>();
  const walk = (list: readonly MenuItem[]) => {
    for (const item of list) {
      if (!isRouted(item)) continue;
      if (item.meta.keepAlive && item.path) paths.add(item.path);
      walk(item.children ?? []);
    }
  };
  walk(items);
  return paths;
}

/**
 * The menu entry to highlight for a page: the page itself when the menu shows it, else the
 * menu its meta.prevent names, else the menu it sits under.
 */
export function highlightPath(items: readonly MenuItem[], path: string): string {
  const trail = menuTrail(items, path);
  if (trail?.every(isShown)) return path;
  const prevent = trail?.[trail.length - 1]?.meta.prevent;
  if (prevent) return prevent;
  return trail ? path : (nearestMenuPath(items, path) ?? path);
}
