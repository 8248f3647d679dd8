'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';

/** Menu titles are message keys ('menu.crm'); titles the server invents are shown as they are. */
export function useMenuTitle(): (title: string) => string {
  const t = useTranslations();
  return useCallback((title: string) => (t.has(title) ? t(title) : title), [t]);
}
