'use client';

import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton, Space } from 'antd';
import '@/components/providers/theme/antd-alert.css';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import frame from '@/components/shell/page-frame.module.css';
import { call } from '@/lib/client/call';
import { CALENDAR_YEAR_MAX, CALENDAR_YEAR_MIN, type CalendarYearDay } from '@/lib/contract/working-calendar';
import { workingCalendarCalls } from '@/lib/contract/working-calendar-calls';
import { businessDay } from '@/lib/entity/time-zone';
import { DayDialog } from './DayDialog';
import { WorkingHoursPanel } from './WorkingHoursPanel';
import { YearGrid } from './YearGrid';
import styles from './working-calendar.module.css';

/** 工作日历 (系统管理): a year's holidays and make-up workdays, an administrator's days and the working hours. */
export function WorkingCalendarPage() {
  const t = useTranslations('workingCalendarPage');
  const [year, setYear] = useState(() => Number(businessDay().slice(0, 4)));
  const [editing, setEditing] = useState<string | null>(null);
  // A year is a name, not an amount: as text it is never grouped (2,026).
  const yearText = String(year);
  const key = [workingCalendarCalls.year.path, year] as const;
  const { data, isLoading, mutate } = useSWR(key, () => call(workingCalendarCalls.year, { year: String(year) }), { revalidateOnFocus: false });
  const days = useMemo(() => new Map((data?.days ?? []).map((d): [string, CalendarYearDay] => [d.date, d])), [data]);
  const counts = useMemo(() => {
    const list = data?.days ?? [];
    return { off: list.filter((d) => !d.working).length, working: list.filter((d) => d.working).length, overrides: list.filter((d) => d.source === 'override').length };
  }, [data]);

  return (
    <div className={frame.page} data-testid="working-calendar">
      <section className={frame.panel}>
        <div className={frame.toolbar}>
          <h1 className={frame.listTitle}>{t('title')}</h1>
          <Space className={frame.toolbarActions}>
            <Button icon={<LeftOutlined />} aria-label={t('prevYear')} disabled={year <= CALENDAR_YEAR_MIN} onClick={() => setYear(year - 1)} data-testid="calendar-prev-year" />
            <span data-testid="calendar-year">{t('yearLabel', { year: yearText })}</span>
            <Button icon={<RightOutlined />} aria-label={t('nextYear')} disabled={year >= CALENDAR_YEAR_MAX} onClick={() => setYear(year + 1)} data-testid="calendar-next-year" />
          </Space>
        </div>
        <p>{t('intro')}</p>
        {data ? (
          <Alert
            type={data.package_known ? 'info' : 'warning'}
            showIcon
            title={data.package_known ? t('packageKnown', { year: yearText }) : t('packageUnknown', { year: yearText })}
            data-testid={data.package_known ? 'calendar-package-known' : 'calendar-package-unknown'}
          />
        ) : null}
        <div className={styles.legend}>
          <span className={styles.legendItem}><span className={`${styles.swatch} ${styles.swatchOff}`} />{t('legendHoliday')}</span>
          <span className={styles.legendItem}><span className={`${styles.swatch} ${styles.swatchMakeUp}`} />{t('legendMakeUp')}</span>
          <span className={styles.legendItem}><span className={`${styles.swatch} ${styles.swatchOverride}`} />{t('legendOverride')}</span>
          <span className={styles.legendItem}><span className={`${styles.swatch} ${styles.swatchWeekend}`} />{t('legendWeekend')}</span>
          {data ? <span data-testid="calendar-counts">{t('holidayCount', counts)}</span> : null}
        </div>
        {isLoading || !data ? <Skeleton active paragraph={{ rows: 8 }} /> : <YearGrid year={year} days={days} onPick={setEditing} />}
      </section>
      {data ? <WorkingHoursPanel key={data.hours.join(',')} hours={data.hours} onSaved={() => void mutate()} /> : null}
      {editing ? <DayDialog date={editing} marked={days.get(editing)} onClose={() => setEditing(null)} onChanged={() => void mutate()} /> : null}
    </div>
  );
}
