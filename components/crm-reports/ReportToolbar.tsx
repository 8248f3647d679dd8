'use client';

import { DatePicker, Select, Typography } from 'antd';
import '@/components/providers/theme/antd-picker.css';
import dayjs from 'dayjs';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { dayjsRange, useRangePresets } from '@/components/widgets/use-range-presets';
import type { ReportInput, ReportUser } from '@/lib/contract/crm-reports';
import type { DayRange } from '@/lib/entity/date-presets';
import styles from './crm-reports.module.css';

interface ReportToolbarProps {
  title: string;
  input: ReportInput;
  users: ReportUser[];
  onRange: (range: DayRange) => void;
  onUser: (userKey: string | undefined) => void;
  children?: ReactNode;
}

/** A report's heading with its period (spec-2 §9 presets) and, when there is a choice, its person. */
export function ReportToolbar({ title, input, users, onRange, onUser, children }: ReportToolbarProps) {
  const t = useTranslations('crmReports');
  const presets = useRangePresets();
  return (
    <div className={styles.toolbar}>
      <Typography.Title level={1} className={styles.title}>{title}</Typography.Title>
      <div className={styles.controls}>
        <label className={styles.control}>
          <span>{t('range.label')}</span>
          <DatePicker.RangePicker
            value={dayjsRange(input)}
            presets={presets}
            allowClear={false}
            placeholder={[t('range.from'), t('range.to')]}
            format="YYYY-MM-DD"
            disabledDate={(day) => day.isAfter(dayjs().add(1, 'day'), 'day')}
            onChange={(next) => {
              if (next?.[0] && next[1]) onRange({ from: next[0].format('YYYY-MM-DD'), to: next[1].format('YYYY-MM-DD') });
            }}
            data-testid="report-range"
          />
        </label>
        {users.length > 1 || input.user_key ? (
          <label className={styles.control}>
            <span>{t('user.label')}</span>
            <Select
              className={styles.userSelect}
              value={input.user_key ?? ''}
              onChange={(value: string) => onUser(value || undefined)}
              options={[{ value: '', label: t('user.all') }, ...users.map((u) => ({ value: u.user_key, label: u.realname }))]}
              showSearch={{ optionFilterProp: 'label' }}
              id="report-user"
              data-testid="report-user"
            />
          </label>
        ) : null}
        {children}
      </div>
    </div>
  );
}
