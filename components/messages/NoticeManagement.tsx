'use client';

import { type TableColumnsType } from 'antd';
import { LazySelect } from '@/components/widgets/select/LazySelect';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AUDIENCE_ALL } from '@/lib/contract/message-center-values';
import { FilterField } from '@/components/widgets/filter-form/FilterField';
import { KeywordField, PublishStatusField } from './filter-fields';
import { deleteNotice, loadNotices, NOTICES_KEY, publishNotice, refreshNotices, retractNotice, useMessageCategories, type ManagedNotice } from './message-api';
import { MessageList } from './MessageList';
import { NoticeModal, type NoticeModalState } from './NoticeModal';
import { viewOfMessage } from './notice-view';
import { useManagedColumns } from './use-managed-columns';
import styles from './messages.module.css';

const NOTICES_SCOPE = [NOTICES_KEY];


const count = (text: string | null) => (text ?? '').split(',').filter(Boolean).length;

/**
 * Notice management: every notice with its state and how many of its recipients
 * read it; new notices, edits of drafts and retracted ones, publishing, retracting, deleting.
 */
export function NoticeManagement() {
  const t = useTranslations('messageCenter');
  const [dialog, setDialog] = useState<NoticeModalState | null>(null);
  const categories = useMessageCategories('ADMINISTRATION');

  const audienceText = (notice: ManagedNotice) =>
    notice.ref_key === AUDIENCE_ALL ? t('form.audienceAll') : notice.dept_key ? t('notice.departCount', { count: count(notice.dept_key) }) : t('notice.userCount', { count: count(notice.ref_key) });
  // The view is read-only unless the notice is a draft (docs/messages.md, "Notices").
  const view = (notice: ManagedNotice) => setDialog(notice.status === 'DRAFT' ? { mode: 'edit', variant: 'notice', record: notice } : { mode: 'view', data: viewOfMessage(notice) });
  const common = useManagedColumns<ManagedNotice>({
    view,
    publishedAt: (n) => n.publish_time,
    actionsOf: (n) => ({
      onEdit: () => setDialog({ mode: 'edit', variant: 'notice', record: n }),
      publish: () => publishNotice(n.message_key),
      retract: () => retractNotice(n.message_key),
      remove: () => deleteNotice(n.message_key),
    }),
    onChanged: refreshNotices,
  });

  const columns: TableColumnsType<ManagedNotice> = [
    common.title,
    { key: 'type', title: t('columns.messageType'), width: 100, render: (_, n) => n.category_name ?? '-' },
    common.priority,
    { key: 'audience', title: t('columns.audience'), width: 110, render: (_, n) => audienceText(n) },
    common.publisher,
    common.status,
    common.time,
    { key: 'reads', title: t('columns.reads'), width: 90, render: (_, n) => (n.status === 'PUBLISHED' ? <span className={styles.nowrap}>{`${n.read_total}/${n.acceptor_total}`}</span> : '-') },
    common.actions,
  ];

  return (
    <MessageList<ManagedNotice, Parameters<typeof loadNotices>[0]>
      testId="notice-management"
      filterName="notice-filter"
      filters={<>
        <FilterField name="message_category_key" label={t('columns.messageType')}>
          <LazySelect allowClear placeholder={t('filter.allTypes')} options={(categories.data ?? []).map((c) => ({ value: c.message_category_key, label: c.category_name }))} />
        </FilterField>
        <PublishStatusField />
        <KeywordField />
      </>}
      title={t('notice.title')}
      create={{ label: t('notice.create'), testId: 'notice-create', onClick: () => setDialog({ mode: 'create', variant: 'notice' }) }}
      scope={NOTICES_SCOPE}
      load={loadNotices}
      onRefresh={refreshNotices}
      rowKey="message_key"
      columns={columns}
      emptyText={t('notice.empty')}
    >
      <NoticeModal state={dialog} onClose={() => setDialog(null)} onSaved={refreshNotices} />
    </MessageList>
  );
}
