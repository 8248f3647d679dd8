'use client';

import { usePathname } from 'next/navigation';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { activeTopItem, firstPermittedPath, keepAlivePaths, permittedPaths, routedTree } from '@/lib/client/menu/menu-tree';
import type { MenuItem } from '@/lib/client/session-types';
import { useSession } from '@/lib/client/session-state';
import { pathBehindRefresh } from '@/lib/client/visited-views';

export interface ShellMenus {
  /** The server's tree without route '0' items. */
  tree: MenuItem[];
  permitted: ReadonlySet<string>;
  keepAlive: ReadonlySet<string>;
  /** The first-level item the current page belongs to. */
  activeTop: MenuItem | null;
  firstPermitted: string | null;
  /** The page on screen (the page behind a /redirect refresh address). */
  pagePath: string;
}

const ShellMenusContext = createContext<ShellMenus | null>(null);

/** What the shell's parts derive from the menu tree and the address, computed once per change. */
export function ShellMenusProvider({ children }: { children: ReactNode }) {
  const { menus } = useSession();
  const pathname = usePathname();
  const pagePath = pathBehindRefresh(pathname);
  const tree = useMemo(() => routedTree(menus), [menus]);
  const permitted = useMemo(() => permittedPaths(tree), [tree]);
  const keepAlive = useMemo(() => keepAlivePaths(tree), [tree]);
  const firstPermitted = useMemo(() => firstPermittedPath(tree), [tree]);
  const found = useMemo(() => activeTopItem(tree, pagePath), [tree, pagePath]);

  // A page outside every menu (a 404, say) keeps the side menu the user came from.
  const [lastTopId, setLastTopId] = useState<string | null>(null);
  if (found && found.id !== lastTopId) setLastTopId(found.id);
  const activeTop = found ?? tree.find((item) => item.id === lastTopId) ?? null;

  const value = useMemo(
    () => ({ tree, permitted, keepAlive, activeTop, firstPermitted, pagePath }),
    [tree, permitted, keepAlive, activeTop, firstPermitted, pagePath],
  );
  return <ShellMenusContext.Provider value={value}>{children}</ShellMenusContext.Provider>;
}

export function useShellMenus(): ShellMenus {
  const value = useContext(ShellMenusContext);
  if (!value) throw new Error('useShellMenus() needs the ShellMenusProvider of the back-office shell.');
  return value;
}
