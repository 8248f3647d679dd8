'use client';

import { Alert, Button, Form, Select, Switch, Table, Typography } from 'antd';
import '@/components/providers/theme/antd-alert.css';
import '@/components/providers/theme/antd-form.css';
import '@/components/providers/theme/antd-switch.css';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import type { NotifyChannel } from '@/lib/contract/notifications';
import {
  modeFor,
  NOTIFY_MODES,
  notifyPreferencesSchema,
  PREFERENCE_EVENTS,
  type NotifyMode,
  type NotifyPreferences,
  type PreferenceEvent,
} from '@/lib/contract/notify-preferences';
import { locales } from '@/lib/i18n/locales';
import { useFeedback } from '@/components/providers/feedback/feedback-context';
import { loadNotifyPreferences, NOTIFY_PREFERENCES_KEY, saveNotifyPreferences } from './notify-preference-calls';
import { formLayout, tailLayout } from './form-layout';
import styles from './person.module.css';

// Inline, as the form's own rule gives a select the full width of its row.
const TIME_SELECT = { width: 104 };
const LOCALE_SELECT = { width: 160 };

/** Every half hour of the day, for the quiet hours' ends. */
const HALF_HOURS = Array.from({ length: 48 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

function withMode(preferences: NotifyPreferences, event: PreferenceEvent, channel: NotifyChannel, mode: NotifyMode): NotifyPreferences {
  return { ...preferences, modes: { ...preferences.modes, [event]: { ...preferences.modes[event], [channel]: mode } } };
}

/**
 * 消息通知 of the personal centre: which events reach the user on which channel an administrator
 * enabled (off, 即时 or 汇总 into the daily digest), quiet hours, the digest's hour and the language
 * the notifications are written in. Checked by the schema the server checks with.
 */
export function NotifyPreferencesForm() {
  const t = useTranslations('notifyPreferences');
  const tRoot = useTranslations();
  const tLanguage = useTranslations('ui.languages');
  const { message } = useFeedback();
  const { data, mutate } = useSWR(NOTIFY_PREFERENCES_KEY, loadNotifyPreferences);
  // What the user changed on screen; until then, what is stored.
  const [edited, setDraft] = useState<NotifyPreferences | null>(null);
  const [saving, setSaving] = useState(false);
  const draft = edited ?? data?.preferences ?? null;

  const channels = useMemo(() => data?.channels ?? [], [data]);
  const problem = useMemo(() => {
    if (!draft) return null;
    const check = notifyPreferencesSchema.safeParse(draft);
    return check.success ? null : (check.error.issues[0]?.message ?? null);
  }, [draft]);

  if (!data || !draft) return null;

  const modeOptions = NOTIFY_MODES.map((mode) => ({ value: mode, label: t(`modes.${mode}`) }));
  const columns = [
    { key: 'event', title: t('event'), dataIndex: 'event', fixed: 'left' as const, width: 132, render: (event: PreferenceEvent) => t(`events.${event}`) },
    ...channels.map((channel) => ({
      key: channel,
      title: t(`channels.${channel}`),
      width: 112,
      render: (_: unknown, row: { event: PreferenceEvent }) => (
        <Select<NotifyMode>
          size="small"
          className={styles.modeSelect}
          value={modeFor(draft, row.event, channel)}
          options={modeOptions}
          aria-label={t('cellLabel', { event: t(`events.${row.event}`), channel: t(`channels.${channel}`) })}
          data-testid={`notify-mode-${row.event}-${channel}`}
          onChange={(mode) => setDraft(withMode(draft, row.event, channel, mode))}
        />
      ),
    })),
  ];

  const save = async () => {
    const parsed = notifyPreferencesSchema.safeParse(draft);
    if (!parsed.success) return;
    setSaving(true);
    try {
      void message.success(await saveNotifyPreferences(parsed.data));
      await mutate();
    } catch {
      // The server's refusal is already shown in the user's language; the choice stays on screen.
    } finally {
      setSaving(false);
    }
  };

  const quiet = draft.quietHours;
  return (
    <Form {...formLayout} className={styles.form} data-testid="notify-preferences-form" onFinish={save}>
      <Form.Item wrapperCol={{ span: 24 }}>
        <Alert type={channels.length ? 'info' : 'warning'} showIcon title={channels.length ? t('intro') : t('noChannels')} />
      </Form.Item>
      {channels.length > 0 && (
        <Form.Item wrapperCol={{ span: 24 }}>
          <Table
            className={styles.notifyGrid}
            size="small"
            bordered
            pagination={false}
            rowKey="event"
            scroll={{ x: 'max-content' }}
            columns={columns}
            dataSource={PREFERENCE_EVENTS.map((event) => ({ event }))}
            data-testid="notify-grid"
          />
        </Form.Item>
      )}
      <Form.Item label={t('quietHours')} extra={t('quietHoursHelp')} validateStatus={problem === 'notifyPreferences.validation.quietSame' ? 'error' : undefined} help={problem === 'notifyPreferences.validation.quietSame' ? tRoot(problem) : undefined}>
        <div className={styles.quietRow}>
          <Switch checked={quiet.enabled} aria-label={t('quietHours')} data-testid="notify-quiet-enabled" onChange={(enabled) => setDraft({ ...draft, quietHours: { ...quiet, enabled } })} />
          <Select size="middle" style={TIME_SELECT} disabled={!quiet.enabled} value={quiet.from} aria-label={t('quietFrom')} options={HALF_HOURS.map((v) => ({ value: v, label: v }))} onChange={(from) => setDraft({ ...draft, quietHours: { ...quiet, from } })} data-testid="notify-quiet-from" />
          <Typography.Text type="secondary">–</Typography.Text>
          <Select size="middle" style={TIME_SELECT} disabled={!quiet.enabled} value={quiet.to} aria-label={t('quietTo')} options={HALF_HOURS.map((v) => ({ value: v, label: v }))} onChange={(to) => setDraft({ ...draft, quietHours: { ...quiet, to } })} data-testid="notify-quiet-to" />
        </div>
      </Form.Item>
      <Form.Item label={t('digestHour')} extra={t('digestHourHelp')}>
        <Select style={TIME_SELECT} value={draft.digestHour} aria-label={t('digestHour')} options={HOURS.map((hour) => ({ value: hour, label: t('hourOption', { hour: String(hour).padStart(2, '0') }) }))} onChange={(digestHour) => setDraft({ ...draft, digestHour })} data-testid="notify-digest-hour" />
      </Form.Item>
      <Form.Item label={t('locale')}>
        <Select style={LOCALE_SELECT} value={draft.locale} aria-label={t('locale')} options={locales.map((locale) => ({ value: locale, label: tLanguage(locale) }))} onChange={(locale) => setDraft({ ...draft, locale })} data-testid="notify-locale" />
      </Form.Item>
      <Form.Item wrapperCol={tailLayout}>
        <Button type="primary" htmlType="submit" loading={saving} disabled={problem !== null} data-testid="notify-save">
          {t('save')}
        </Button>
      </Form.Item>
    </Form>
  );
}
