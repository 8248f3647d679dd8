'use client';

import { Tooltip } from 'antd';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { withheldFieldsOf } from '@/lib/entity/features/computed/withheld';
import type { EntityRecord } from '../../fields';
import { EMPTY_MARK } from '../../fields/shared';
import styles from './computed.module.css';

/**
 * A worked-out value as the server answered it: shown as the field shows it, or, where it counts
 * records the reader may not view (the server withheld it), the empty mark with a hint saying so.
 */
export function WithheldValue({ name, record, show }: { name: string; record: EntityRecord; show: (value: unknown) => ReactNode }) {
  const t = useTranslations('entityUi.computed');
  if (!withheldFieldsOf(record).includes(name)) return <>{show(record[name])}</>;
  return (
    <Tooltip title={t('withheld')}>
      <span className={styles.withheld} aria-label={t('withheld')} data-testid={`withheld-${name}`}>{EMPTY_MARK}</span>
    </Tooltip>
  );
}
