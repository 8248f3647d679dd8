'use client';

import { Empty, Skeleton, Tag, Timeline, Typography } from 'antd';
import '@/components/providers/theme/antd-steps.css';
import { useTranslations } from 'next-intl';
import { formatBusinessTime } from '@/lib/client/business-time';
import useSWR from 'swr';
import { keyResultCheckInEntity } from '@/lib/entities/key-result-check-in';
import { kindOf } from '@/components/entity/fields';
import { checkInsKey, loadCheckIns } from './okr-api';
import styles from './okr.module.css';

const WHO = keyResultCheckInEntity.fields.checked_by;

/** The check-ins of a key result, newest first: who, when, the progress reached and the note. */
export function CheckInHistory({ keyResultKey }: { keyResultKey: string }) {
  const t = useTranslations('project.okr');
  const { data, isLoading } = useSWR(checkInsKey(keyResultKey), () => loadCheckIns(keyResultKey), { revalidateOnFocus: false });
  if (isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (!data?.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noCheckIns')} />;
  return (
    <Timeline
      className={styles.history}
      data-testid="check-in-history"
      items={data.map((entry) => ({
        key: String(entry.check_in_key),
        content: (
          <div>
            <div className={styles.historyHead}>
              <span className={styles.historyWho}>{kindOf(WHO).cell(entry.checked_by, entry, WHO)}</span>
              <Tag color="blue">{t('progressTo', { n: Number(entry.progress ?? 0) })}</Tag>
              <Typography.Text type="secondary">{formatBusinessTime(entry.check_in_time, 'YYYY-MM-DD HH:mm')}</Typography.Text>
            </div>
            <div className={styles.historyNote}>{String(entry.note ?? '')}</div>
          </div>
        ),
      }))}
    />
  );
}
