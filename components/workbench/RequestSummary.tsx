'use client';

import { useTranslations } from 'next-intl';
import { formatFigure } from '@/components/entity/fields/number-format';
import type { RowSummary } from '@/lib/contract/workflow-values';
import styles from './request-summary.module.css';

/** A summary value that is a figure: a number, or a designed form's money (sent as text, ¥3,280.00). */
const isFigure = (item: RowSummary) => item.type === 'long' || item.type === 'amount';

/** The one figure that tells a request apart at a glance (an amount), else its first summary value. */
export function keyFigure(summary: readonly RowSummary[]): RowSummary[] {
  const figure = summary.find((item) => item.type === 'amount') ?? summary.find(isFigure) ?? summary[0];
  return figure ? [figure] : [];
}

/**
 * What a request is about, as its model's summary fields say (amount, counterparty, ...): on workbench
 * rows with the request's number, and on one line on home cards (lead: who asked).
 */
interface RequestSummaryProps {
  summary: readonly RowSummary[];
  lead?: string | null;
  /** The request's number, and what it is called (a hint on it): the workbench's texts, which the home page does not load. */
  number?: { value: string; label: string } | null;
  oneLine?: boolean;
}

export function RequestSummary({ summary, lead, number, oneLine = false }: RequestSummaryProps) {
  const t = useTranslations('entityUi.bool');
  const valueText = (item: RowSummary) => {
    if (typeof item.value === 'boolean') return item.value ? t('yes') : t('no');
    if (typeof item.value === 'number') return formatFigure(item.value) || String(item.value);
    return String(item.value);
  };
  if (summary.length === 0 && !lead && !number) return null;
  return (
    <div className={oneLine ? `${styles.rowSummary} ${styles.oneLine}` : styles.rowSummary} data-testid="row-summary" data-entered>
      {lead ? <span className={styles.summaryItem} data-field="applicant">{lead}</span> : null}
      {number ? (
        <span className={`${styles.summaryItem} ${styles.summaryFigure}`} data-field="request_no" title={number.label}>
          {number.value}
        </span>
      ) : null}
      {summary.map((item) => (
        <span key={item.id} className={styles.summaryItem} data-field={item.id} data-figure={item.type === 'long' ? '' : undefined}>
          <span className={styles.summaryLabel}>{item.label}</span>
          <span className={isFigure(item) ? styles.summaryFigure : undefined}>{valueText(item)}</span>
        </span>
      ))}
    </div>
  );
}
