'use client';

import { EmptyReason } from '@/components/widgets/EmptyReason';
import { Button, Tag, type TableColumnsType } from 'antd';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { formatMoment } from '@/components/entity/fields/date-values';
import { useSession } from '@/lib/client/session-state';
import { isOverdue } from './status';
import { RequestTitleCell } from './RequestTitleCell';
import { HandedBackTag, InstanceStatusTag, TaskStatusTag } from './StatusTags';
import { useDetailParam } from './use-detail-param';
import type { TaskListKind, TaskRecord, TransferRecord } from './workbench-api';
import { WorkbenchList } from './WorkbenchList';
import { BatchDecisionButtons } from './BatchDecisionButtons';
import { batchSelectable } from '@/lib/workflow/batch-decision';
import styles from './workbench.module.css';

type Row = TaskRecord & Partial<TransferRecord>;

/** A time column's width: the day over the clock, so a time is never cut however long the other columns' words are. */
const TIME_WIDTH = 104;

/** A moment as the day and the clock, each kept whole, on one line where there is room and one above the other where not. */
function Moment({ value, children }: { value: string | null | undefined; children?: ReactNode }) {
  const text = formatMoment(value ?? '', 'datetime');
  if (!text) return <>-</>;
  const [day, clock] = text.split(' ');
  return (
    <span data-testid="row-time">
      <span className={styles.nowrap}>{day}</span> <span className={styles.nowrap}>{clock}</span>
      {children}
    </span>
  );
}

const time = (value: string | null | undefined) => <Moment value={value} />;

/** The first row of the page other than the task just decided (the list may not have loaded again yet). */
const nextPending = (records: readonly Row[], current: string | null) => {
  const row = records.find((r) => r.task_key !== current);
  return row ? { taskId: row.task_key, instanceId: row.instance_key, title: row.title } : null;
};

/**
 * One of the four workbench lists (docs/workflow.md, "The workbench"), split by the caller's relation to the task:
 * awaiting my approval, handled by me, handed over by me, handed over to me. A row opens the
 * task's detail, whose address (?taskId=) a business message can link to.
 */
export function TaskListPage({ kind }: { kind: TaskListKind }) {
  const t = useTranslations('workbench');
  const { userKey } = useSession();
  const detail = useDetailParam();

  const openRow = (row: Row) => detail.open({ taskId: row.task_key, instanceId: row.instance_key });
  const mayHandle = (row: Row) => row.status === 'PENDING' && row.instance_status === 'RUNNING' && (kind === 'pending' || row.assignee === userKey);

  const titleColumn: TableColumnsType<Row>[number] = {
    key: 'title',
    title: t('columns.title'),
    // The request's summary wraps under its title instead of widening the table past the screen.
    width: 320,
    render: (_, row) => <RequestTitleCell title={row.title} number={row.request_no} summary={row.summary} onOpen={() => openRow(row)} />,
  };
  const common: TableColumnsType<Row> = [
    titleColumn,
    { key: 'process', title: t('columns.process'), render: (_, row) => row.process_name },
    {
      key: 'task',
      title: t('columns.task'),
      // A long step name (in English) and its tags wrap rather than push the times out of view.
      width: 160,
      render: (_, row) => (
        <span>
          {row.task_name}
          {kind === 'pending' && row.delegation === 'PENDING' && row.assignee === userKey ? (
            <Tag color="cyan" className={styles.rowTag} data-testid="row-delegated">{t('list.delegated')}</Tag>
          ) : null}
          {row.sign_kind ? <Tag color="magenta" className={styles.rowTag} data-testid="row-signer">{t('list.signer')}</Tag> : null}
        </span>
      ),
    },
    { key: 'initiator', title: t('columns.initiator'), render: (_, row) => row.initiator_name },
  ];
  const byKind: Record<TaskListKind, TableColumnsType<Row>> = {
    pending: [
      { key: 'arrived', title: t('columns.arrived'), width: TIME_WIDTH, render: (_, row) => time(row.create_time) },
      {
        key: 'due',
        title: t('columns.due'),
        width: TIME_WIDTH,
        render: (_, row) =>
          row.due_date ? (
            <span className={isOverdue(row.due_date, row.status) ? styles.overdue : undefined}>
              <Moment value={row.due_date}>{isOverdue(row.due_date, row.status) ? <> <span className={styles.nowrap}>{t('list.overdue')}</span></> : null}</Moment>
            </span>
          ) : (
            '-'
          ),
      },
    ],
    processed: [
      // A task she handed back as its delegate says so, as of then, whatever its holder did with it since.
      { key: 'result', title: t('columns.result'), render: (_, row) => (row.resolved_time ? <HandedBackTag /> : <TaskStatusTag status={row.status} />) },
      { key: 'handled', title: t('columns.handledAt'), width: TIME_WIDTH, render: (_, row) => time(row.resolved_time ?? row.end_time) },
      { key: 'instance', title: t('columns.instanceStatus'), render: (_, row) => <InstanceStatusTag status={row.instance_status} /> },
    ],
    myTransfer: [
      { key: 'to', title: t('columns.receiver'), render: (_, row) => row.to_user_name ?? row.to_user },
      { key: 'message', title: t('columns.message'), render: (_, row) => <span className={styles.messageCell}>{row.message || '-'}</span> },
      { key: 'when', title: t('columns.transferredAt'), width: TIME_WIDTH, render: (_, row) => time(row.transfer_time) },
      { key: 'state', title: t('columns.taskStatus'), render: (_, row) => <TaskStatusTag status={row.status} /> },
    ],
    transferToMe: [
      { key: 'from', title: t('columns.giver'), render: (_, row) => row.from_user_name ?? row.from_user },
      { key: 'message', title: t('columns.message'), render: (_, row) => <span className={styles.messageCell}>{row.message || '-'}</span> },
      { key: 'when', title: t('columns.transferredAt'), width: TIME_WIDTH, render: (_, row) => time(row.transfer_time) },
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
    <WorkbenchList<TaskListKind, Row>
      kind={kind}
      testId={`workbench-${kind}`}
      filterName={`workbench-${kind}-filter`}
      title={t(`titles.${kind}`)}
      rowKey={kind === 'myTransfer' || kind === 'transferToMe' ? 'transfer_key' : 'task_key'}
      columns={columns}
      // A phone's card: the request and its summary, then the step, who asked and the kind's first own column.
      cardFields={['task', 'initiator', String(byKind[kind][0]?.key)]}
      nextOf={kind === 'pending' ? nextPending : undefined}
      explainsDepartures={kind === 'pending'}
      batch={kind === 'pending' ? (selected, clear) => <BatchDecisionButtons selected={selected} onDone={clear} /> : undefined}
      selectable={(row) => batchSelectable(row.batch_needs)}
      emptyText={<EmptyReason title={t(`empty.${kind}`)} reason={t(`emptyReason.${kind}`)} link={{ href: '/home/myApplications', label: t('emptyReason.toMyApplications') }} />}
    />
  );
}
