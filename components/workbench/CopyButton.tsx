'use client';

import { CopyOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import '@/components/providers/theme/antd-form.css';
import { useTranslations } from 'next-intl';
import { UserPickerInput } from '@/components/pickers/UserPickerInput';
import { schemaRule } from '@/lib/client/schema-rule';
import { useSession } from '@/lib/client/session-state';
import { COMMENT_MAX } from '@/lib/contract/workflow-values';
import { copyCheck } from './action-forms';
import { DialogActionButton } from './DialogActionButton';
import { copyTask } from './workbench-api';

/**
 * 抄送: the holder of a task copies its request to colleagues, who are told and read it in 抄送我的;
 * the task stays with her. Offered in the task drawer and on a record's page.
 */
export function CopyButton({ taskKey, taskName, onDone }: { taskKey: string; taskName: string; onDone?: () => void }) {
  const t = useTranslations('workbench.actions');
  const tRule = useTranslations('workbench.actions.rules');
  const { userKey } = useSession();
  return (
    <DialogActionButton
      label={t('copy')}
      icon={<CopyOutlined />}
      testId="action-copy"
      title={t('copyTitle', { task: taskName })}
      notice={t('copyNotice')}
      doneText={t('copied')}
      name="copy-form"
      onDone={onDone}
      onSubmit={async (values) => {
        const parsed = copyCheck(values, userKey);
        if (!parsed.success) return {};
        return copyTask(taskKey, parsed.data.users, parsed.data.comment);
      }}
      fields={(form) => (
        <>
          <Form.Item name="users" label={t('copyTo')} required rules={[schemaRule(() => copyCheck(form.getFieldsValue(), userKey), 'users', tRule)]}>
            <UserPickerInput scope="company" label={t('copyTo')} multiple required />
          </Form.Item>
          <Form.Item name="comment" label={t('copyComment')} rules={[schemaRule(() => copyCheck(form.getFieldsValue(), userKey), 'comment', tRule)]}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={COMMENT_MAX} showCount placeholder={t('commentPlaceholder')} data-testid="action-message" />
          </Form.Item>
        </>
      )}
    />
  );
}
