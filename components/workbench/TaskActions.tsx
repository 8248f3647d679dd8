'use client';

import { CheckOutlined, CloseOutlined, RollbackOutlined, SendOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Form, Input, Radio, Select, Typography } from 'antd';
import '@/components/providers/theme/antd-form.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { UserPickerInput } from '@/components/pickers/UserPickerInput';
import { schemaRule } from '@/lib/client/schema-rule';
import { useSession } from '@/lib/client/session-state';
import { COMMENT_MAX } from '@/lib/contract/workflow-values';
import { approveCheck, approveFormSchema, rejectFormSchema, returnFormSchema, turnCheck } from './action-forms';
import { ActionDialog } from './ActionDialog';
import { CommentAttachmentsField } from './CommentAttachmentsInput';
import { AddSignButton } from './AddSignButton';
import { CopyButton } from './CopyButton';
import { DelegateButton, ResolveButton } from './DelegationButtons';
import { initialValues, submitValues } from './form-fields';
import type { FormFieldDef } from '@/lib/contract/form-field';
import { ProcessFormFields } from './ProcessFormFields';
import { DesignedFormFields, toFormValues, toSubmission } from '@/components/approval-form/port';
import type { FormDesign } from '@/lib/contract/approval-form/design';
import { addSignGoesOn, taskActions, type GoneOn, type TaskActionKind } from './status';
import { approveTask, rejectTask, turnTask, uploadSignature, useDefaultSignature, type TaskInfo } from './workbench-api';
import { SignaturePadInput } from './SignaturePadInput';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

interface TaskActionsProps {
  task: TaskInfo;
  nodeType: string | undefined;
  /** The task node's own form (approve) or the start form (resubmit). */
  fields: readonly FormFieldDef[];
  /** The request's designed form, for a resubmit of a request that has one. */
  design?: FormDesign | null;
  /** The designed controls the approver may change at this step (字段权限), prefilled from the request. */
  editDesign?: FormDesign | null;
  /** What the applicant submitted: a resubmission starts from it. */
  submitted: Record<string, unknown>;
  /** The task left the caller's hands (decided, handed over, delegated, handed back, resubmitted; or waits for signers added before her). */
  onDecided?: (how?: GoneOn) => void;
}

type Dialog = Exclude<TaskActionKind, 'returnPrevious' | 'returnInitiator' | 'returnNode' | 'delegate' | 'copy' | 'addSign' | 'resolve'> | 'return' | null;

/**
 * What the task's holder can do: approve with a comment, reject with a
 * reason, return to the previous step or the applicant where the model allows it, hand over or
 * delegate to a colleague, or — given back to the applicant — resubmit; a delegate hands it back. Each asks for confirmation in a dialog
 * and says what happened; the lists and the detail load again afterwards.
 */
