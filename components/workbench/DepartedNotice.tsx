'use client';

import { Alert } from 'antd';
import '@/components/providers/theme/antd-alert.css';
import { useTranslations } from 'next-intl';
import { useDepartureText } from './departure-text';
import type { DepartedTask } from './workbench-api';
import styles from './workbench.module.css';

/** Above 待我审批: the tasks that left it since it last loaded because someone else moved them, and why. */
export function DepartedNotice({ departed, onClose }: { departed: DepartedTask[]; onClose: () => void }) {
  const t = useTranslations('workbench.departure');
  const reason = useDepartureText();
  if (departed.length === 0) return null;
  return (
    <Alert
      type="info"
      showIcon
      closable={{ onClose, 'aria-label': t('dismiss') }}
      className={styles.departed}
      data-testid="workbench-departed"
      title={t('listTitle', { count: departed.length })}
      description={
        <ul className={styles.departedList}>
          {departed.map((d) => (
            <li key={d.task_key} data-task={d.task_key}>{t('item', { title: d.title, reason: reason(d.departure) })}</li>
          ))}
        </ul>
      }
    />
  );
}
