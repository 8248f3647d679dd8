'use client';

import { useTranslations } from 'next-intl';

/** What stands between the items of a list in a sentence or a cell: 、 in Chinese, a comma in English. */
export function useListSeparator(): string {
  return useTranslations('app')('listSeparator');
}
