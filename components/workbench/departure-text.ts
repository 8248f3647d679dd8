'use client';

import { useTranslations } from 'next-intl';
import type { TaskDeparture } from '@/lib/contract/workflow-values';

/** The sentence that says why a task left the caller (workbench.departure.*). */
export function useDepartureText(): (departure: TaskDeparture) => string {
  const t = useTranslations('workbench.departure');
  return (d) => {
    const by = d.by ?? t('someone');
    switch (d.kind) {
      case 'decidedBy':
        return t(`decidedBy.${d.action ?? 'APPROVED'}`, { by });
      case 'withdrawn':
        return t('withdrawn', { by });
      case 'handedOver':
        return d.to ? t('handedOver', { by, to: d.to }) : t('handedOverNobody', { by });
      case 'signRemoved':
        return t('signRemoved', { by });
      case 'timedOut':
        return t('timedOut');
      default:
        return t('movedOn');
    }
  };
}
