'use client';

import { Alert, Button, Input, Modal, Popconfirm, Radio, Typography } from 'antd';
import '@/components/providers/theme/antd-alert.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMessageText } from '@/components/entity/message-text';
import { useFeedback } from '@/components/providers/feedback/feedback-context';
import { callAnswer } from '@/lib/client/call';
import { setCalendarDaySchema, type CalendarYearDay } from '@/lib/contract/working-calendar';
import { workingCalendarCalls } from '@/lib/contract/working-calendar-calls';
import { isWeekend, weekdayOf } from '@/lib/entity/working-days/calendar';

/** What a click on a working day proposes, or on a day off: the other, with a name to start from. */
function proposal(date: string, marked: CalendarYearDay | undefined): { working: boolean; name: string } {
  const working = marked ? marked.working : !isWeekend(date);
  if (marked?.source === 'override') return { working: marked.working, name: marked.name };
  return { working: !working, name: '' };
}

/**
 * One day of the calendar: what it is now and where that comes from, and the change an
 * administrator makes (休息日 / 工作日 with a name), said in full before it is saved; an
 * administrator's day can be given back to the package.
 */
export function DayDialog({ date, marked, onClose, onChanged }: { date: string; marked: CalendarYearDay | undefined; onClose: () => void; onChanged: () => void }) {
  const t = useTranslations('workingCalendarPage');
  const text = useMessageText();
  const { message } = useFeedback();
  const start = proposal(date, marked);
  const [working, setWorking] = useState(start.working);
  const [name, setName] = useState(start.name);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const nowWorking = marked ? marked.working : !isWeekend(date);
  const weekday = t('weekdays').split(',')[(weekdayOf(date) + 6) % 7];
  const state = (w: boolean) => t(w ? 'stateWorking' : 'stateOff');
  const source = marked ? t(marked.source === 'override' ? 'fromOverride' : 'fromPackage', { name: marked.name }) : t('fromWeek');

  const run = async (change: () => Promise<{ msg: string }>) => {
    setSaving(true);
    try {
      const answer = await change();
      if (answer.msg) void message.success(answer.msg);
      onChanged();
      onClose();
    } catch {
      // The API client has said why; the dialog keeps what was typed.
    } finally {
      setSaving(false);
    }
  };
  const save = () => {
    const parsed = setCalendarDaySchema.safeParse({ date, working, name });
    if (!parsed.success) {
      setError(text(parsed.error.issues[0]!.message));
      return;
    }
    void run(() => callAnswer(workingCalendarCalls.setDay, parsed.data));
  };

  return (
    <Modal
      open
      title={t('editTitle', { date, weekday: weekday ?? '' })}
      onCancel={onClose}
      destroyOnHidden
      data-testid="calendar-day-dialog"
      footer={[
        marked?.source === 'override' ? (
          <Popconfirm key="clear" title={t('clearConfirm', { date })} okText={t('clear')} cancelText={t('cancel')} onConfirm={() => void run(() => callAnswer(workingCalendarCalls.clearDay, { date }))}>
            <Button danger disabled={saving} data-testid="calendar-day-clear">{t('clear')}</Button>
          </Popconfirm>
        ) : null,
        <Button key="cancel" onClick={onClose}>{t('cancel')}</Button>,
        <Button key="save" type="primary" loading={saving} onClick={save} data-testid="calendar-day-save">{t('save')}</Button>,
      ]}
    >
      <Typography.Paragraph data-testid="calendar-day-state">{t('state', { state: state(nowWorking) })}{source}</Typography.Paragraph>
      {marked?.source === 'override' && marked.package ? (
        <Typography.Paragraph type="secondary">{t('packageUnder', { state: state(marked.package.working), name: marked.package.name })}</Typography.Paragraph>
      ) : null}
      <div style={{ display: 'grid', gap: 12 }}>
        <label>
          <div>{t('markAs')}</div>
          <Radio.Group
            value={working}
            onChange={(e) => setWorking(e.target.value as boolean)}
            options={[{ value: false, label: t('asOff') }, { value: true, label: t('asWorking') }]}
            data-testid="calendar-day-working"
          />
        </label>
        <label>
          <div>{t('name')}</div>
          <Input
            value={name}
            maxLength={50}
            status={error ? 'error' : undefined}
            placeholder={t(working ? 'namePlaceholderWorking' : 'namePlaceholderOff')}
            onChange={(e) => {
              setName(e.target.value);
              setError(null);
            }}
            onPressEnter={save}
            data-testid="calendar-day-name"
          />
          {error ? <Typography.Text type="danger" data-testid="calendar-day-error">{error}</Typography.Text> : null}
        </label>
        {name.trim() ? <Alert type="info" title={t('confirmSet', { date, state: state(working), name: name.trim() })} data-testid="calendar-day-confirm" /> : null}
      </div>
    </Modal>
  );
}
