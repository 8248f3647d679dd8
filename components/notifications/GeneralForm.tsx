'use client';

import { Button, Form, Input, Select } from 'antd';
import '@/components/providers/theme/antd-form.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { call } from '@/lib/client/call';
import { notifyCalls } from '@/lib/contract/notification-calls';
import { notifyGeneralSchema, type NotifyGeneral } from '@/lib/contract/notifications';
import { fieldErrors } from '@/components/entity/form-values';
import { useMessageText } from '@/components/entity/message-text';
import { useFeedback } from '@/components/providers/feedback/feedback-context';
import styles from './notifications.module.css';

/** 通用设置: the origin links are built on, and the intranet hosts (robots, SMTP relays) notifications may reach. */
export function GeneralForm({ general, defaultOrigin, onSaved }: { general: NotifyGeneral; defaultOrigin: string; onSaved: () => void }) {
  const t = useTranslations('notifications');
  const text = useMessageText();
  const { message } = useFeedback();
  const [form] = Form.useForm<NotifyGeneral>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const parsed = notifyGeneralSchema.safeParse(form.getFieldsValue(true));
    if (!parsed.success) {
      form.setFields(fieldErrors(parsed.error.issues, text).map((e) => ({ ...e, name: e.name as keyof NotifyGeneral })));
      return;
    }
    setSaving(true);
    try {
      await call(notifyCalls.saveGeneral, parsed.data);
      void message.success(t('saved'));
      onSaved();
    } catch {
      // Said by the API client; the form keeps what was typed.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} layout="vertical" initialValues={general} name="notify-general" className={styles.form} data-testid="notify-form-general">
      <p className={styles.help}>{t('help.general', { origin: defaultOrigin })}</p>
      <Form.Item name="site_origin" label={t('fields.site_origin')}>
        <Input placeholder={defaultOrigin} autoComplete="off" />
      </Form.Item>
      <Form.Item name="allowed_hosts" label={t('fields.allowed_hosts')}>
        <Select mode="tags" tokenSeparators={[',', ' ', '\n']} placeholder="smtp.intranet:2525" data-testid="notify-allowed-hosts" />
      </Form.Item>
      <Button type="primary" loading={saving} onClick={() => void save()} data-testid="notify-general-save">{t('actions.save')}</Button>
    </Form>
  );
}
