'use client';

import { useTranslations } from 'next-intl';
import type { HTMLAttributes, ReactNode } from 'react';
import type { EntityDef } from '@/lib/entity/types';
import { ListTotalsRow } from '../features/list-totals/ListTotalsRow';
import { keyOf } from '../entity-api';
import type { EntityRecord } from '../fields';
import { sortFrom } from '../list-query';
import { fitColumns } from './column-widths';
import { PagedTable } from './PagedTable';
import { GroupHeadCell } from './GroupHeadCell';
import { isGroupHead, withGroupHeads } from './group-rows';
import { ResizableHeaderCell } from './ResizableHeaderCell';
import styles from '../entity-ui.module.css';
import { linkTitleColumn } from './title-link';
import { tableColumns, type ListColumn } from './use-list-columns';
import { useElementWidth } from './use-element-width';
import type { useEntityQuery } from './use-entity-query';
import type { useRowSelection } from './use-row-selection';
import { useStickyTop } from './use-sticky-top';

const ACTIONS_COLUMN = '__actions';
const RESIZABLE = { header: { cell: ResizableHeaderCell } };
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
  /** The user dragged a column's edge: its new width. */
  onWidth?: (name: string, width: number) => void;
}

/**
 * The desktop's table of an entity list: the cut-short columns narrow to fit the page where they
 * can; a table still too wide scrolls sideways under its actions, which stay pinned on the right so
 * every row's buttons are in view. Declared totals (`listTotals`) make a 合计 row under it.
 */
export function EntityTable({ entity, list, allColumns, shownColumns, selection, actionsWidth, rowActions, hrefOf, openDetail, rowClassName, emptyText, embedded, onWidth }: EntityTableProps) {
  const t = useTranslations('entityUi');
  const [tableBox, room] = useElementWidth<HTMLDivElement>();
  const stickyTop = useStickyTop();
  const selectionWidth = selection ? SELECTION_WIDTH : 0;
  const fitted = room === null ? shownColumns : fitColumns(shownColumns, room - actionsWidth - selectionWidth).columns;
  const tableWidth = fitted.reduce((sum, c) => sum + c.width, actionsWidth + selectionWidth);
  const groupBy = list.filters.groupBy;
  const groupField = groupBy ? entity.fields[groupBy] : undefined;
  const rows = groupBy && groupField ? withGroupHeads(list.records, groupBy, list.page?.groups ?? []) : undefined;
  const spanAll = fitted.length + 1;
  const linked = linkTitleColumn(entity, tableColumns(entity, fitted, list.sort), hrefOf, openDetail);
  const columns: typeof linked = linked.map((column, index) => ({
    ...column,
    // The header cell's own props (ResizableHeaderCell), which antd's types know only as a td's.
    ...(onWidth ? { onHeaderCell: () => ({ columnWidth: fitted[index]!.width, columnLabel: fitted[index]!.label, onResize: (width: number) => onWidth(fitted[index]!.name, width) }) as HTMLAttributes<HTMLElement> } : {}),
    // A group's head row is one cell across the table: its value, and how many records have it.
    ...(rows ? {
      onCell: (record: EntityRecord) => (isGroupHead(record) ? { colSpan: index === 0 ? spanAll : 0 } : {}),
      render: (value: unknown, record: EntityRecord, i: number) => (isGroupHead(record)
        ? <GroupHeadCell field={groupField!} head={record} />
        : (column.render as (v: unknown, r: EntityRecord, i: number) => ReactNode)(value, record, i)),
    } : {}),
  }));
  columns.push({
    key: ACTIONS_COLUMN,
    title: t('list.operations'),
    fixed: 'right',
    width: actionsWidth,
    ...(rows ? { onCell: (record: EntityRecord) => (isGroupHead(record) ? { colSpan: 0 } : {}) } : {}),
    render: (_value: unknown, record: EntityRecord) => {
      if (isGroupHead(record)) return null;
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
        rows={rows}
        rowKey={(record) => (isGroupHead(record) ? `group:${record.groupValue ?? ''}` : keyOf(entity, record) ?? JSON.stringify(record))}
        components={onWidth ? RESIZABLE : undefined}
        columns={columns}
        onChange={(_pagination, _filters, sorter, change) => {
          if (change.action !== 'sort') return;
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          list.sortBy(sortFrom(entity, allColumns.find((c) => c.name === one?.columnKey)?.sortParam ?? null, one?.order));
        }}
        rowClassName={(record) => (isGroupHead(record) ? styles.groupRow ?? '' : rowClassName(record))}
        summary={totals && list.records.length > 0 ? () => (
          <ListTotalsRow
            selectable={Boolean(selection)}
            columns={fitted.map((column) => ({ name: column.name, render: (value: unknown) => column.render(value, {}) }))}
            totals={totals}
            label={t('list.totals')}
          />
        ) : undefined}
        rowSelection={selection ? (rows ? { ...selection.rowSelection, renderCell: (_checked, record, _index, box) => (isGroupHead(record) ? null : box) } : selection.rowSelection) : undefined}
        scroll={{ x: tableWidth }}
        sticky={embedded ? undefined : { offsetHeader: stickyTop }}
      />
    </div>
  );
}
