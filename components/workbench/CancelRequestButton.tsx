'use client';

import { StopOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import '@/components/providers/theme/antd-form.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { schemaRule } from '@/lib/client/schema-rule';
import { COMMENT_MAX } from '@/lib/contract/workflow-values';
import { cancelFormSchema } from './action-forms';
import { ActionDialog } from './ActionDialog';
import { cancelProcess } from './workbench-api';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

/** The applicant withdraws a running request, after confirming; its open tasks are canceled. */
export function CancelRequestButton({ instanceKey, title, size }: { instanceKey: string; title: string; size?: 'small' | 'middle' }) {
  const t = useTranslations('workbench.actions');
  const tRule = useTranslations('workbench.actions.rules');
  const { message } = useFeedback();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm();
  return (
    <>
      <Button danger type={size === 'small' ? 'link' : 'default'} size={size} icon={<StopOutlined />} onClick={() => setOpen(true)} data-testid="action-cancel">
        {t('cancelRequest')}
      </Button>
      <ActionDialog
        open={open}
        title={t('cancelTitle')}
        okText={t('cancelRequest')}
        danger
        notice={t('cancelNotice', { title })}
        form={form}
        name="cancel-form"
        onCancel={() => setOpen(false)}
        onSubmit={async (values) => {
          const answer = await cancelProcess(instanceKey, cancelFormSchema.parse(values).comment);
          void message.success(answer.msg || t('canceled'));
          setOpen(false);
        }}
      >
        <Form.Item name="comment" label={t('cancelReason')} rules={[schemaRule(() => cancelFormSchema.safeParse(form.getFieldsValue()), 'comment', tRule)]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={COMMENT_MAX} showCount placeholder={t('commentPlaceholder')} data-testid="action-comment" />
        </Form.Item>
      </ActionDialog>
    </>
  );
}
