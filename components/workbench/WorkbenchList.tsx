'use client';

import type { TableColumnsType } from 'antd';
import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { useState, type Key, type ReactNode } from 'react';
import { CardSelectionDock } from '@/components/entity/list/CardSelection';
import { LinkedFiltersNote } from '@/components/entity/list/LinkedFiltersNote';
import { ListPanel } from '@/components/entity/list/ListPanel';
import { usePagedQuery } from '@/components/entity/list/use-paged-query';
import { usePhone } from '@/components/providers/phone-hint';
import { useOpenedOnce } from '@/lib/client/use-opened-once';
import type { Paged } from '@/lib/contract/envelope';
import { WORKBENCH_OVERDUE_PARAM, WORKBENCH_PAGE_SIZES } from '@/lib/contract/workflow-values';
import { listFilters, type WorkbenchFilters } from './list-filters';
import { useDetailParam } from './use-detail-param';
import type { NextTask } from './NextTaskBar';
import { DepartedNotice } from './DepartedNotice';
import { useDepartedRows } from './use-departed-rows';
import { loadWorkbenchList, refreshWorkbench, WORKBENCH_KEY, type WorkbenchListKind, type WorkbenchRow } from './workbench-api';
import { WorkbenchFilterBar } from './WorkbenchFilterBar';
import frame from '@/components/shell/page-frame.module.css';

/** The task's drawer (its form, diagram, history and actions) loads when a task is first opened. */
const TaskDetailDrawer = dynamic(() => import('./TaskDetailDrawer').then((m) => m.TaskDetailDrawer), { ssr: false });

const NO_FILTERS: WorkbenchFilters = {};
/** 待我审批 opened from a reminder (?overdue=1): only the tasks past their due time. */
const OVERDUE_ONLY: WorkbenchFilters = { overdue: true };

function withoutOverdue({ overdue: _overdue, ...rest }: WorkbenchFilters): WorkbenchFilters {
  return rest;
}

interface WorkbenchListProps<K extends WorkbenchListKind, R> {
  /** The list; its rows must be `R`s (a type a page holds only rows of, such as the list's own row). */
  kind: K & (WorkbenchRow<K> extends R ? unknown : never);
  testId: string;
  /** The filter form's name. */
  filterName: string;
  /** The applicant filter (not on the caller's own requests), the status filter (only there). */
  applicant?: boolean;
  status?: boolean;
  /** The read-state filter (抄送我的). */
  readState?: boolean;
  title: string;
  rowKey: keyof R & string;
  columns: TableColumnsType<R>;
  /** The columns a phone's card shows under the request (ListPanel). */
  cardFields?: readonly string[];
  emptyText: ReactNode;
  /** Buttons beside 刷新 (a new request). */
  actions?: ReactNode;
  /** The task to offer once the open one is decided (待我审批): the first other row of the page. */
  nextOf?: (records: readonly R[], currentTaskId: string | null) => NextTask | null;
  /** Rows are tasks that someone else can move away (待我审批): say why a row left the list. */
  explainsDepartures?: boolean;
  /** Rows may be selected (待我审批's batch decisions): the toolbar's buttons for the selected rows of the page. */
  batch?: (selected: readonly R[], clear: () => void) => ReactNode;
  /** The rows a batch may take (the rest show their box disabled): the same rule for a row and a phone's card. */
  selectable?: (row: R) => boolean;
}

/** The list's pages with their rows read as `R`, which the props checked the list's rows are. */
function rowsAs<K extends WorkbenchListKind, R>(kind: K): (query: Parameters<ReturnType<typeof loadWorkbenchList>>[0]) => Promise<Paged<R>> {
  const load = loadWorkbenchList(kind);
  return (query) => load(query) as Promise<Paged<WorkbenchRow<K>>> as Promise<Paged<R>>;
}

/**
 * A workbench list (docs/workflow.md, "The workbench"): the filter bar, the list paged on the server (10/20/30) and
 * the task's detail, open while the address names a task or request (?taskId=, ?instanceId=).
 */
export function WorkbenchList<K extends WorkbenchListKind, R extends object = WorkbenchRow<K>>({ kind, testId, filterName, applicant, status, readState, title, rowKey, columns, cardFields, emptyText, actions, nextOf, explainsDepartures = false, batch, selectable }: WorkbenchListProps<K, R>) {
  const detail = useDetailParam();
  const detailOpened = useOpenedOnce(Boolean(detail.taskId || detail.instanceId));
  const address = useSearchParams();
  const linkedOverdue = kind === 'pending' && address.get(WORKBENCH_OVERDUE_PARAM) === '1';
  const list = usePagedQuery<R, WorkbenchFilters>({ scope: [WORKBENCH_KEY, kind], load: rowsAs<K, R>(kind), filters: linkedOverdue ? OVERDUE_ONLY : NO_FILTERS, pageSizes: WORKBENCH_PAGE_SIZES });
  const [selectedKeys, setSelectedKeys] = useState<Key[]>([]);
  // Only rows still on the page count: a decided task leaves the list and the selection.
  const selected = list.records.filter((r) => selectedKeys.includes(String((r as Record<string, unknown>)[rowKey])));
  const clearSelection = () => setSelectedKeys([]);
  // A phone ticks cards; their batch buttons wait in a bar at the screen's bottom instead of the toolbar.
  const phone = usePhone();
  const departures = useDepartedRows(list.records as readonly { task_key: string }[], JSON.stringify(list.request), explainsDepartures);
  return (
    <div className={frame.page} data-testid={testId}>
      <WorkbenchFilterBar
        name={filterName} list={kind} applicant={applicant} status={status} readState={readState}
        // The address's overdue filter stays with what the bar asks, until its note clears it.
        onSearch={(values) => list.search((previous) => ({ ...listFilters(values), ...(previous.overdue ? OVERDUE_ONLY : {}) }))}
        onReset={list.reset}
      />
      {list.filters.overdue ? <LinkedFiltersNote onClear={() => list.search(withoutOverdue)} /> : null}
      <DepartedNotice departed={departures.departed} onClose={departures.dismiss} />
      <ListPanel<R>
        title={title}
        testId="workbench-table"
        rowKey={rowKey}
        columns={columns}
        cardFields={cardFields}
        list={list}
        emptyText={emptyText}
        onRefresh={refreshWorkbench}
        actions={
          <>
            {batch && !phone ? batch(selected, clearSelection) : null}
            {actions}
          </>
        }
        rowSelection={batch ? {
          selectedRowKeys: selected.map((r) => String((r as Record<string, unknown>)[rowKey])),
          onChange: setSelectedKeys,
          preserveSelectedRowKeys: false,
          getCheckboxProps: (row: R) => ({ disabled: selectable ? !selectable(row) : false }),
        } : undefined}
      />
      {batch && phone ? <CardSelectionDock count={selected.length} onClear={clearSelection}>{batch(selected, clearSelection)}</CardSelectionDock> : null}
      {detailOpened ? (
        <TaskDetailDrawer
          taskId={detail.taskId}
          instanceId={detail.instanceId}
          onClose={detail.close}
          afterDecision={nextOf ? { next: nextOf(list.records, detail.taskId), open: (next) => detail.open({ taskId: next.taskId, instanceId: next.instanceId }) } : undefined}
        />
      ) : null}
    </div>
  );
}
