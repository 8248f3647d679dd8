'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { EntityDef } from '@/lib/entity/types';
import { ListTotalsRow } from '../features/list-totals/ListTotalsRow';
import { keyOf } from '../entity-api';
import type { EntityRecord } from '../fields';
import { sortFrom } from '../list-query';
import { fitColumns } from './column-widths';
import { PagedTable } from './PagedTable';
import { linkTitleColumn } from './title-link';
import { tableColumns, type ListColumn } from './use-list-columns';
import { useElementWidth } from './use-element-width';
import type { useEntityQuery } from './use-entity-query';
import type { useRowSelection } from './use-row-selection';
import { useStickyTop } from './use-sticky-top';

const ACTIONS_COLUMN = '__actions';
/** antd's row selection column. */
const SELECTION_WIDTH = 32;

interface EntityTableProps {
  entity: EntityDef;
  list: ReturnType<typeof useEntityQuery>;
  /** Every column the list may show (sorting reads their parameters), and those shown. */
  allColumns: readonly ListColumn[];
  shownColumns: readonly ListColumn[];
  selection: ReturnType<typeof useRowSelection> | null;
  actionsWidth: number;
  rowActions: (record: EntityRecord, key: string) => ReactNode;
  hrefOf: (key: string) => string | undefined;
  openDetail: (key: string) => void;
  rowClassName: (record: EntityRecord) => string;
  emptyText: ReactNode;
  /** In a drawer or a record tab the window is not what scrolls: no sticky parts there. */
  embedded: boolean;
}

/**
 * The desktop's table of an entity list: the cut-short columns narrow to fit the page where they
 * can; a table still too wide scrolls sideways under its actions, which stay pinned on the right so
 * every row's buttons are in view. Declared totals (`listTotals`) make a 合计 row under it.
 */
export function EntityTable({ entity, list, allColumns, shownColumns, selection, actionsWidth, rowActions, hrefOf, openDetail, rowClassName, emptyText, embedded }: EntityTableProps) {
  const t = useTranslations('entityUi');
  const [tableBox, room] = useElementWidth<HTMLDivElement>();
  const stickyTop = useStickyTop();
  const selectionWidth = selection ? SELECTION_WIDTH : 0;
  const fitted = room === null ? shownColumns : fitColumns(shownColumns, room - actionsWidth - selectionWidth).columns;
  const tableWidth = fitted.reduce((sum, c) => sum + c.width, actionsWidth + selectionWidth);
  const columns = linkTitleColumn(entity, tableColumns(entity, fitted, list.sort), hrefOf, openDetail);
  columns.push({
    key: ACTIONS_COLUMN,
    title: t('list.operations'),
    fixed: 'right',
    width: actionsWidth,
    render: (_value: unknown, record: EntityRecord) => {
      const key = keyOf(entity, record);
      return key ? rowActions(record, key) : null;
    },
  });
  const totals = list.page?.totals;
  return (
    <div ref={tableBox}>
      <PagedTable<EntityRecord>
        list={list}
        emptyText={emptyText}
        retryOnFailure
        rowKey={(record) => keyOf(entity, record) ?? JSON.stringify(record)}
        columns={columns}
        onChange={(_pagination, _filters, sorter, change) => {
          if (change.action !== 'sort') return;
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          list.sortBy(sortFrom(entity, allColumns.find((c) => c.name === one?.columnKey)?.sortParam ?? null, one?.order));
        }}
        rowClassName={rowClassName}
        summary={totals && list.records.length > 0 ? () => (
          <ListTotalsRow
            selectable={Boolean(selection)}
            columns={fitted.map((column) => ({ name: column.name, render: (value: unknown) => column.render(value, {}) }))}
            totals={totals}
            label={t('list.totals')}
          />
        ) : undefined}
        rowSelection={selection ? selection.rowSelection : undefined}
        scroll={{ x: tableWidth }}
        sticky={embedded ? undefined : { offsetHeader: stickyTop }}
      />
    </div>
  );
}
