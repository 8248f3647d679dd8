'use client';

import { Button, Empty, Pagination, Spin, type TableColumnsType } from 'antd';
import { useTranslations } from 'next-intl';
import { Fragment, useId, type ReactNode } from 'react';
import { LazyResult as Result } from '@/components/widgets/LazyResult';
import { pageRange } from './paging';
import type { PagedQuery } from './use-paged-query';
import { WholeText } from '@/components/widgets/EllipsisText';
import { CardSelectAll, CardTick, tickedCardClass, type CardSelection } from './CardSelection';
import styles from './record-cards.module.css';

/** How many fields a card shows under its title when its list names none. */
export const DEFAULT_CARD_FIELDS = 3;

export interface RecordCardsProps<R> {
  list: PagedQuery<R>;
  /** The table's columns (their cells, the title's link included): a card shows some of them. */
  columns: TableColumnsType<R>;
  /** The column whose cell heads a card. */
  titleColumn: string;
  /** The columns a card shows under its title, in this order. */
  fieldColumns: readonly string[];
  empty: ReactNode;
  rowKey: (record: R) => string;
  /** A card's actions beside its name (an action sheet's trigger, or the one action a list has). */
  actions: (record: R, index: number) => ReactNode;
  rowClassName?: (record: R) => string;
  /** What comes before a card that starts a group (a grouped list's value and count); null for the others. */
  heading?: (record: R) => ReactNode;
  /** Cards may be ticked (the table's row selection): a box on each, 全选 of the page above them. */
  selection?: CardSelection<R>;
}

type Column<R> = TableColumnsType<R>[number] & { dataIndex?: unknown };

/**
 * A list on a phone: a card per record with its name, a few key fields and one button for its
 * actions, then the pager. The cells are the table's own, so a card reads as its row would.
 */
export function RecordCards<R extends object>({ list, columns, titleColumn, fieldColumns, empty, rowKey, actions, rowClassName, heading, selection }: RecordCardsProps<R>) {
  const titleId = useId();
  const t = useTranslations('entityUi.list');
  const byKey = new Map((columns as Column<R>[]).map((column) => [String(column.key), column]));
  const cell = (column: Column<R>, record: R, index: number): ReactNode => {
    const value = typeof column.dataIndex === 'string' ? (record as Record<string, unknown>)[column.dataIndex] : undefined;
    return ('render' in column && column.render ? column.render(value, record, index) : value) as ReactNode;
  };
  const title = byKey.get(titleColumn);
  const fields = fieldColumns.flatMap((name) => byKey.get(name) ?? []);
  if (list.failed) return <Result status="warning" title={t('loadFailed')} extra={<Button onClick={list.refresh}>{t('retry')}</Button>} />;
  return (
    <Spin spinning={list.loading}>
      {list.records.length === 0 ? (
        <div className={styles.empty}>{typeof empty === 'string' ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> : empty}</div>
      ) : (
        <>
          {selection ? <CardSelectAll selection={selection} records={list.records} rowKey={rowKey} /> : null}
          <ul className={styles.cards} data-testid="record-cards">
            {list.records.map((record, index) => (
              <Fragment key={rowKey(record)}>
              {heading?.(record) ? <li className={styles.groupHead}>{heading(record)}</li> : null}
              <li className={`${styles.card} ${rowClassName?.(record) ?? ''} ${selection?.selectedKeys.includes(rowKey(record)) ? tickedCardClass : ''}`} data-testid="record-card">
                <div className={styles.head}>
                  {selection ? <CardTick selection={selection} record={record} recordKey={rowKey(record)} labelledBy={`${titleId}-${index}`} /> : null}
                  <div className={styles.title} id={`${titleId}-${index}`}>{title ? <WholeText>{cell(title, record, index)}</WholeText> : null}</div>
                  {actions(record, index)}
                </div>
                {fields.length ? (
                  <dl className={styles.fields}>
                    {fields.map((column) => (
                      <div key={String(column.key)} className={styles.field}>
                        <dt>{column.title as ReactNode}</dt>
                        <dd>{cell(column, record, index)}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
              </li>
              </Fragment>
            ))}
          </ul>
        </>
      )}
      {list.total > 0 ? (
        <div className={styles.pager}>
          <span className={styles.total}>{t(list.page?.totalCapped ? 'totalCapped' : 'total', { ...pageRange(list.pageNo, list.pageSize, list.total), total: list.total })}</span>
          <Pagination simple current={list.pageNo} pageSize={list.pageSize} total={list.total} onChange={list.changePage} />
        </div>
      ) : null}
    </Spin>
  );
}
