'use client';

import { useCallback } from 'react';
import enMenu from '@/messages/en-US/menu.json';
import zhMenu from '@/messages/zh-CN/menu.json';
import type { MenuItem } from '@/lib/client/session-types';
import { menuTitle } from '@/lib/client/menu/side-menu';
import { MENU_KEY_PREFIX, useMenuTitle } from './use-menu-title';

// The menu titles of every language: only the all-menus search needs them, and it loads when opened.
const catalogues: readonly Record<string, string>[] = [zhMenu.menu, enMenu.menu];

/** The title in every language, so the menu search finds a page by its Chinese or English name. */
function titlesInAllLanguages(title: string): string[] {
  if (!title.startsWith(MENU_KEY_PREFIX)) return [title];
  const key = title.slice(MENU_KEY_PREFIX.length);
  return catalogues.map((catalogue) => catalogue[key]).filter((text): text is string => Boolean(text));
}

export function useMenuSearchTitles(): (item: MenuItem) => string[] {
  const title = useMenuTitle();
  return useCallback((item: MenuItem) => {
    const raw = menuTitle(item);
    return Array.from(new Set([title(raw), ...titlesInAllLanguages(raw)]));
  }, [title]);
}
