'use client';

import { EyeOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Empty, Form, Input, Select, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSession } from '@/lib/client/session-state';
import { FilterBar, FilterField } from './FilterBar';
import { DEFAULT_PAGE_SIZE, pagination } from './list-paging';
import { refreshInbox, useInbox, useMessageCategories, type ReceivedMessage } from './message-api';
import { PriorityTag, PublishStatusTag, ReadStatusTag } from './message-tags';
import { messageTime } from './message-time';
import { NoticeModal } from './NoticeModal';
import { useOpenReceived } from './use-open-received';
import styles from './messages.module.css';

interface Filters {
  message_category_key?: string;
  keyword?: string;
}

/**
 * Administrative messages (spec-1 §2.7): the notices the caller received, published ones only
 * (status PUBLISHED, ref_key = the caller). 'View' opens the read-only notice dialog and the
 * notice counts as read.
 */
export function AdministrationMessageList() {
  const t = useTranslations('messageCenter');
  const { userKey, loading } = useSession();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const categories = useMessageCategories('ADMINISTRATION');
  const { data, isValidating } = useInbox(userKey ? { message_type: 'ADMINISTRATION', ref_key: userKey, pageNo, pageSize, ...filters } : null);
  const { viewing, open, close } = useOpenReceived();

  const columns: TableColumnsType<ReceivedMessage> = [
    {
      key: 'title',
      title: t('columns.title'),
      render: (_, record) => (
        <span className={styles.titleCell}>
          {record.read_status === 'UNREAD' ? <span className={styles.unreadDot} aria-hidden /> : null}
          <Typography.Link onClick={() => open(record)} className={styles.contentCell}>{record.title}</Typography.Link>
        </span>
      ),
    },
    { key: 'type', title: t('columns.messageType'), width: 110, render: (_, record) => record.category_name ?? '-' },
    { key: 'publisher', title: t('columns.publisher'), width: 120, render: (_, record) => record.publisher_name ?? '-' },
    { key: 'status', title: t('columns.publishStatus'), width: 100, render: (_, record) => <PublishStatusTag status={record.status} /> },
    { key: 'time', title: t('columns.publishTime'), width: 180, render: (_, record) => <span className={styles.nowrap}>{messageTime(record.publish_time, record.create_time)}</span> },
    { key: 'priority', title: t('columns.priority'), width: 100, render: (_, record) => <PriorityTag priority={record.priority} /> },
    { key: 'read', title: t('columns.readStatus'), width: 100, render: (_, record) => <ReadStatusTag status={record.read_status} /> },
    {
      key: 'actions',
      title: t('columns.actions'),
      width: 90,
      fixed: 'right',
      render: (_, record) => (
        <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => open(record)} data-testid="message-view">
          {t('actions.view')}
        </Button>
      ),
    },
  ];

  if (loading) return null;
  return (
    <div className={styles.page} data-testid="administration-messages">
      <FilterBar<Filters>
        name="administration-message-filter"
        form={form}
        onSearch={(values) => {
          setFilters({ message_category_key: values.message_category_key || undefined, keyword: values.keyword?.trim() || undefined });
          setPageNo(1);
        }}
        onReset={() => {
          setFilters({});
          setPageNo(1);
        }}
      >
        <FilterField name="message_category_key" label={t('columns.messageType')}>
          <Select
            allowClear
            placeholder={t('filter.allTypes')}
            loading={categories.isLoading}
            options={(categories.data ?? []).map((c) => ({ value: c.message_category_key, label: c.category_name }))}
          />
        </FilterField>
        <FilterField name="keyword" label={t('filter.keyword')}>
          <Input allowClear placeholder={t('filter.keywordPlaceholder')} />
        </FilterField>
      </FilterBar>
      <section className={styles.panel}>
        <div className={styles.toolbar}>
          <Typography.Title level={1} className={styles.listTitle}>{t('administration.title')}</Typography.Title>
          <Tooltip title={t('actions.refresh')}>
            <Button icon={<ReloadOutlined />} aria-label={t('actions.refresh')} onClick={refreshInbox} />
          </Tooltip>
        </div>
        <Table<ReceivedMessage>
          rowKey="message_key"
          columns={columns}
          dataSource={data?.records ?? []}
          loading={isValidating}
          scroll={{ x: 'max-content' }}
          size="middle"
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('administration.empty')} /> }}
          pagination={pagination(pageNo, pageSize, data?.total ?? 0, (v) => t('list.total', v), (page, size) => {
            setPageNo(page);
            setPageSize(size);
          })}
        />
      </section>
      <NoticeModal state={viewing} onClose={close} />
    </div>
  );
}
