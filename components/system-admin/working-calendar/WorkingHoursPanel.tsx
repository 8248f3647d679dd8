'use client';

import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMessageText } from '@/components/entity/message-text';
import { useFeedback } from '@/components/providers/feedback/feedback-context';
import frame from '@/components/shell/page-frame.module.css';
import { callAnswer } from '@/lib/client/call';
import { workingHoursSchema } from '@/lib/contract/working-calendar';
import { workingCalendarCalls } from '@/lib/contract/working-calendar-calls';
import styles from './working-calendar.module.css';

/** 每日工作时间: the periods working hours are counted in, such as 09:00-12:00 and 13:00-18:00 (remounted with each saved setting). */
export function WorkingHoursPanel({ hours, onSaved }: { hours: string[]; onSaved: () => void }) {
  const t = useTranslations('workingCalendarPage');
  const text = useMessageText();
  const { message } = useFeedback();
  const [periods, setPeriods] = useState<string[]>(hours);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const parsed = workingHoursSchema.safeParse({ periods });
    if (!parsed.success) {
      setError(text(parsed.error.issues[0]!.message));
      return;
    }
    setSaving(true);
    try {
      const answer = await callAnswer(workingCalendarCalls.hours, parsed.data);
      if (answer.msg) void message.success(answer.msg);
      onSaved();
    } catch {
      // The API client has said why; the periods stay as typed.
    } finally {
      setSaving(false);
    }
  };
  const change = (next: string[]) => {
    setPeriods(next);
    setError(null);
  };

  return (
    <section className={frame.panel} data-testid="calendar-hours">
      <h2 className={frame.listTitle}>{t('hoursTitle')}</h2>
      <Typography.Paragraph type="secondary">{t('hoursHelp')}</Typography.Paragraph>
      <div className={styles.hours}>
        {periods.map((period, i) => (
          <Space.Compact key={i}>
            <Input className={styles.period} value={period} placeholder="09:00-12:00" status={error ? 'error' : undefined} onChange={(e) => change(periods.map((p, j) => (j === i ? e.target.value : p)))} aria-label={`${t('hoursTitle')} ${i + 1}`} data-testid={`calendar-hours-${i}`} />
            <Button icon={<DeleteOutlined />} aria-label={t('hoursRemove')} disabled={periods.length <= 1} onClick={() => change(periods.filter((_, j) => j !== i))} />
          </Space.Compact>
        ))}
        <Button icon={<PlusOutlined />} disabled={periods.length >= 6} onClick={() => change([...periods, ''])}>{t('hoursAdd')}</Button>
        <Button type="primary" loading={saving} onClick={() => void save()} data-testid="calendar-hours-save">{t('hoursSave')}</Button>
      </div>
      {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
    </section>
  );
}
