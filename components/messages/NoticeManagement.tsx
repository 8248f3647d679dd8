'use client';

import { Select, type TableColumnsType } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AUDIENCE_ALL, type PublishStatus } from '@/lib/contract/message-center-values';
import { FilterBar } from './FilterBar';
import { FilterField } from '@/components/widgets/filter-form/FilterField';
import { KeywordField, PublishStatusField } from './filter-fields';
import { ListPanel } from './ListPanel';
import {
  deleteNotice,
  publishNotice,
  refreshNotices,
  retractNotice,
  useManagedNotices,
  useMessageCategories,
  type ManagedNotice,
} from './message-api';
import { NoticeModal, type NoticeModalState } from './NoticeModal';
import { viewOfMessage } from './notice-view';
import { useListQuery } from './use-list-query';
import { useManagedColumns } from './use-managed-columns';
import styles from './messages.module.css';
import frame from '@/components/shell/page-frame.module.css';

interface Filters {
  message_category_key?: string;
  status?: PublishStatus;
  keyword?: string;
}

const count = (text: string | null) => (text ?? '').split(',').filter(Boolean).length;

/**
 * Notice management (spec-1 §2.7): every notice with its state and how many of its recipients
 * read it; new notices, edits of drafts and retracted ones, publishing, retracting, deleting.
 */
export function NoticeManagement() {
  const t = useTranslations('messageCenter');
  const query = useListQuery<Filters>();
  const [dialog, setDialog] = useState<NoticeModalState | null>(null);
  const categories = useMessageCategories('ADMINISTRATION');
  const { data, isValidating } = useManagedNotices({ pageNo: query.pageNo, pageSize: query.pageSize, ...query.filters });

  const audienceText = (notice: ManagedNotice) =>
    notice.ref_key === AUDIENCE_ALL ? t('form.audienceAll') : notice.dept_key ? t('notice.departCount', { count: count(notice.dept_key) }) : t('notice.userCount', { count: count(notice.ref_key) });
  // spec-1 §2.7: the view is read-only unless the notice is a draft.
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
    <div className={frame.page} data-testid="notice-management">
      <FilterBar<Filters> name="notice-filter" onSearch={query.search} onReset={query.reset}>
        <FilterField name="message_category_key" label={t('columns.messageType')}>
          <Select allowClear placeholder={t('filter.allTypes')} options={(categories.data ?? []).map((c) => ({ value: c.message_category_key, label: c.category_name }))} />
        </FilterField>
        <PublishStatusField />
        <KeywordField />
      </FilterBar>
      <ListPanel<ManagedNotice>
        title={t('notice.title')}
        onRefresh={refreshNotices}
        create={{ label: t('notice.create'), testId: 'notice-create', onClick: () => setDialog({ mode: 'create', variant: 'notice' }) }}
        rowKey="message_key"
        columns={columns}
        page={data}
        loading={isValidating}
        emptyText={t('notice.empty')}
        query={query}
      />
      <NoticeModal state={dialog} onClose={() => setDialog(null)} onSaved={refreshNotices} />
    </div>
  );
}
