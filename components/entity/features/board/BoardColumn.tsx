'use client';

import { Button, Spin } from 'antd';
import { useTranslations } from 'next-intl';
import { Fragment, useState, type DragEvent, type ReactNode } from 'react';
import useSWR from 'swr';
import type { EntityDef } from '@/lib/entity/types';
import { keyOf, queryRecords, type RecordPage } from '../../entity-api';
import type { DictItem } from '../../fields/dict-items';
import { formatCurrency, formatFigure } from '../../fields/number-format';
import type { EntityRecord } from '../../fields';
import { BOARD_KEY } from './list-view';
import type { BoardSetup } from '@/lib/entity/features/board/board';
import styles from './board.module.css';

/** Cards a column shows at first, and how many more each 加载更多 brings. */
const COLUMN_PAGE = 20;

interface BoardColumnProps {
  entity: EntityDef;
  board: BoardSetup;
  item: DictItem;
  /** The list's query (filters, advanced query, order); the column adds its own value and size. */
  query: Record<string, unknown>;
  /** While a card is dragged: whether it may land here (null: nothing is being dragged). */
  accepts: boolean | null;
  onDropCard: () => void;
  renderCard: (record: EntityRecord, key: string) => ReactNode;
}

/** One column of the board: the records whose board field holds this column's value. */
export function BoardColumn({ entity, board, item, query, accepts, onDropCard, renderCard }: BoardColumnProps) {
  const t = useTranslations('entityUi.board');
  const tAll = useTranslations();
  const [size, setSize] = useState(COLUMN_PAGE);
  const body = { ...query, [board.field]: item.value, pageNo: 1, pageSize: size };
  const { data, isLoading } = useSWR<RecordPage>(
    [BOARD_KEY, entity.name, board.field, JSON.stringify(body)],
    () => queryRecords(entity, body),
    { keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const records = data?.records ?? [];
  const total = data?.total ?? 0;
  // The board's sum over the whole column (the query sums it with its filters and scope), money as yuan.
  const sumName = board.sum;
  const sumField = sumName ? entity.fields[sumName] : undefined;
  const sum = sumName && data?.totals ? data.totals[sumName] : undefined;
  const sumText = sum === undefined ? null : sumField?.type === 'money' ? formatCurrency(sum) : formatFigure(sum);
  const over = (event: DragEvent) => {
    if (accepts === null) return;
    // Every column takes the drop, so one that may not be moved to can say why.
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
  };
  const state = accepts === null ? '' : accepts ? styles.dropAllowed : styles.dropRefused;
  return (
    <section
      className={`${styles.column} ${state}`}
      onDragOver={over}
      onDrop={(event) => {
        event.preventDefault();
        onDropCard();
      }}
      aria-label={t('column', { name: item.text, count: total })}
      data-testid="board-column"
      data-value={item.value}
    >
      <header className={styles.columnHead}>
        <span>{item.text}</span>
        <span className={styles.columnCount} data-testid="board-column-count">{data?.totalCapped ? `${total}+` : total}</span>
      </header>
      {sumField && sumText !== null ? (
        <div className={styles.columnSum} data-testid="board-column-sum" data-sum={sum}>
          {t('sum', { label: tAll(sumField.label), sum: sumText })}
        </div>
      ) : null}
      <Spin spinning={isLoading}>
        <div className={styles.cards}>
          {records.map((record) => {
            const key = keyOf(entity, record);
            return key ? <Fragment key={key}>{renderCard(record, key)}</Fragment> : null;
          })}
          {!isLoading && records.length === 0 ? <div className={styles.empty}>{t('empty')}</div> : null}
        </div>
      </Spin>
      {records.length < total ? (
        <Button type="link" size="small" onClick={() => setSize((n) => n + COLUMN_PAGE)} data-testid="board-column-more">
          {t('more')}
        </Button>
      ) : null}
    </section>
  );
}
