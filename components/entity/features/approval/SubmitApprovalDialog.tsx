'use client';

import { SendOutlined } from '@ant-design/icons';
import { Modal, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useCallback, useRef } from 'react';
import { useListSeparator } from '@/lib/client/list-separator';
import type { EntityDef } from '@/lib/entity/types';
import { useFeedback } from '@/components/providers/feedback/feedback-context';
import { useAnsweredCall } from '@/components/providers/feedback/use-answered-call';
import { usePlugInViews } from '../../plug-ins';
import { refreshRecordApproval, submitPreviewCall, submitRecord } from './record-approval-api';
import styles from './approval.module.css';

interface SubmitApprovalDialogProps {
  entity: EntityDef;
  recordKey: string;
  /** The record's name, said in the title. */
  title?: string;
  open: boolean;
  onClose: () => void;
  onSubmitted: () => void;
}

/**
 * Submitting a saved record for approval, wherever it is offered (a record's page, a project's
 * workspace): the dialog says who will approve the first steps, asks for the approvers the process
 * lets the submitter choose, and its primary button submits, nothing else.
 */
export function SubmitApprovalDialog({ entity, recordKey, title, open, onClose, onSubmitted }: SubmitApprovalDialogProps) {
  const t = useTranslations('entityUi.approval');
  const { message } = useFeedback();
  const { approvalPreview: Preview } = usePlugInViews();
  const separator = useListSeparator();
  const { busy, run } = useAnsweredCall(t('done'));
  const picks = useRef<{ chosen: Record<string, string[]>; missing: string[] }>({ chosen: {}, missing: [] });
  const onPicks = useCallback((chosen: Record<string, string[]>, missing: string[]) => {
    picks.current = { chosen, missing };
  }, []);

  const submit = async () => {
    const { chosen, missing } = picks.current;
    // The process asks the submitter to choose some approvers: the dialog stays open until they have.
    if (missing.length) {
      void message.error(t('pickRequired', { task: missing.join(separator) }));
      return;
    }
    if (!(await run(() => submitRecord(entity, recordKey, Object.keys(chosen).length ? chosen : undefined)))) return;
    refreshRecordApproval(entity, recordKey);
    onSubmitted();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={title ? t('submitTitle', { name: title }) : t('submit')}
      okText={<span data-testid="submit-approval-ok">{t('submit')}</span>}
      okButtonProps={{ icon: <SendOutlined />, loading: busy }}
      cancelText={t('cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="submit-approval-dialog"
    >
      <Typography.Paragraph type="secondary">{t('submitConfirm')}</Typography.Paragraph>
      {Preview && open ? (
        <div className={styles.submitPreview}>
          <Preview call={submitPreviewCall(entity)} recordKey={recordKey} onPicks={onPicks} />
        </div>
      ) : null}
    </Modal>
  );
}
