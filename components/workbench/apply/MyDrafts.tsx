'use client';

import { Button, Empty, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslations } from 'next-intl';
import { useFeedback } from '@/components/providers/feedback/feedback-context';
import { formatBusinessTime } from '@/lib/client/business-time';
import styles from '../workbench.module.css';
import { deleteDraft, useDrafts, type DraftRow } from './draft-api';

/**
 * 我的草稿: the caller's saved start forms, newest first. One whose process was suspended, deleted
 * or is no longer hers to start is marked and can only be deleted.
 */
export function MyDrafts({ onContinue }: { onContinue: (processKey: string, draftKey: string) => void }) {
  const t = useTranslations('workbench.apply');
  const { modal, message } = useFeedback();
  const { data, isLoading } = useDrafts();
  const titleOf = (d: DraftRow) => d.title || t('draftUntitled');

  const remove = (draft: DraftRow) =>
    modal.confirm({
      title: t('draftDeleteTitle'),
      content: t('draftDeleteConfirm', { title: titleOf(draft) }),
      okButtonProps: { danger: true },
      onOk: async () => {
        await deleteDraft(draft.draft_key).catch(() => null);
        message.success(t('draftDeleted'));
      },
    });

  const columns: TableColumnsType<DraftRow> = [
    {
      key: 'process',
      title: t('draftProcess'),
      render: (_, d) => (
        <Space size={4} wrap>
          <span data-entered>{d.process_name ?? t('draftRemoved')}</span>
          {d.state === 'suspended' ? <Tag color="orange">{t('draftStateSuspended')}</Tag> : null}
          {d.state === 'unavailable' ? <Tag color="red">{t('draftStateUnavailable')}</Tag> : null}
        </Space>
      ),
    },
    { key: 'title', title: t('draftTitle'), ellipsis: true, render: (_, d) => <span data-entered>{titleOf(d)}</span> },
    { key: 'saved', title: t('draftSaved'), width: 170, responsive: ['sm'], render: (_, d) => formatBusinessTime(d.update_time) },
    {
      key: 'actions',
      title: t('draftActions'),
      width: 140,
      render: (_, d) => (
        <Space size={0}>
          <Button type="link" size="small" disabled={d.state !== 'startable' || !d.process_key} onClick={() => d.process_key && onContinue(d.process_key, d.draft_key)} data-testid="draft-continue">
            {t('draftContinue')}
          </Button>
          <Button type="link" size="small" danger onClick={() => remove(d)} data-testid="draft-delete">
            {t('draftDelete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <section className={styles.drafts} data-testid="my-drafts" aria-label={t('drafts')}>
      <Typography.Title level={2} className={styles.processGroupTitle}>{t('drafts')}</Typography.Title>
      {data && data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('draftsEmpty')} />
      ) : (
        <Table<DraftRow> rowKey="draft_key" size="small" loading={isLoading && !data} columns={columns} dataSource={data ?? []} pagination={false} />
      )}
    </section>
  );
}
