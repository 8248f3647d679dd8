'use client';

import { CheckOutlined, RollbackOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, type ButtonProps } from 'antd';
import '@/components/providers/theme/antd-form.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { RecordApproval } from '@/lib/entity/approval';
import type { EntityDef } from '@/lib/entity/types';
import type { EntityRecord } from '../fields';
import { uploadedAttachmentList } from '@/lib/contract/workflow-attachments';
import { useApprovalActions, useApprovalAttachments } from '../plug-ins';
import { checkRecord } from './record-approval-api';
import { SubmitApprovalDialog } from './SubmitApprovalDialog';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

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
  const { message } = useFeedback();
  const [checking, setChecking] = useState<'approve' | 'return' | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ comment?: string; attachments?: unknown }>();
  const Extras = useApprovalActions();
  const Attachments = useApprovalAttachments();
  const [submitting, setSubmitting] = useState(false);
  const def = entity.approval;
  if (!def || !entity.transitions) return null;
  const submittable = mayChange && def.from.includes(String(record[entity.transitions.field]));

  const run = async (work: () => Promise<{ msg?: string }>) => {
    setBusy(true);
    try {
      const answer = await work();
      void message.success(answer.msg || t('done'));
      setChecking(null);
      form.resetFields();
      onDone();
    } catch (failure) {
      void message.error(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {submittable ? (
        <>
          <Button type="primary" icon={<SendOutlined />} onClick={() => setSubmitting(true)} data-testid="record-submit">{t('submit')}</Button>
          <SubmitApprovalDialog
            entity={entity}
            recordKey={recordKey}
            title={String(record[entity.titleField] ?? '')}
            open={submitting}
            onClose={() => setSubmitting(false)}
            onSubmitted={onDone}
          />
        </>
      ) : null}
      {approval && Extras ? <Extras approval={approval} onDone={onDone} /> : null}
      {approval?.task_key && !approval.task_delegated ? (
        <>
          <Button type="primary" icon={<CheckOutlined />} onClick={() => setChecking('approve')} data-testid="record-approve">{t('approve')}</Button>
          <Button danger icon={<RollbackOutlined />} onClick={() => setChecking('return')} data-testid="record-return">{t('return')}</Button>
        </>
      ) : null}
      <Modal
        open={checking !== null}
        title={checking === 'return' ? t('returnTitle', { task: approval?.task_name ?? '' }) : t('approveTitle', { task: approval?.task_name ?? '' })}
        okText={t('ok')}
        cancelText={t('cancel')}
        okButtonProps={{ danger: checking === 'return', loading: busy, 'data-testid': 'record-check-ok' } as ButtonProps}
        onCancel={() => setChecking(null)}
        onOk={() => form.validateFields().then(({ comment, attachments }) => run(() => checkRecord(entity, recordKey, checking!, comment?.trim() || undefined, uploadedAttachmentList.parse(attachments))))}
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
    </>
  );
}
