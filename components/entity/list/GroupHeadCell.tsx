'use client';

import { useTranslations } from 'next-intl';
import type { FieldDef } from '@/lib/entity/types';
import { kindOf } from '../fields';
import type { GroupHead } from './group-rows';
import styles from '../entity-ui.module.css';

/** A group's head in a grouped table: the value as its column shows it (a choice's tag, a person's name), and the count. */
export function GroupHeadCell({ field, head }: { field: FieldDef; head: GroupHead }) {
  const t = useTranslations('entityUi.views');
  const tAll = useTranslations();
  return (
    <span data-testid="list-group-head" data-group={head.groupValue ?? ''}>
      {t('groupLabel', { label: tAll(field.label) })}{head.groupValue === null ? t('noValue') : kindOf(field).cell(head.groupValue, {}, field)}
      <span className={styles.groupCount}>{t('groupCount', { count: head.groupCount })}</span>
    </span>
  );
}
