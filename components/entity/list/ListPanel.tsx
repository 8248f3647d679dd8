'use client';

import { Space, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { usePhone } from '@/components/providers/phone-hint';
import { PagedTable, type PagedTableProps } from './PagedTable';
import { cardSelectionOf } from './card-selection';
import { DEFAULT_CARD_FIELDS, RecordCards } from './RecordCards';
import { RefreshButton } from './RefreshButton';
import frame from '@/components/shell/page-frame.module.css';

type ListPanelProps<R> = PagedTableProps<R> & {
  title: string;
  /** Buttons before 刷新 (a 新增). */
  actions?: ReactNode;
  /** What 刷新 reloads: the list's own calls unless more depends on them (a count elsewhere). */
  onRefresh?: () => void;
  testId?: string;
  /** The columns a phone's card shows under the first one (default: the next three). */
  cardFields?: readonly string[];
};

/**
 * How a phone shows the table's columns as cards: the first column heads each card, the column
 * pinned right (the row's actions) sits beside it, and a few others follow.
 */
function cardLayout<R>(columns: TableColumnsType<R>, declared: readonly string[] | undefined) {
  const keyOf = (column: TableColumnsType<R>[number]) => String(column.key);
  const actions = columns.find((column) => column.fixed === 'right');
  const rest = columns.slice(1).filter((column) => column !== actions).map(keyOf);
  return { title: columns[0] ? keyOf(columns[0]) : '', actions, fields: declared ? [...declared] : rest.slice(0, DEFAULT_CARD_FIELDS) };
}

/** A list's panel: its title (the page's heading) with the toolbar, above the paged table (cards on a phone). */
export function ListPanel<R extends object>({ title, actions, onRefresh, testId, cardFields, ...table }: ListPanelProps<R>) {
  const phone = usePhone();
  const columns = table.columns ?? [];
  const cards = phone ? cardLayout(columns, cardFields) : null;
  const rowKey = (record: R) => String(typeof table.rowKey === 'function' ? table.rowKey(record) : (record as Record<string, unknown>)[String(table.rowKey ?? 'key')]);
  return (
    <section className={frame.panel} data-testid={testId}>
      <div className={frame.toolbar}>
        <h1 className={frame.listTitle}>{title}</h1>
        <Space wrap className={frame.toolbarActions}>
          {actions}
          <RefreshButton onClick={onRefresh ?? table.list.refresh} />
        </Space>
      </div>
      {cards ? (
        <RecordCards<R>
          list={table.list}
          columns={columns}
          titleColumn={cards.title}
          fieldColumns={cards.fields}
          empty={table.emptyText}
          rowKey={rowKey}
          // The table's row selection, when the list has one, ticks its cards.
          selection={table.rowSelection ? cardSelectionOf(table.rowSelection, table.list.records, rowKey) : undefined}
          actions={(record, index) => {
            const column = cards.actions;
            return column && 'render' in column && column.render ? (column.render(undefined, record, index) as ReactNode) : null;
          }}
        />
      ) : (
        <PagedTable<R> {...table} />
      )}
    </section>
  );
}
