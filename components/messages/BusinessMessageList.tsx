'use client';

import { CheckOutlined, ReloadOutlined } from '@ant-design/icons';
import { App, Button, Empty, Form, Input, Select, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSession } from '@/lib/client/session-state';
import { FilterBar, FilterField } from './FilterBar';
import { DEFAULT_PAGE_SIZE, pagination } from './list-paging';
import { markRead, refreshInbox, useInbox, useMessageCategories, type ReceivedMessage } from './message-api';
import { ReadStatusTag } from './message-tags';
import { messageTime } from './message-time';
import styles from './messages.module.css';

interface Filters {
  message_category_key?: string;
  keyword?: string;
}

/**
 * Business messages (spec-1 §2.6): the caller's received business messages, filtered by type
 * (the business categories) and words; an unread one can be marked handled, never back.
 */
export function BusinessMessageList() {
  const t = useTranslations('messageCenter');
  const { message } = App.useApp();
  const { userKey, loading } = useSession();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [marking, setMarking] = useState<string | null>(null);
  const categories = useMessageCategories('BUSINESS');
  const { data, isValidating } = useInbox(userKey ? { message_type: 'BUSINESS', ref_key: userKey, pageNo, pageSize, ...filters } : null);

  const markHandled = async (record: ReceivedMessage) => {
    if (!userKey) return;
    setMarking(record.message_key);
    try {
      const answer = await markRead(record.message_key, userKey);
      void message.success(answer.msg);
    } catch {
      // shown by the API client
    } finally {
      setMarking(null);
    }
  };

  const columns: TableColumnsType<ReceivedMessage> = [
    // spec-1 §2.6: the type column always reads 'process business'.
    { key: 'type', title: t('columns.messageType'), width: 110, render: () => <Tag color="blue">{t('business.processLabel')}</Tag> },
    {
      key: 'content',
      title: t('columns.content'),
      render: (_, record) => (
        <span className={styles.contentCell} title={record.message_content}>
          {record.title ? <strong>{record.title}：</strong> : null}
          {record.message_content}
        </span>
      ),
    },
    { key: 'sender', title: t('columns.sender'), width: 120, render: (_, record) => record.publisher_name ?? '-' },
    { key: 'time', title: t('columns.sendTime'), width: 180, render: (_, record) => <span className={styles.nowrap}>{messageTime(record.publish_time, record.create_time)}</span> },
    { key: 'status', title: t('columns.status'), width: 100, render: (_, record) => <ReadStatusTag status={record.read_status} /> },
    {
      key: 'actions',
      title: t('columns.actions'),
      width: 130,
      fixed: 'right',
      render: (_, record) => (
        <Button
          type="link"
          size="small"
          icon={<CheckOutlined />}
          disabled={record.read_status !== 'UNREAD'}
          loading={marking === record.message_key}
          onClick={() => void markHandled(record)}
          data-testid="mark-handled"
        >
          {t('business.markHandled')}
        </Button>
      ),
    },
  ];

  if (loading) return null;
  return (
    <div className={styles.page} data-testid="business-messages">
      <FilterBar<Filters>
        name="business-message-filter"
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
        <FilterField name="keyword" label={t('columns.content')}>
          <Input allowClear placeholder={t('filter.keywordPlaceholder')} />
        </FilterField>
      </FilterBar>
      <section className={styles.panel}>
        <div className={styles.toolbar}>
          <Typography.Title level={1} className={styles.listTitle}>{t('business.title')}</Typography.Title>
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
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('business.empty')} /> }}
          pagination={pagination(pageNo, pageSize, data?.total ?? 0, (v) => t('list.total', v), (page, size) => {
            setPageNo(page);
            setPageSize(size);
          })}
        />
      </section>
    </div>
  );
}
