'use client';

import { EmptyReason } from '@/components/widgets/EmptyReason';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Space, type TableColumnsType } from 'antd';
import { IntentLink } from '@/components/widgets/IntentLink';
import { useTranslations } from 'next-intl';
import { formatMoment } from '@/components/entity/fields/date-values';
import { useSession } from '@/lib/client/session-state';
import { CancelRequestButton } from './CancelRequestButton';
import { mayCancel } from './status';
import { InstanceStatusTag } from './StatusTags';
import { useDetailParam } from './use-detail-param';
import type { MyProcessRecord } from './workbench-api';
import { WorkbenchList } from './WorkbenchList';
import styles from './workbench.module.css';
import { RequestTitleCell } from './RequestTitleCell';

const time = (value: string | null | undefined) => <span className={styles.nowrap}>{formatMoment(value ?? '', 'datetime') || '-'}</span>;

/**
 * 我的申请: the requests the caller started (queryMyProcessTasks), with their state and the steps
 * they wait at; a running one can be withdrawn. The detail opens by ?instanceId=, the address the
 * engine's outcome messages link to.
 */
export function MyApplicationList() {
  const t = useTranslations('workbench');
  const { userKey } = useSession();
  const detail = useDetailParam();
  const open = (row: MyProcessRecord) => detail.open({ instanceId: row.instance_key });

  const columns: TableColumnsType<MyProcessRecord> = [
    {
      key: 'title',
      title: t('columns.title'),
      render: (_, row) => <RequestTitleCell title={row.title} number={row.request_no} summary={row.summary} onOpen={() => open(row)} />,
    },
    { key: 'process', title: t('columns.process'), render: (_, row) => row.process_name },
    { key: 'status', title: t('columns.instanceStatus'), render: (_, row) => <InstanceStatusTag status={row.status} /> },
    {
      key: 'current',
      title: t('columns.current'),
      render: (_, row) =>
        row.current_tasks.length ? (
          <span>
            {row.current_tasks.map((task) => (
              <span key={task.task_key} className={styles.nowrap}>
                {task.task_name}
                {task.assignee_name ? <span className={styles.secondary}>（{task.assignee_name}）</span> : null}{' '}
              </span>
            ))}
          </span>
        ) : (
          '-'
        ),
    },
    { key: 'started', title: t('columns.startedAt'), render: (_, row) => time(row.start_time) },
    { key: 'ended', title: t('columns.endedAt'), render: (_, row) => time(row.end_time) },
    {
      key: 'actions',
      title: t('columns.actions'),
      fixed: 'right',
      width: 150,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => open(row)} data-testid="row-view">
            {t('list.view')}
          </Button>
          {mayCancel(row, userKey) ? <CancelRequestButton instanceKey={row.instance_key} title={row.title} size="small" /> : null}
        </Space>
      ),
    },
  ];

  return (
    <WorkbenchList<'myProcesses', MyProcessRecord>
      kind="myProcesses"
      testId="my-applications"
      filterName="my-applications-filter"
      applicant={false}
      status
      title={t('titles.myApplications')}
      rowKey="instance_key"
      columns={columns}
      emptyText={<EmptyReason title={t('empty.myApplications')} reason={t('emptyReason.myApplications')} link={{ href: '/home/apply', label: t('emptyReason.toApply') }} />}
      actions={
        <IntentLink href="/home/apply">
          <Button type="primary" icon={<PlusOutlined />} data-testid="new-request">
            {t('apply.newRequest')}
          </Button>
        </IntentLink>
      }
    />
  );
}
