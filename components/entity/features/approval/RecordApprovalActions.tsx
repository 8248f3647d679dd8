'use client';

import { CheckOutlined, RollbackOutlined, SendOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useOpenedOnce } from '@/lib/client/use-opened-once';
import type { RecordApproval } from '@/lib/contract/record-approval-answers';
import type { EntityDef } from '@/lib/entity/types';
import type { EntityRecord } from '../../fields';
import { usePlugInViews } from '../../plug-ins';
import type { RecordCheck } from './RecordCheckDialog';

// The dialogs load on their first opening: the form library and its validators stay off a page
// that is only being read.
const SubmitApprovalDialog = dynamic(() => import('./SubmitApprovalDialog').then((m) => m.SubmitApprovalDialog), { ssr: false });
const RecordCheckDialog = dynamic(() => import('./RecordCheckDialog').then((m) => m.RecordCheckDialog), { ssr: false });

interface RecordApprovalActionsProps {
  entity: EntityDef;
  record: EntityRecord;
  recordKey: string;
  approval: RecordApproval | null | undefined;
  mayChange: boolean;
  onDone: () => void;
}

/**
 * The approval on a record's page: 提交审批 (its dialog) while its status allows a submission, and 审批通过 /
 * 退回 for the holder of its pending task (a return asks why), and what the workflow area adds
 * (delegating the task, handing a delegated one back, urging). The server decides; what it refuses
 * is said as it says it.
 */
export function RecordApprovalActions({ entity, record, recordKey, approval, mayChange, onDone }: RecordApprovalActionsProps) {
  const t = useTranslations('entityUi.approval');
  const [checking, setChecking] = useState<RecordCheck | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const submitOpened = useOpenedOnce(submitting);
  const checkOpened = useOpenedOnce(checking !== null);
  const { approvalActions: Extras } = usePlugInViews();
  const def = entity.approval;
  if (!def || !entity.transitions) return null;
  const submittable = mayChange && def.from.includes(String(record[entity.transitions.field]));

  return (
    <>
      {submittable ? (
        <>
          <Button type="primary" icon={<SendOutlined />} onClick={() => setSubmitting(true)} data-testid="record-submit">{t('submit')}</Button>
          {submitOpened ? (
            <SubmitApprovalDialog
              entity={entity}
              recordKey={recordKey}
              title={String(record[entity.titleField] ?? '')}
              open={submitting}
              onClose={() => setSubmitting(false)}
              onSubmitted={onDone}
            />
          ) : null}
        </>
      ) : null}
      {approval && Extras ? <Extras approval={approval} onDone={onDone} /> : null}
      {approval?.task_key && !approval.task_delegated ? (
        <>
          <Button type="primary" icon={<CheckOutlined />} onClick={() => setChecking('approve')} data-testid="record-approve">{t('approve')}</Button>
          <Button danger icon={<RollbackOutlined />} onClick={() => setChecking('return')} data-testid="record-return">{t('return')}</Button>
        </>
      ) : null}
      {checkOpened ? (
        <RecordCheckDialog entity={entity} recordKey={recordKey} approval={approval} checking={checking} onClose={() => setChecking(null)} onDone={onDone} />
      ) : null}
    </>
  );
}
