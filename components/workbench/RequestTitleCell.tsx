'use client';

import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import { formatFigure } from '@/components/entity/fields/number-format';
import type { RowSummary } from '@/lib/contract/workflow-values';
import styles from './workbench.module.css';

interface RequestTitleCellProps {
  title: string;
  /** The summary fields its model declares, with this request's values. */
  summary?: readonly RowSummary[];
  onOpen: () => void;
}

/** A request's title on a workbench row, and under it what the request is about (amount, counterparty, ...). */
export function RequestTitleCell({ title, summary, onOpen }: RequestTitleCellProps) {
  const t = useTranslations('workbench.summary');
  const valueText = (item: RowSummary) => {
    if (typeof item.value === 'boolean') return item.value ? t('yes') : t('no');
    if (item.type === 'long' || typeof item.value === 'number') return formatFigure(item.value) || String(item.value);
    return String(item.value);
  };
  return (
    <div className={styles.titleCell}>
      <Button type="link" className={styles.titleLink} title={title} onClick={onOpen} data-testid="row-title">
        {title}
      </Button>
      {summary && summary.length > 0 ? (
        <div className={styles.rowSummary} data-testid="row-summary">
          {summary.map((item) => (
            <span key={item.id} className={styles.summaryItem} data-field={item.id}>
              <span className={styles.summaryLabel}>{item.label}</span>
              <span className={item.type === 'long' ? styles.summaryFigure : undefined}>{valueText(item)}</span>
            </span>
          ))}
        </div>
      ) : null}
    </div>
  );
}
