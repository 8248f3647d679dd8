'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import enMenu from '@/messages/en-US/menu.json';
import zhMenu from '@/messages/zh-CN/menu.json';
import type { MenuItem } from '@/lib/client/session-types';
import { menuTitle } from '@/lib/client/menu/side-menu';

const MENU_KEY_PREFIX = 'menu.';

/**
 * Menu titles are message keys ('menu.crm'); titles the server invents are shown as they are.
 * Only keys under menu. are looked up: other text ('workbench', a namespace) is nobody's title key.
 */
export function useMenuTitle(): (title: string) => string {
  const t = useTranslations();
  return useCallback((title: string) => (title.startsWith(MENU_KEY_PREFIX) && t.has(title) ? t(title) : title), [t]);
}

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
