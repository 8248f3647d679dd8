'use client';

import { Button, type TableColumnsType } from 'antd';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { formatMoment } from '@/components/entity/fields/date-values';
import { useSession } from '@/lib/client/session-state';
import { useOpenedOnce } from '@/lib/client/use-opened-once';
import { DEFAULT_WORKBENCH_PAGE_SIZE, listFilters, workbenchPageSize, type WorkbenchFilters } from './list-filters';
import { isOverdue } from './status';
import { InstanceStatusTag, TaskStatusTag } from './StatusTags';
import { useDetailParam } from './use-detail-param';
import { refreshWorkbench, useTaskList, type TaskListKind, type TaskRecord, type TransferRecord } from './workbench-api';
import { WorkbenchFilterBar } from './WorkbenchFilterBar';
import { WorkbenchTable } from './WorkbenchTable';
import styles from './workbench.module.css';
import frame from '@/components/shell/page-frame.module.css';

/** The task's drawer (its form, diagram, history and actions) loads when a task is first opened. */
const TaskDetailDrawer = dynamic(() => import('./TaskDetailDrawer').then((m) => m.TaskDetailDrawer), { ssr: false });

type Row = TaskRecord & Partial<TransferRecord>;

const time = (value: string | null | undefined) => <span className={styles.nowrap}>{formatMoment(value ?? '', 'datetime') || '-'}</span>;

/**
 * One of the four workbench lists (spec-2 §2.1), split by the caller's relation to the task:
 * awaiting my approval, handled by me, handed over by me, handed over to me. A row opens the
 * task's detail, whose address (?taskId=) a business message can link to.
 */
export function TaskListPage({ kind }: { kind: TaskListKind }) {
  const t = useTranslations('workbench');
  const { userKey } = useSession();
  const detail = useDetailParam();
  const detailOpened = useOpenedOnce(Boolean(detail.taskId || detail.instanceId));
  const [filters, setFilters] = useState<WorkbenchFilters>({});
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_WORKBENCH_PAGE_SIZE);
  const { data, isValidating } = useTaskList<Row>(kind, { ...filters, pageNo, pageSize });

  const openRow = (row: Row) => detail.open({ taskId: row.task_key, instanceId: row.instance_key });
  const mayHandle = (row: Row) => row.status === 'PENDING' && row.instance_status === 'RUNNING' && (kind === 'pending' || row.assignee === userKey);

  const titleColumn: TableColumnsType<Row>[number] = {
    key: 'title',
    title: t('columns.title'),
    render: (_, row) => (
      <Button type="link" className={styles.titleLink} title={row.title} onClick={() => openRow(row)} data-testid="row-title">
        {row.title}
      </Button>
    ),
  };
  const common: TableColumnsType<Row> = [
    titleColumn,
    { key: 'process', title: t('columns.process'), render: (_, row) => row.process_name },
    { key: 'task', title: t('columns.task'), render: (_, row) => row.task_name },
    { key: 'initiator', title: t('columns.initiator'), render: (_, row) => row.initiator_name },
  ];
  const byKind: Record<TaskListKind, TableColumnsType<Row>> = {
    pending: [
      { key: 'arrived', title: t('columns.arrived'), render: (_, row) => time(row.create_time) },
      {
        key: 'due',
        title: t('columns.due'),
        render: (_, row) =>
          row.due_date ? (
            <span className={`${styles.nowrap} ${isOverdue(row.due_date, row.status) ? styles.overdue : ''}`}>
              {formatMoment(row.due_date, 'datetime')}
              {isOverdue(row.due_date, row.status) ? ` ${t('list.overdue')}` : ''}
            </span>
          ) : (
            '-'
          ),
      },
    ],
    processed: [
      { key: 'result', title: t('columns.result'), render: (_, row) => <TaskStatusTag status={row.status} /> },
      { key: 'handled', title: t('columns.handledAt'), render: (_, row) => time(row.end_time) },
      { key: 'instance', title: t('columns.instanceStatus'), render: (_, row) => <InstanceStatusTag status={row.instance_status} /> },
    ],
    myTransfer: [
      { key: 'to', title: t('columns.receiver'), render: (_, row) => row.to_user_name ?? row.to_user },
      { key: 'message', title: t('columns.message'), render: (_, row) => <span className={styles.messageCell}>{row.message || '-'}</span> },
      { key: 'when', title: t('columns.transferredAt'), render: (_, row) => time(row.transfer_time) },
      { key: 'state', title: t('columns.taskStatus'), render: (_, row) => <TaskStatusTag status={row.status} /> },
    ],
    transferToMe: [
      { key: 'from', title: t('columns.giver'), render: (_, row) => row.from_user_name ?? row.from_user },
      { key: 'message', title: t('columns.message'), render: (_, row) => <span className={styles.messageCell}>{row.message || '-'}</span> },
      { key: 'when', title: t('columns.transferredAt'), render: (_, row) => time(row.transfer_time) },
      { key: 'state', title: t('columns.taskStatus'), render: (_, row) => <TaskStatusTag status={row.status} /> },
    ],
  };
  const columns: TableColumnsType<Row> = [
    ...common,
    ...byKind[kind],
    {
      key: 'actions',
      title: t('columns.actions'),
      fixed: 'right',
      width: 90,
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => openRow(row)} data-testid={mayHandle(row) ? 'row-handle' : 'row-view'}>
          {mayHandle(row) ? t('list.handle') : t('list.view')}
        </Button>
      ),
    },
  ];

  return (
    <div className={frame.page} data-testid={`workbench-${kind}`}>
      <WorkbenchFilterBar
        name={`workbench-${kind}-filter`}
        onSearch={(values) => {
          setFilters(listFilters(values));
          setPageNo(1);
        }}
        onReset={() => {
          setFilters({});
          setPageNo(1);
        }}
      />
      <WorkbenchTable<Row>
        title={t(`titles.${kind}`)}
        testId="workbench-table"
        rowKey={kind === 'myTransfer' || kind === 'transferToMe' ? 'transfer_key' : 'task_key'}
        columns={columns}
        page={data}
        loading={isValidating}
        emptyText={t(`empty.${kind}`)}
        pageNo={pageNo}
        pageSize={pageSize}
        onPage={(next, size) => {
          setPageNo(next);
          setPageSize(workbenchPageSize(size));
        }}
        onRefresh={refreshWorkbench}
      />
      {detailOpened ? <TaskDetailDrawer taskId={detail.taskId} instanceId={detail.instanceId} onClose={detail.close} /> : null}
    </div>
  );
}
