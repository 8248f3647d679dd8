'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';

export const MENU_KEY_PREFIX = 'menu.';

/**
 * Menu titles are message keys ('menu.crm'); titles the server invents are shown as they are.
 * Only keys under menu. are looked up: other text ('workbench', a namespace) is nobody's title key.
 */
export function useMenuTitle(): (title: string) => string {
  const t = useTranslations();
  return useCallback((title: string) => (title.startsWith(MENU_KEY_PREFIX) && t.has(title) ? t(title) : title), [t]);
}
