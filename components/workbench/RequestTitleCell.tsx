'use client';

import { Button } from 'antd';
import type { RowSummary } from '@/lib/contract/workflow-values';
import { RequestSummary } from './RequestSummary';
import styles from './workbench.module.css';

interface RequestTitleCellProps {
  title: string;
  /** The summary fields its model declares, with this request's values. */
  summary?: readonly RowSummary[];
  onOpen: () => void;
}

/** A request's title on a workbench row, and under it what the request is about (amount, counterparty, ...). */
export function RequestTitleCell({ title, summary, onOpen }: RequestTitleCellProps) {
  return (
    <div className={styles.titleCell}>
      <Button type="link" className={styles.titleLink} title={title} onClick={onOpen} data-testid="row-title">
        {title}
      </Button>
      {summary && summary.length > 0 ? <RequestSummary summary={summary} /> : null}
    </div>
  );
}
