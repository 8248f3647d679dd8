'use client';

import { useTranslations } from 'next-intl';
import { useUserLabels } from '@/components/pickers/user-directory';

/** Who delegated the task (委派): the delegate sees whom she hands it back to. */
export function DelegatedBy({ delegator }: { delegator: string }) {
  const t = useTranslations('workbench');
  const { data: names } = useUserLabels([delegator]);
  return <span data-testid="task-delegator">{t('detail.delegatedBy', { name: names?.get(delegator) ?? delegator })}</span>;
}
