'use client';

import { NotificationOutlined, RetweetOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import '@/components/providers/theme/antd-form.css';
import { useTranslations } from 'next-intl';
import { UserPickerInput } from '@/components/pickers/UserPickerInput';
import { schemaRule } from '@/lib/client/schema-rule';
import { useSession } from '@/lib/client/session-state';
import { COMMENT_MAX, URGE_INTERVAL_MINUTES } from '@/lib/contract/workflow-values';
import { delegateCheck, resolveFormSchema, urgeFormSchema } from './action-forms';
import { CommentAttachmentsField } from './CommentAttachmentsInput';
import { DialogActionButton } from './DialogActionButton';
import { delegateTask, resolveTask, urgeProcess } from './workbench-api';

/**
 * Delegation and urging, offered in the task drawer and on a record's page: the holder delegates a
 * task to a colleague (委派), the delegate hands it back with their findings (完成委派), the
 * applicant urges the approvers of a running request (催办).
 */

interface TaskTarget {
  taskKey: string;
  taskName: string;
  onDone?: () => void;
}

export function DelegateButton({ taskKey, taskName, onDone }: TaskTarget) {
  const t = useTranslations('workbench.actions');
  const tRule = useTranslations('workbench.actions.rules');
  const { userKey } = useSession();
  return (
    <DialogActionButton
      label={t('delegate')}
      icon={<UserSwitchOutlined />}
      testId="action-delegate"
      title={t('delegateTitle', { task: taskName })}
      notice={t('delegateNotice')}
      doneText={t('delegated')}
      name="delegate-form"
      onDone={onDone}
      onSubmit={async (values) => {
        const parsed = delegateCheck(values, userKey);
        if (!parsed.success) return {};
        return delegateTask(taskKey, parsed.data.receiver, parsed.data.message, parsed.data.attachments);
      }}
      fields={(form) => (
        <>
          <Form.Item name="receiver" label={t('delegateTo')} required rules={[schemaRule(() => delegateCheck(form.getFieldsValue(), userKey), 'receiver', tRule)]}>
            <UserPickerInput scope="company" label={t('delegateTo')} multiple={false} required />
          </Form.Item>
          <Form.Item name="message" label={t('message')} rules={[schemaRule(() => delegateCheck(form.getFieldsValue(), userKey), 'message', tRule)]}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={COMMENT_MAX} showCount placeholder={t('delegateMessagePlaceholder')} data-testid="action-message" />
          </Form.Item>
          <CommentAttachmentsField taskKey={taskKey} check={() => delegateCheck(form.getFieldsValue(), userKey)} />
        </>
      )}
    />
  );
}

export function ResolveButton({ taskKey, taskName, onDone }: TaskTarget) {
  const t = useTranslations('workbench.actions');
  const tRule = useTranslations('workbench.actions.rules');
  return (
    <DialogActionButton
      label={t('resolve')}
      icon={<RetweetOutlined />}
      type="primary"
      testId="action-resolve"
      title={t('resolveTitle', { task: taskName })}
      notice={t('resolveNotice')}
      doneText={t('resolved')}
      name="resolve-form"
      onDone={onDone}
      onSubmit={(values) => {
        const parsed = resolveFormSchema.parse(values);
        return resolveTask(taskKey, parsed.comment, parsed.attachments);
      }}
      fields={(form) => (
        <>
          <Form.Item name="comment" label={t('resolveComment')} required rules={[schemaRule(() => resolveFormSchema.safeParse(form.getFieldsValue()), 'comment', tRule)]}>
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={COMMENT_MAX} showCount placeholder={t('resolvePlaceholder')} data-testid="action-comment" />
          </Form.Item>
          <CommentAttachmentsField taskKey={taskKey} check={() => resolveFormSchema.safeParse(form.getFieldsValue())} />
        </>
      )}
    />
  );
}

/** title: the request's, said in the dialog when known. */
export function UrgeButton({ instanceKey, title, onDone }: { instanceKey: string; title?: string; onDone?: () => void }) {
  const t = useTranslations('workbench.actions');
  const tRule = useTranslations('workbench.actions.rules');
  return (
    <DialogActionButton
      label={t('urge')}
      icon={<NotificationOutlined />}
      testId="action-urge"
      title={t('urgeTitle')}
      notice={title ? t('urgeNotice', { title, minutes: URGE_INTERVAL_MINUTES }) : t('urgeNoticePlain', { minutes: URGE_INTERVAL_MINUTES })}
      doneText={t('urged')}
      name="urge-form"
      onDone={onDone}
      onSubmit={(values) => urgeProcess(instanceKey, urgeFormSchema.parse(values).comment)}
      fields={(form) => (
        <Form.Item name="comment" label={t('urgeMessage')} rules={[schemaRule(() => urgeFormSchema.safeParse(form.getFieldsValue()), 'comment', tRule)]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={COMMENT_MAX} showCount placeholder={t('commentPlaceholder')} data-testid="action-comment" />
        </Form.Item>
      )}
    />
  );
}
