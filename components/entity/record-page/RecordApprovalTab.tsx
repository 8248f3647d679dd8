'use client';

import { Empty, Space, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { formatMoment } from '@/components/entity/fields/date-values';
import { CommentTimeline } from '@/components/workbench/CommentTimeline';
import { ProcessDiagram } from '@/components/workbench/ProcessDiagram';
import { InstanceStatusTag } from '@/components/workbench/StatusTags';
import type { RecordApproval } from '@/lib/entity/approval';
import styles from './record-page.module.css';

/**
 * A record's approval: where its latest process stands on the diagram (passed steps and the one
 * waiting highlighted) and who did what, with their comments.
 */
export function RecordApprovalTab({ approval }: { approval: RecordApproval | null | undefined }) {
  const t = useTranslations('entityUi.approval');
  if (!approval) return <Empty description={t('none')} data-testid="record-approval-none" />;
  return (
    <div className={styles.approval} data-testid="record-approval" data-instance={approval.instance_key}>
      <Space wrap size="middle">
        <InstanceStatusTag status={approval.status} />
        <Typography.Text type="secondary">{t('submittedAt', { time: formatMoment(approval.start_time, 'datetime') })}</Typography.Text>
        {approval.end_time ? <Typography.Text type="secondary">{t('endedAt', { time: formatMoment(approval.end_time, 'datetime') })}</Typography.Text> : null}
      </Space>
      <section>
        <Typography.Title level={3} className={styles.sectionTitle}>{t('diagram')}</Typography.Title>
        <ProcessDiagram instanceKey={approval.instance_key} />
      </section>
      <section>
        <Typography.Title level={3} className={styles.sectionTitle}>{t('history')}</Typography.Title>
        <CommentTimeline instanceKey={approval.instance_key} />
      </section>
    </div>
  );
}
