'use client';

import { Alert, Button, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import '@/components/providers/theme/antd-alert.css';
import '@/components/providers/theme/antd-form.css';
import '@/components/providers/theme/antd-input-number.css';
import '@/components/providers/theme/antd-switch.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { call } from '@/lib/client/call';
import { notifyCalls } from '@/lib/contract/notification-calls';
import { CHANNEL_SETTINGS_SCHEMAS, type ChannelTestAnswer, type NotifyChannel, type NotifySettingsAnswer } from '@/lib/contract/notifications';
import { fieldErrors } from '@/components/entity/form-values';
import { useMessageText } from '@/components/entity/message-text';
import { useFeedback } from '@/components/providers/feedback/feedback-context';
import { CHANNEL_FIELDS, type FieldSpec } from './channel-fields';
import styles from './notifications.module.css';

type Answer = NotifySettingsAnswer['channels'][NotifyChannel];

/** What Form.Item hands its child: the field's id, value and change handler, passed on to the control. */
type ControlProps = Record<string, unknown>;

function FieldInput({ spec, answer, ...control }: { spec: FieldSpec; answer: Answer } & ControlProps) {
  const t = useTranslations('notifications');
  switch (spec.kind) {
    case 'number':
      return <InputNumber {...control} min={1} max={65535} precision={0} style={{ width: 160 }} />;
    case 'switch':
      return <Switch {...control} />;
    case 'select':
      return <Select {...control} style={{ maxWidth: 240 }} options={spec.options.map((o) => ({ value: o, label: t(`${spec.labels}.${o}`) }))} />;
    case 'secret': {
      const kept = answer.secrets_set.includes(spec.name);
      return <Input.Password {...control} autoComplete="new-password" placeholder={kept ? t('help.secretKept') : undefined} />;
    }
    default:
      return <Input {...control} autoComplete="off" />;
  }
}

/** One channel's settings: 启用, its fields, 保存, and the tries of the unsaved form (测试连接 for SMTP, 发送测试消息). */
export function ChannelForm({ channel, answer, onSaved }: { channel: NotifyChannel; answer: Answer; onSaved: () => void }) {
  const t = useTranslations('notifications');
  const text = useMessageText();
  const { message } = useFeedback();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [busy, setBusy] = useState<'save' | 'test' | 'send' | null>(null);
  const [result, setResult] = useState<ChannelTestAnswer | null>(null);

  const checked = () => {
    const parsed = CHANNEL_SETTINGS_SCHEMAS[channel].safeParse(form.getFieldsValue(true));
    if (!parsed.success) form.setFields(fieldErrors(parsed.error.issues, text));
    return parsed.success ? parsed.data : null;
  };

  const save = async () => {
    const values = checked();
    if (!values) return;
    setBusy('save');
    setResult(null);
    try {
      await call(notifyCalls.saveChannel, { channel, values });
      void message.success(t('saved'));
      form.setFieldsValue(Object.fromEntries(CHANNEL_FIELDS[channel].filter((f) => f.kind === 'secret').map((f) => [f.name, ''])));
      onSaved();
    } catch {
      // The API client has said why (an SMTP server that failed its test); the form keeps what was typed.
    } finally {
      setBusy(null);
    }
  };

  const tryForm = async (send: boolean) => {
    const values = checked();
    if (!values) return;
    setBusy(send ? 'send' : 'test');
    setResult(null);
    try {
      setResult(await call(notifyCalls.testChannel, { channel, values, send }));
    } catch {
      // Said by the API client.
    } finally {
      setBusy(null);
    }
  };

  const unreadable = new Set(answer.secrets_unreadable);
  return (
    <Form form={form} layout="vertical" initialValues={answer} name={`notify-${channel}`} className={styles.form} data-testid={`notify-form-${channel}`}>
      <p className={styles.help}>{t(`help.${channel}`)}</p>
      <Form.Item name="enabled" label={t('fields.enabled')} valuePropName="checked">
        <Switch data-testid={`notify-${channel}-enabled`} />
      </Form.Item>
      {CHANNEL_FIELDS[channel].map((spec) => (
        <Form.Item
          key={spec.name}
          name={spec.name}
          label={t(`fields.${spec.name}`)}
          valuePropName={spec.kind === 'switch' ? 'checked' : 'value'}
          {...(unreadable.has(spec.name) ? { validateStatus: 'warning' as const, help: t('help.secretUnreadable') } : {})}
        >
          <FieldInput spec={spec} answer={answer} />
        </Form.Item>
      ))}
      {channel === 'email' ? <p className={styles.help}>{t('help.saveTests')}</p> : null}
      <Space wrap>
        <Button type="primary" loading={busy === 'save'} disabled={busy !== null && busy !== 'save'} onClick={() => void save()} data-testid={`notify-${channel}-save`}>{t('actions.save')}</Button>
        {channel === 'email' ? (
          <Button loading={busy === 'test'} disabled={busy !== null && busy !== 'test'} onClick={() => void tryForm(false)} data-testid={`notify-${channel}-test`}>{t('actions.testConnection')}</Button>
        ) : null}
        <Button loading={busy === 'send'} disabled={busy !== null && busy !== 'send'} onClick={() => void tryForm(true)} data-testid={`notify-${channel}-send`}>{t('actions.sendTest')}</Button>
      </Space>
      {result ? <Alert className={styles.result} type={result.ok ? 'success' : 'error'} showIcon title={result.message} data-testid={`notify-${channel}-result`} /> : null}
    </Form>
  );
}
