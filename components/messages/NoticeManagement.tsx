'use client';

import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Empty, Form, Grid, Input, Select, Space, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AUDIENCE_ALL, PUBLISH_STATUSES, type PublishStatus } from '@/lib/contract/message-center';
import { FilterBar, FilterField } from './FilterBar';
import { DEFAULT_PAGE_SIZE, pagination } from './list-paging';
import {
  deleteNotice,
  publishNotice,
  refreshNotices,
  retractNotice,
  useManagedNotices,
  useMessageCategories,
  type ManagedNotice,
} from './message-api';
import { PriorityTag, PublishStatusTag } from './message-tags';
import { messageTime } from './message-time';
import { NoticeModal, type NoticeModalState } from './NoticeModal';
import { viewOfMessage } from './NoticeDetail';
import { PublishActions } from './PublishActions';
import styles from './messages.module.css';

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
  const [form] = Form.useForm<Filters>();
  const compact = Grid.useBreakpoint().md === false;
  const [filters, setFilters] = useState<Filters>({});
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [dialog, setDialog] = useState<NoticeModalState | null>(null);
  const categories = useMessageCategories('ADMINISTRATION');
  const { data, isValidating } = useManagedNotices({ pageNo, pageSize, ...filters });

  const audienceText = (notice: ManagedNotice) =>
    notice.ref_key === AUDIENCE_ALL ? t('form.audienceAll') : notice.dept_key ? t('notice.departCount', { count: count(notice.dept_key) }) : t('notice.userCount', { count: count(notice.ref_key) });
  // spec-1 §2.7: the view is read-only unless the notice is a draft.
  const view = (notice: ManagedNotice) => setDialog(notice.status === 'DRAFT' ? { mode: 'edit', variant: 'notice', record: notice } : { mode: 'view', data: viewOfMessage(notice) });

  const columns: TableColumnsType<ManagedNotice> = [
    { key: 'title', title: t('columns.title'), render: (_, n) => <Typography.Link onClick={() => view(n)} className={styles.contentCell}>{n.title}</Typography.Link> },
    { key: 'type', title: t('columns.messageType'), width: 100, render: (_, n) => n.category_name ?? '-' },
    { key: 'priority', title: t('columns.priority'), width: 90, render: (_, n) => <PriorityTag priority={n.priority} /> },
    { key: 'audience', title: t('columns.audience'), width: 110, render: (_, n) => audienceText(n) },
    { key: 'publisher', title: t('columns.publisher'), width: 110, render: (_, n) => n.publisher_name ?? '-' },
    { key: 'status', title: t('columns.publishStatus'), width: 90, render: (_, n) => <PublishStatusTag status={n.status} /> },
    { key: 'time', title: t('columns.publishTime'), width: 170, render: (_, n) => <span className={styles.nowrap}>{n.publish_time ? messageTime(n.publish_time) : '-'}</span> },
    { key: 'reads', title: t('columns.reads'), width: 90, render: (_, n) => (n.status === 'PUBLISHED' ? <span className={styles.nowrap}>{`${n.read_total}/${n.acceptor_total}`}</span> : '-') },
    {
      key: 'actions',
      title: t('columns.actions'),
      fixed: 'right',
      width: compact ? 136 : 250,
      render: (_, n) => (
        <PublishActions
          status={n.status}
          onView={() => view(n)}
          onEdit={() => setDialog({ mode: 'edit', variant: 'notice', record: n })}
          publish={() => publishNotice(n.message_key)}
          retract={() => retractNotice(n.message_key)}
          remove={() => deleteNotice(n.message_key)}
          compact={compact}
          onChanged={refreshNotices}
        />
      ),
    },
  ];

  return (
    <div className={styles.page} data-testid="notice-management">
      <FilterBar<Filters>
        name="notice-filter"
        form={form}
        onSearch={(values) => {
          setFilters({ message_category_key: values.message_category_key || undefined, status: values.status || undefined, keyword: values.keyword?.trim() || undefined });
          setPageNo(1);
        }}
        onReset={() => {
          setFilters({});
          setPageNo(1);
        }}
      >
        <FilterField name="message_category_key" label={t('columns.messageType')}>
          <Select allowClear placeholder={t('filter.allTypes')} options={(categories.data ?? []).map((c) => ({ value: c.message_category_key, label: c.category_name }))} />
        </FilterField>
        <FilterField name="status" label={t('columns.publishStatus')}>
          <Select allowClear placeholder={t('filter.allStatuses')} options={PUBLISH_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))} />
        </FilterField>
        <FilterField name="keyword" label={t('filter.keyword')}>
          <Input allowClear placeholder={t('filter.keywordPlaceholder')} />
        </FilterField>
      </FilterBar>
      <section className={styles.panel}>
        <div className={styles.toolbar}>
          <Typography.Title level={1} className={styles.listTitle}>{t('notice.title')}</Typography.Title>
          <Space wrap className={styles.toolbarActions}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ mode: 'create', variant: 'notice' })} data-testid="notice-create">
              {t('notice.create')}
            </Button>
            <Tooltip title={t('actions.refresh')}>
              <Button icon={<ReloadOutlined />} aria-label={t('actions.refresh')} onClick={refreshNotices} />
            </Tooltip>
          </Space>
        </div>
        <Table<ManagedNotice>
          rowKey="message_key"
          columns={columns}
          dataSource={data?.records ?? []}
          loading={isValidating}
          scroll={{ x: 'max-content' }}
          size="middle"
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notice.empty')} /> }}
          pagination={pagination(pageNo, pageSize, data?.total ?? 0, (v) => t('list.total', v), (page, size) => {
            setPageNo(page);
            setPageSize(size);
          })}
        />
      </section>
      <NoticeModal state={dialog} onClose={() => setDialog(null)} onSaved={refreshNotices} />
    </div>
  );
}
