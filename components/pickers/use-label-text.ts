'use client';

import { useMenuTitle } from '@/components/shell/use-menu-title';

/**
 * Labels as a reader sees them: some records store a message key as their name (seeded menus
 * are titled 'menu.customer'), which is shown in the reader's language; other text as it is.
 */
export function useLabelText(): (label: string) => string {
  return useMenuTitle();
}
