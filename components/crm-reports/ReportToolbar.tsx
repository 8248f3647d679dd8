'use client';

import { Typography } from 'antd';
import { LazySelect } from '@/components/widgets/select/LazySelect';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ReportRangePicker } from '@/components/widgets/ReportRangePicker';
import type { ReportInput, ReportUser } from '@/lib/contract/crm-reports';
import type { DayRange } from '@/lib/entity/date-presets';
import styles from './crm-reports.module.css';
import frame from '@/components/widgets/report-frame.module.css';

interface ReportToolbarProps {
  title: string;
  input: ReportInput;
  users: ReportUser[];
  onRange: (range: DayRange) => void;
  onUser: (userKey: string | undefined) => void;
  children?: ReactNode;
}

/** A report's heading with its period (the range presets of docs/time.md, "The pickers") and, when there is a choice, its person. */
export function ReportToolbar({ title, input, users, onRange, onUser, children }: ReportToolbarProps) {
  const t = useTranslations('crmReports');
  return (
    <div className={frame.toolbar}>
      <Typography.Title level={1} className={frame.title}>{title}</Typography.Title>
      <div className={frame.controls}>
        <label className={frame.control}>
          <span>{t('range.label')}</span>
          <ReportRangePicker value={input} onChange={onRange} placeholder={[t('range.from'), t('range.to')]} testId="report-range" />
        </label>
        {users.length > 1 || input.user_key ? (
          <label className={frame.control}>
            <span>{t('user.label')}</span>
            <LazySelect
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
