'use client';

import { Button } from 'antd';
import { useTranslations } from 'next-intl';
import type { RowSummary } from '@/lib/contract/workflow-values';
import { RequestSummary } from './RequestSummary';
import styles from './workbench.module.css';

interface RequestTitleCellProps {
  title: string;
  /** The request's readable number (审批编号), when it has one. */
  number?: string | null;
  /** The summary fields its model declares, with this request's values. */
  summary?: readonly RowSummary[];
  /** Shown in bold (抄送我的: a copy not read yet). */
  unread?: boolean;
  onOpen: () => void;
}

/**
 * A request's title on a workbench row (and a phone's card), and under it its number and what the
 * request is about (amount, dates, counterparty, ...).
 */
export function RequestTitleCell({ title, number, summary, unread = false, onOpen }: RequestTitleCellProps) {
  const t = useTranslations('workbench.list');
  return (
    <div className={styles.titleCell}>
      <Button type="link" className={unread ? `${styles.titleLink} ${styles.unread}` : styles.titleLink} title={title} onClick={onOpen} data-testid="row-title">
        {title}
      </Button>
      {number || (summary && summary.length > 0) ? <RequestSummary summary={summary ?? []} number={number ? { value: number, label: t('number') } : null} /> : null}
    </div>
  );
}
