'use client';

import { Button, Card, Descriptions, Form, InputNumber, Skeleton, Switch, Typography } from 'antd';
import '@/components/providers/theme/antd-form.css';
import '@/components/providers/theme/antd-card.css';
import '@/components/providers/theme/antd-input-number.css';
import '@/components/providers/theme/antd-switch.css';
import '@/components/providers/theme/antd-descriptions.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import { call } from '@/lib/client/call';
import { securitySettingsSchema, type SecuritySettings as Settings } from '@/lib/contract/sign-in-security';
import { signInSecurityCalls } from '@/lib/contract/sign-in-security-calls';
import { fieldErrors } from '@/components/entity/form-values';
import { useMessageText } from '@/components/entity/message-text';
import { useFeedback } from '@/components/providers/feedback/feedback-context';
import styles from './security-settings.module.css';

/** 系统管理 → 安全设置: who must use two-step verification, the password policy, and the sign-in lockout (read-only). */
export function SecuritySettings() {
  const t = useTranslations('securitySettings');
  const text = useMessageText();
  const { message } = useFeedback();
  const [form] = Form.useForm<Settings>();
  const [saving, setSaving] = useState(false);
  const { data, mutate } = useSWR(signInSecurityCalls.settings.path, () => call(signInSecurityCalls.settings), { revalidateOnFocus: false });

  const save = async () => {
    const parsed = securitySettingsSchema.safeParse(form.getFieldsValue(true));
    if (!parsed.success) {
      form.setFields(fieldErrors(parsed.error.issues, text).map((e) => ({ ...e, name: e.name as keyof Settings })));
      return;
    }
    setSaving(true);
    try {
      const saved = await call(signInSecurityCalls.saveSettings, parsed.data);
      void mutate(saved, { revalidate: false });
      void message.success(t('saved'));
    } catch {
      // The API client has said why; the form keeps what was typed.
    } finally {
      setSaving(false);
    }
  };

  if (!data) return <Card><Skeleton active paragraph={{ rows: 6 }} /></Card>;
  const number = (name: keyof Settings, label: string, min: number, max: number, extra?: string) => (
    <Form.Item name={name} label={label} extra={extra} required>
      <InputNumber min={min} max={max} precision={0} className={styles.number} data-testid={`security-${name}`} />
    </Form.Item>
  );

  return (
    <div className={styles.page} data-testid="security-settings">
      <Typography.Title level={1} className={styles.title}>{t('title')}</Typography.Title>
      <Form form={form} layout="vertical" initialValues={data} onFinish={() => void save()} className={styles.form}>
        <Card title={t('twoFactor')} className={styles.card}>
          <Form.Item name="mfa_required_admins" valuePropName="checked" label={t('requireAdmins')}>
            <Switch data-testid="security-require-admins" />
          </Form.Item>
          <Form.Item name="mfa_required_all" valuePropName="checked" label={t('requireAll')} extra={t('requireHint')}>
            <Switch data-testid="security-require-all" />
          </Form.Item>
        </Card>
        <Card title={t('password')} className={styles.card}>
          <div className={styles.grid}>
            {number('min_length', t('minLength'), 8, 64)}
            {number('classes', t('classes'), 1, 4, t('classesHint'))}
            {number('expiry_days', t('expiryDays'), 0, 3650, t('expiryHint'))}
            {number('history', t('history'), 0, 24, t('historyHint'))}
          </div>
        </Card>
        {data.lockout ? (
          <Card title={t('lockout')} className={styles.card}>
            <Typography.Paragraph type="secondary">{t('lockoutHint')}</Typography.Paragraph>
            <Descriptions size="small" column={{ xs: 1, sm: 3 }} items={[
              { key: 'account', label: t('perAccount'), children: data.lockout.per_account },
              { key: 'address', label: t('perAddress'), children: data.lockout.per_address },
              { key: 'window', label: t('window'), children: data.lockout.window_minutes },
            ]} />
          </Card>
        ) : null}
        <div>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="security-save">{t('save')}</Button>
        </div>
      </Form>
    </div>
  );
}
