'use client';

import { UsergroupAddOutlined } from '@ant-design/icons';
import { Form, Input, Radio } from 'antd';
import '@/components/providers/theme/antd-form.css';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { UserPickerInput } from '@/components/pickers/UserPickerInput';
import { schemaRule } from '@/lib/client/schema-rule';
import { useSession } from '@/lib/client/session-state';
import { COMMENT_MAX, type SIGN_POSITIONS } from '@/lib/contract/workflow-values';
import { addSignCheck } from './action-forms';
import { DialogActionButton } from './DialogActionButton';
import { addSigners } from './workbench-api';

type SignPosition = (typeof SIGN_POSITIONS)[number];

/**
 * 加签: the holder of a task asks colleagues to sign too, before her (she decides once they have
 * approved) or after her (they approve once she has, before the request moves on). `onDone` hears
 * where they were added.
 */
export function AddSignButton({ taskKey, taskName, onDone }: { taskKey: string; taskName: string; onDone?: (position: SignPosition) => void }) {
  const t = useTranslations('workbench.actions');
  const tRule = useTranslations('workbench.actions.rules');
  const { userKey } = useSession();
  // Where the signers just sent stand, for `onDone` (the dialog reports success without its values).
  const sent = useRef<SignPosition | null>(null);
  return (
    <DialogActionButton
      label={t('addSign')}
      icon={<UsergroupAddOutlined />}
      testId="action-add-sign"
      title={t('addSignTitle', { task: taskName })}
      notice={t('addSignNotice')}
      doneText={t('signAdded')}
      name="add-sign-form"
      onDone={() => {
        if (sent.current) onDone?.(sent.current);
      }}
      onSubmit={async (values) => {
        sent.current = null;
        const parsed = addSignCheck(values, userKey);
        if (!parsed.success) return {};
        sent.current = parsed.data.position;
        return addSigners(taskKey, parsed.data.users, parsed.data.position, parsed.data.comment);
      }}
      fields={(form) => (
        <>
          <Form.Item name="position" label={t('signPosition')} initialValue="BEFORE" required rules={[schemaRule(() => addSignCheck(form.getFieldsValue(), userKey), 'position', tRule)]}>
            <Radio.Group
              data-testid="sign-position"
              options={[
                { value: 'BEFORE', label: t('signBefore') },
                { value: 'AFTER', label: t('signAfter') },
              ]}
            />
          </Form.Item>
          <Form.Item name="users" label={t('signers')} required rules={[schemaRule(() => addSignCheck(form.getFieldsValue(), userKey), 'users', tRule)]}>
            <UserPickerInput scope="company" label={t('signers')} multiple required />
          </Form.Item>
          <Form.Item name="comment" label={t('message')} rules={[schemaRule(() => addSignCheck(form.getFieldsValue(), userKey), 'comment', tRule)]}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={COMMENT_MAX} showCount placeholder={t('commentPlaceholder')} data-testid="action-message" />
          </Form.Item>
        </>
      )}
    />
  );
}
