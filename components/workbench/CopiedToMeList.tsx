'use client';

import { EmptyReason } from '@/components/widgets/EmptyReason';
import { Badge, Button, type TableColumnsType } from 'antd';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { formatMoment } from '@/components/entity/fields/date-values';
import { InstanceStatusTag } from './StatusTags';
import { RequestTitleCell } from './RequestTitleCell';
import { useDetailParam } from './use-detail-param';
import { markCopyRead, type CopyRecord } from './workbench-api';
import { WorkbenchList } from './WorkbenchList';
import styles from './workbench.module.css';

/**
 * 抄送我的: the requests copied to the caller, unread ones marked. A row opens the request
 * read-only (?instanceId=, the address the copy's message links to); opening it marks it read.
 */
export function CopiedToMeList() {
  const t = useTranslations('workbench');
  const detail = useDetailParam();
  const opened = detail.instanceId;
  useEffect(() => {
    if (opened) void markCopyRead(opened).catch(() => undefined);
  }, [opened]);
  const open = (row: CopyRecord) => detail.open({ instanceId: row.instance_key });

  const columns: TableColumnsType<CopyRecord> = [
    {
      key: 'title',
      title: t('columns.title'),
      render: (_, row) => <RequestTitleCell title={row.title} number={row.request_no} summary={row.summary} unread={!row.read_time} onOpen={() => open(row)} />,
    },
    { key: 'process', title: t('columns.process'), render: (_, row) => row.process_name },
    { key: 'initiator', title: t('columns.initiator'), render: (_, row) => row.initiator_name },
    { key: 'from', title: t('columns.copiedBy'), render: (_, row) => row.from_user_name ?? t('copy.byModel', { node: row.node_name ?? '' }) },
    { key: 'comment', title: t('columns.copyComment'), render: (_, row) => <span className={styles.messageCell}>{row.comment || '-'}</span> },
    { key: 'when', title: t('columns.copiedAt'), render: (_, row) => <span className={styles.nowrap}>{formatMoment(row.copy_time, 'datetime')}</span> },
    { key: 'instance', title: t('columns.instanceStatus'), render: (_, row) => <InstanceStatusTag status={row.instance_status} /> },
    {
      key: 'read',
      title: t('columns.readState'),
      render: (_, row) => (
        <span className={styles.nowrap} data-testid="copy-read-state" data-read={row.read_time ? 'read' : 'unread'}>
          <Badge status={row.read_time ? 'default' : 'processing'} text={row.read_time ? t('copy.read') : t('copy.unread')} />
        </span>
      ),
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      fixed: 'right',
      width: 90,
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => open(row)} data-testid="row-view">
          {t('list.view')}
        </Button>
      ),
    },
  ];

  return (
    <WorkbenchList<'copiedToMe', CopyRecord>
      kind="copiedToMe"
      testId="workbench-copiedToMe"
      filterName="workbench-copiedToMe-filter"
      readState
      title={t('titles.copiedToMe')}
      rowKey="copy_key"
      columns={columns}
      emptyText={<EmptyReason title={t('empty.copiedToMe')} reason={t('emptyReason.copiedToMe')} link={{ href: '/home/myApplications', label: t('emptyReason.toMyApplications') }} />}
    />
  );
}
