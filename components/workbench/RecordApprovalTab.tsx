'use client';

import { Empty, Radio, Space, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { formatMoment } from '@/components/entity/fields/date-values';
import { ApprovalPath } from './ApprovalPath';
import { CommentTimeline } from './CommentTimeline';
import { ProcessDiagram } from './ProcessDiagram';
import { PrintButton } from './PrintButton';
import { InstanceStatusTag } from './StatusTags';
import type { RecordApproval } from '@/lib/contract/record-approval-answers';
import styles from './record-approval.module.css';

/**
 * A record's approval, round by round (a record returned and submitted again went through several
 * processes): the chosen round, the latest by default, shows where it stands on the diagram
 * (passed steps and the one waiting highlighted) and who did what, with their comments. A record
 * already approved without any process (entered as approved before approvals ran) says so.
 */
export function RecordApprovalTab({ approval, approvedWithoutProcess }: { approval: RecordApproval | null | undefined; approvedWithoutProcess?: boolean }) {
  const t = useTranslations('entityUi.approval');
  const [chosen, setChosen] = useState<string | null>(null);
  if (!approval) {
    return approvedWithoutProcess
      ? <Empty description={t('approvedBefore')} data-testid="record-approval-before" />
      : <Empty description={t('none')} data-testid="record-approval-none" />;
  }
  const rounds = approval.rounds.length ? approval.rounds : [{ ...approval, initiator_name: '' }];
  const round = rounds.find((r) => r.instance_key === chosen) ?? rounds[0]!;
  const count = rounds.length;
  return (
    <div className={styles.approval} data-testid="record-approval" data-instance={round.instance_key} data-rounds={count}>
      {count > 1 ? (
        <Space wrap size="small" align="center">
          <Typography.Text type="secondary">{t('rounds')}</Typography.Text>
          <Radio.Group
            data-testid="record-approval-rounds"
            optionType="button"
            size="small"
            value={round.instance_key}
            onChange={(event) => setChosen(String(event.target.value))}
            options={rounds.map((r, index) => ({ value: r.instance_key, label: t('round', { n: count - index }) }))}
          />
        </Space>
      ) : null}
      <Space wrap size="middle">
        <InstanceStatusTag status={round.status} />
        {round.initiator_name ? <Typography.Text type="secondary">{t('submittedBy', { name: round.initiator_name })}</Typography.Text> : null}
        <Typography.Text type="secondary">{t('submittedAt', { time: formatMoment(round.start_time, 'datetime') })}</Typography.Text>
        {round.end_time ? <Typography.Text type="secondary">{t('endedAt', { time: formatMoment(round.end_time, 'datetime') })}</Typography.Text> : null}
        <PrintButton instanceKey={round.instance_key} />
      </Space>
      <section>
        <Typography.Title level={3} className={styles.sectionTitle}>{t('path')}</Typography.Title>
        <ApprovalPath key={round.instance_key} instanceKey={round.instance_key} />
      </section>
      <section>
        <Typography.Title level={3} className={styles.sectionTitle}>{t('diagram')}</Typography.Title>
        <ProcessDiagram key={round.instance_key} instanceKey={round.instance_key} />
      </section>
      <section>
        <Typography.Title level={3} className={styles.sectionTitle}>{t('history')}</Typography.Title>
        <CommentTimeline key={round.instance_key} instanceKey={round.instance_key} />
      </section>
    </div>
  );
}