export function TaskActions({ task, nodeType, fields, design, editDesign, submitted, onDecided }: TaskActionsProps) {
  const t = useTranslations('workbench.actions');
  const tRule = useTranslations('workbench.actions.rules');
  const tRights = useTranslations('approvalForm.rights');
  const { message } = useFeedback();
  const { userKey } = useSession();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [approveForm] = Form.useForm();
  const [rejectForm] = Form.useForm();
  const [returnForm] = Form.useForm();
  const [turnForm] = Form.useForm();
  const [resubmitForm] = Form.useForm();
  const signatureRequired = task.signature_required;
  const { data: defaultSignature } = useDefaultSignature(signatureRequired);
  const offered = taskActions(task, nodeType);
  if (offered.length === 0) return null;
  // Only what is offered: a delegate sees the model's return targets but may only hand the task back.
  const returnNodes = offered.includes('returnNode') ? (task.return_nodes ?? []) : [];
  const targets: ('previous' | 'initiator' | 'node')[] = [
    ...task.return_targets.filter(
      (r): r is 'previous' | 'initiator' => (r === 'previous' && offered.includes('returnPrevious')) || (r === 'initiator' && offered.includes('returnInitiator')),
    ),
    ...(returnNodes.length ? (['node'] as const) : []),
  ];

  const done = (msg: string) => {
    void message.success(msg);
    setDialog(null);
    onDecided?.();
  };
  const close = () => setDialog(null);
  // A task whose model requires a comment on reject or return says so in the engine's own words.
  const reasonRule = (key: string) => (key === 'reasonRequired' && task.reject_comment_required ? tRule('commentRequiredByModel', { task: task.task_name }) : tRule(key));
  const comment = (form: typeof approveForm, check: () => { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }, label: string, required: boolean) => (
    <Form.Item name="comment" label={label} required={required} rules={[schemaRule(check, 'comment', required ? reasonRule : tRule)]}>
      <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={COMMENT_MAX} showCount placeholder={t(required ? 'reasonPlaceholder' : 'commentPlaceholder')} data-testid="action-comment" />
    </Form.Item>
  );

  return (
    <>
      {offered.includes('resubmit') ? (
        <Button type="primary" icon={<SendOutlined />} onClick={() => setDialog('resubmit')} data-testid="action-resubmit">
          {t('resubmit')}
        </Button>
      ) : null}
      {offered.includes('resolve') ? <ResolveButton taskKey={task.task_key} taskName={task.task_name} onDone={onDecided} /> : null}
      {offered.includes('addSign') ? <AddSignButton taskKey={task.task_key} taskName={task.task_name} onDone={(position) => { const how = addSignGoesOn(position); if (how) onDecided?.(how); }} /> : null}
      {offered.includes('copy') ? <CopyButton taskKey={task.task_key} taskName={task.task_name} /> : null}
      {offered.includes('delegate') ? <DelegateButton taskKey={task.task_key} taskName={task.task_name} onDone={onDecided} /> : null}
      {offered.includes('turn') ? (
        <Button icon={<SwapOutlined />} onClick={() => setDialog('turn')} data-testid="action-turn">
          {t('turn')}
        </Button>
      ) : null}
      {targets.length ? (
        <Button icon={<RollbackOutlined />} onClick={() => setDialog('return')} data-testid="action-return">
          {t('return')}
        </Button>
      ) : null}
      {offered.includes('reject') ? (
        <Button danger icon={<CloseOutlined />} onClick={() => setDialog('reject')} data-testid="action-reject">
          {t('reject')}
        </Button>
      ) : null}
      {offered.includes('approve') ? (
        <Button type="primary" icon={<CheckOutlined />} onClick={() => setDialog('approve')} data-testid="action-approve">
          {t('approve')}
        </Button>
      ) : null}

      <ActionDialog
        open={dialog === 'approve'}
        title={t('approveTitle', { task: task.task_name })}
        okText={t('approve')}
        form={approveForm}
        name="approve-form"
        initialValues={{ ...initialValues(fields), ...(editDesign ? toFormValues(editDesign, submitted) : {}) }}
        onCancel={close}
        onSubmit={async (values: Record<string, unknown>) => {
          const parsed = approveCheck(values, signatureRequired);
          if (!parsed.success) return;
          // The drawing goes through the checked upload first; the approval names it.
          const signature = parsed.data.signature ? await uploadSignature(task.task_key, parsed.data.signature) : undefined;
          const formData = { ...submitValues(fields, values), ...(editDesign ? toSubmission(editDesign, values) : {}) };
          const answer = await approveTask(task.task_key, parsed.data.comment, formData, parsed.data.copyTo?.filter((u) => u !== userKey), parsed.data.attachments, signature);
          done(answer.msg || t('approved'));
        }}
      >
        <ProcessFormFields fields={fields} />
        {editDesign ? (
          <div data-testid="editable-form">
            <Typography.Paragraph type="secondary">{tRights('editable')}</Typography.Paragraph>
            <DesignedFormFields design={editDesign} />
          </div>
        ) : null}
        {comment(approveForm, () => approveFormSchema.safeParse(approveForm.getFieldsValue()), t('comment'), false)}
        {signatureRequired ? (
          <Form.Item
            name="signature"
            label={t('signature')}
            required
            extra={t('signatureExtra')}
            rules={[schemaRule(() => approveCheck(approveForm.getFieldsValue(), true), 'signature', (key) => tRule(key, { task: task.task_name }))]}
          >
            <SignaturePadInput hasDefault={Boolean(defaultSignature?.file_key)} />
          </Form.Item>
        ) : null}
        <CommentAttachmentsField taskKey={task.task_key} check={() => approveFormSchema.safeParse(approveForm.getFieldsValue())} />
        {offered.includes('copy') ? (
          <Form.Item name="copyTo" label={t('copyTo')} extra={t('copyOnApprove')} rules={[schemaRule(() => approveFormSchema.safeParse(approveForm.getFieldsValue()), 'copyTo', tRule)]}>
            <UserPickerInput scope="company" label={t('copyTo')} multiple />
          </Form.Item>
        ) : null}
      </ActionDialog>

      <ActionDialog
        open={dialog === 'reject'}
        title={t('rejectTitle', { task: task.task_name })}
        okText={t('reject')}
        danger
        notice={t('rejectNotice')}
        form={rejectForm}
        name="reject-form"
        onCancel={close}
        onSubmit={async (values) => {
          const parsed = rejectFormSchema.parse(values);
          const answer = await rejectTask(task.task_key, parsed.comment, 'end', undefined, parsed.attachments);
          done(answer.msg || t('rejected'));
        }}
      >
        {comment(rejectForm, () => rejectFormSchema.safeParse(rejectForm.getFieldsValue()), t('reason'), true)}
        <CommentAttachmentsField taskKey={task.task_key} check={() => rejectFormSchema.safeParse(rejectForm.getFieldsValue())} />
      </ActionDialog>

      <ActionDialog
        open={dialog === 'return'}
        title={t('returnTitle', { task: task.task_name })}
        okText={t('return')}
        notice={t('returnNotice')}
        form={returnForm}
        name="return-form"
        initialValues={{ rejectTo: targets[0] }}
        onCancel={close}
        onSubmit={async (values) => {
          const parsed = returnFormSchema.parse(values);
          const answer = await rejectTask(task.task_key, parsed.comment, parsed.rejectTo, parsed.rejectTo === 'node' ? parsed.targetNode : undefined, parsed.attachments);
          done(answer.msg || t('returned'));
        }}
      >
        <Form.Item name="rejectTo" label={t('returnTo')} rules={[schemaRule(() => returnFormSchema.safeParse(returnForm.getFieldsValue()), 'rejectTo', tRule)]}>
          <Radio.Group options={targets.map((target) => ({ value: target, label: t(`returnTarget.${target}`) }))} />
        </Form.Item>
        <Form.Item noStyle dependencies={['rejectTo']}>
          {() =>
            returnForm.getFieldValue('rejectTo') === 'node' ? (
              <Form.Item name="targetNode" label={t('returnNode')} required rules={[schemaRule(() => returnFormSchema.safeParse(returnForm.getFieldsValue()), 'targetNode', tRule)]}>
                <Select options={returnNodes.map((n) => ({ value: n.node_id, label: n.name }))} placeholder={t('returnNodePlaceholder')} data-testid="return-node" />
              </Form.Item>
            ) : null
          }
        </Form.Item>
        {comment(returnForm, () => returnFormSchema.safeParse(returnForm.getFieldsValue()), t('reason'), true)}
        <CommentAttachmentsField taskKey={task.task_key} check={() => returnFormSchema.safeParse(returnForm.getFieldsValue())} />
      </ActionDialog>

      <ActionDialog
        open={dialog === 'turn'}
        title={t('turnTitle', { task: task.task_name })}
        okText={t('turn')}
        notice={t('turnNotice')}
        form={turnForm}
        name="turn-form"
        onCancel={close}
        onSubmit={async (values) => {
          const parsed = turnCheck(values, userKey);
          if (!parsed.success || !userKey) return;
          const answer = await turnTask(task.task_key, userKey, parsed.data.receiver, parsed.data.message, parsed.data.attachments);
          done(answer.msg || t('turned'));
        }}
      >
        <Form.Item name="receiver" label={t('receiver')} required rules={[schemaRule(() => turnCheck(turnForm.getFieldsValue(), userKey), 'receiver', tRule)]}>
          <UserPickerInput scope="company" label={t('receiver')} multiple={false} required />
        </Form.Item>
        <Form.Item name="message" label={t('message')} rules={[schemaRule(() => turnCheck(turnForm.getFieldsValue(), userKey), 'message', tRule)]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={COMMENT_MAX} showCount placeholder={t('messagePlaceholder')} data-testid="action-message" />
        </Form.Item>
        <CommentAttachmentsField taskKey={task.task_key} check={() => turnCheck(turnForm.getFieldsValue(), userKey)} />
      </ActionDialog>

      <ActionDialog
        open={dialog === 'resubmit'}
        title={t('resubmitTitle')}
        okText={t('resubmit')}
        form={resubmitForm}
        name="resubmit-form"
        initialValues={design ? toFormValues(design, submitted ?? {}) : initialValues(fields, submitted)}
        onCancel={close}
        onSubmit={async (values: Record<string, unknown>) => {
          const parsed = approveFormSchema.parse(values);
          await approveTask(task.task_key, parsed.comment, design ? toSubmission(design, values) : submitValues(fields, values), undefined, parsed.attachments);
          done(t('resubmitted'));
        }}
      >
        {design ? <DesignedFormFields design={design} /> : <ProcessFormFields fields={fields} />}
        {comment(resubmitForm, () => approveFormSchema.safeParse(resubmitForm.getFieldsValue()), t('comment'), false)}
        <CommentAttachmentsField taskKey={task.task_key} check={() => approveFormSchema.safeParse(resubmitForm.getFieldsValue())} />
      </ActionDialog>
    </>
  );
}
