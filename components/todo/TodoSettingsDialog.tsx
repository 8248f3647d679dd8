'use client';

import { Form, InputNumber, Modal } from 'antd';
import '@/components/providers/theme/antd-form.css';
import '@/components/providers/theme/antd-input-number.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { call } from '@/lib/client/call';
import { refreshTodoCounts } from '@/lib/client/todo-counts';
import type { TodoSetting } from '@/lib/contract/todo';
import { todoCalls } from '@/lib/contract/todo-calls';
import { MAX_TODO_DAYS } from '@/lib/contract/todo-paths';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

const FIELDS = ['pool_days', 'contract_days', 'receivable_days'] as const;

/** How many days ahead the reminders look, for everyone: an administrator's setting. The server checks the values and says what is wrong. */
export function TodoSettingsDialog({ setting, onClose }: { setting: TodoSetting; onClose: () => void }) {
  const t = useTranslations('todo');
  const { message } = useFeedback();
  const [form] = Form.useForm<TodoSetting>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      await call(todoCalls.saveSetting, form.getFieldsValue(true) as TodoSetting);
      refreshTodoCounts();
      void message.success(t('settingSaved'));
      onClose();
    } catch {
      // The API client has said why; the dialog keeps what was typed.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title={t('settingsTitle')} okText={t('save')} cancelText={t('cancel')} onOk={() => void save()} onCancel={onClose} okButtonProps={{ loading: saving }} destroyOnHidden data-testid="todo-settings">
      <p>{t('settingsIntro')}</p>
      <Form form={form} layout="vertical" initialValues={setting} name="todo-settings" onFinish={() => void save()}>
        {FIELDS.map((name) => (
          <Form.Item key={name} name={name} label={t(`fields.${name}`)} required>
            <InputNumber min={1} max={MAX_TODO_DAYS} precision={0} style={{ width: 200 }} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
