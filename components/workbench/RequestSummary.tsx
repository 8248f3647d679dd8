'use client';

import { useTranslations } from 'next-intl';
import { formatFigure } from '@/components/entity/fields/number-format';
import type { RowSummary } from '@/lib/contract/workflow-values';
import styles from './request-summary.module.css';

/** The one figure that tells a request apart at a glance (an amount), else its first summary value. */
export function keyFigure(summary: readonly RowSummary[]): RowSummary[] {
  const figure = summary.find((item) => item.type === 'long') ?? summary[0];
  return figure ? [figure] : [];
}

/**
 * What a request is about, as its model's summary fields say (amount, counterparty, ...): on workbench
 * rows, and on one line on home cards (lead: who asked).
 */
export function RequestSummary({ summary, lead, oneLine = false }: { summary: readonly RowSummary[]; lead?: string | null; oneLine?: boolean }) {
  const t = useTranslations('entityUi.bool');
  const valueText = (item: RowSummary) => {
    if (typeof item.value === 'boolean') return item.value ? t('yes') : t('no');
    if (item.type === 'long' || typeof item.value === 'number') return formatFigure(item.value) || String(item.value);
    return String(item.value);
  };
  if (summary.length === 0 && !lead) return null;
  return (
    <div className={oneLine ? `${styles.rowSummary} ${styles.oneLine}` : styles.rowSummary} data-testid="row-summary" data-entered>
      {lead ? <span className={styles.summaryItem} data-field="applicant">{lead}</span> : null}
      {summary.map((item) => (
        <span key={item.id} className={styles.summaryItem} data-field={item.id} data-figure={item.type === 'long' ? '' : undefined}>
          <span className={styles.summaryLabel}>{item.label}</span>
          <span className={item.type === 'long' ? styles.summaryFigure : undefined}>{valueText(item)}</span>
        </span>
      ))}
    </div>
  );
}
