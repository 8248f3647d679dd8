'use client';

import { Form, Input, Modal } from 'antd';
import '@/components/providers/theme/antd-form.css';
import { useTranslations } from 'next-intl';
import type { RecordApproval } from '@/lib/contract/record-approval-answers';
import type { EntityDef } from '@/lib/entity/types';
import { uploadedAttachmentList } from '@/lib/contract/workflow-attachments';
import { useAnsweredCall } from '@/components/providers/feedback/use-answered-call';
import { usePlugInViews } from '../../plug-ins';
import { checkRecord } from './record-approval-api';

export type RecordCheck = 'approve' | 'return';

interface RecordCheckDialogProps {
  entity: EntityDef;
  recordKey: string;
  approval: RecordApproval | null | undefined;
  /** The decision being taken; null while the dialog is closed. */
  checking: RecordCheck | null;
  onClose: () => void;
  onDone: () => void;
}

/** Deciding the pending task of a record from its page: a comment (a return must say why) and attachments. */
export function RecordCheckDialog({ entity, recordKey, approval, checking, onClose, onDone }: RecordCheckDialogProps) {
  const t = useTranslations('entityUi.approval');
  const { busy, run } = useAnsweredCall(t('done'));
  const [form] = Form.useForm<{ comment?: string; attachments?: unknown }>();
  const { approvalAttachments: Attachments } = usePlugInViews();

  const decide = async (decision: RecordCheck) => {
    // A field that fails its rule says so under itself; nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const { comment, attachments } = values;
    if (!(await run(() => checkRecord(entity, recordKey, decision, comment?.trim() || undefined, uploadedAttachmentList.parse(attachments))))) return;
    onClose();
    form.resetFields();
    onDone();
  };

  return (
    <Modal
      open={checking !== null}
      title={checking === 'return' ? t('returnTitle', { task: approval?.task_name ?? '' }) : t('approveTitle', { task: approval?.task_name ?? '' })}
      okText={t('ok')}
      cancelText={t('cancel')}
      okButtonProps={{ danger: checking === 'return', loading: busy, 'data-testid': 'record-check-ok' }}
      onCancel={onClose}
      onOk={() => { if (checking) void decide(checking); }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="comment"
          label={checking === 'return' ? t('returnReason') : t('comment')}
          rules={checking === 'return' ? [{ required: true, whitespace: true, message: t('returnRequired') }] : []}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={500} showCount data-testid="record-check-comment" />
        </Form.Item>
        {Attachments && approval?.task_key ? <Attachments taskKey={approval.task_key} /> : null}
      </Form>
    </Modal>
  );
}
