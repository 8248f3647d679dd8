'use client';

import { Skeleton, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { ApprovalPreviewProps } from '@/components/entity/plug-ins';
import { UserPickerInput } from '@/components/pickers/UserPickerInput';
import { splitValues } from '@/components/entity/fields/dict-items';
import { PathSteps } from './ApprovalPath';
import { useRecordApproverPreview } from './path-api';
import styles from './workbench.module.css';

/**
 * In a record's submit dialog: who will approve the record as it stands, and a required
 * picker for each task whose approvers the submitter chooses (发起人自选).
 */
export function RecordSubmitPreview({ call, recordKey, onPicks }: ApprovalPreviewProps) {
  const t = useTranslations('workbench.path');
  const [picks, setPicks] = useState<Record<string, string[]>>({});
  const { data, error, isLoading } = useRecordApproverPreview(call, recordKey, picks);
  const pickTasks = data?.picks ?? [];
  const missing = pickTasks.filter((p) => !picks[p.node_id]?.length).map((p) => p.name);
  const missingKey = missing.join('\n');
  useEffect(() => {
    onPicks(picks, missingKey ? missingKey.split('\n') : []);
  }, [picks, missingKey, onPicks]);

  return (
    <div className={styles.submitPreview} data-testid="record-submit-preview">
      <Typography.Text type="secondary">{t('preview.title')}</Typography.Text>
      {pickTasks.map((pick) => (
        <div key={pick.node_id} className={styles.submitPick} data-testid="approver-pick">
          <span>{t('preview.pickLabel', { task: pick.name })}</span>
          <UserPickerInput
            scope="company"
            label={t('preview.pickLabel', { task: pick.name })}
            multiple
            required
            value={picks[pick.node_id] ?? []}
            onChange={(value) => setPicks((current) => ({ ...current, [pick.node_id]: splitValues(value) }))}
          />
        </div>
      ))}
      {isLoading && !data ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
      {error && !data ? <Typography.Text type="danger" data-testid="approver-preview-failed">{error instanceof Error && error.message ? error.message : t('preview.failed')}</Typography.Text> : null}
      {data ? <PathSteps steps={data.steps} testId="approver-preview-steps" /> : null}
    </div>
  );
}
