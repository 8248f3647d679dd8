'use client';

import { businessToday } from '@/lib/client/business-time';
import { isOverdue } from '@/lib/entity/features/overdue/overdue';
import type { EntityDef } from '@/lib/entity/types';
import type { EntityRecord } from '../../fields';
import styles from '../../entity-ui.module.css';

/** The class of a list row or card: overdue records (`overdue`) stand out, as of the business's today. */
export function overdueRowClass(entity: EntityDef): (record: EntityRecord) => string {
  if (!entity.overdue) return () => '';
  const today = businessToday();
  return (record) => (isOverdue(entity, record, today) ? (styles.overdueRow ?? '') : '');
}
