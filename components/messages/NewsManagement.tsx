'use client';

import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Empty, Form, Grid, Input, Select, Space, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { PUBLISH_STATUSES, type PublishStatus } from '@/lib/contract/message-center';
import { FilterBar, FilterField } from './FilterBar';
import { DEFAULT_PAGE_SIZE, pagination } from './list-paging';
import { deleteNews, publishNews, refreshNews, retractNews, useNews, useNewsCategories, type NewsRecord } from './message-api';
import { PriorityTag, PublishStatusTag } from './message-tags';
import { messageTime } from './message-time';
import { NoticeModal, type NoticeModalState } from './NoticeModal';
import { viewOfNews } from './NoticeDetail';
import { PublishActions } from './PublishActions';
import styles from './messages.module.css';

interface Filters {
  news_category_key?: string;
  status?: PublishStatus;
  keyword?: string;
}

/**
 * News management (spec-1 §7.3): every news item whatever its state; publishing (a save without
 * news_key), modifying, retracting, publishing again and deleting. Published items appear in the
 * message drawer's news panel and on the public site.
 */
export function NewsManagement() {
  const t = useTranslations('messageCenter');
  const [form] = Form.useForm<Filters>();
  const compact = Grid.useBreakpoint().md === false;
  const [filters, setFilters] = useState<Filters>({});
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [dialog, setDialog] = useState<NoticeModalState | null>(null);
  const categories = useNewsCategories();
  const { data, isValidating } = useNews({ pageNo, pageSize, ...filters });

  const view = (news: NewsRecord) => setDialog(news.status === 'DRAFT' ? { mode: 'edit', variant: 'news', record: news } : { mode: 'view', data: viewOfNews(news) });

  const columns: TableColumnsType<NewsRecord> = [
    { key: 'title', title: t('columns.title'), render: (_, n) => <Typography.Link onClick={() => view(n)} className={styles.contentCell}>{n.title}</Typography.Link> },
    { key: 'category', title: t('columns.newsCategory'), width: 110, render: (_, n) => n.category_name ?? '-' },
    { key: 'priority', title: t('columns.priority'), width: 90, render: (_, n) => <PriorityTag priority={n.priority} /> },
    { key: 'publisher', title: t('columns.publisher'), width: 110, render: (_, n) => n.publisher_name ?? '-' },
    { key: 'status', title: t('columns.publishStatus'), width: 90, render: (_, n) => <PublishStatusTag status={n.status} /> },
    { key: 'time', title: t('columns.publishTime'), width: 170, render: (_, n) => <span className={styles.nowrap}>{n.publish_date ? messageTime(n.publish_date) : '-'}</span> },
    {
      key: 'actions',
      title: t('columns.actions'),
      fixed: 'right',
      width: compact ? 136 : 250,
      render: (_, n) => (
        <PublishActions
          status={n.status}
          editablePublished
          onView={() => view(n)}
          onEdit={() => setDialog({ mode: 'edit', variant: 'news', record: n })}
          publish={() => publishNews(n.news_key)}
          retract={() => retractNews(n.news_key)}
          remove={() => deleteNews(n.news_key)}
          compact={compact}
          onChanged={refreshNews}
        />
      ),
    },
  ];

  return (
    <div className={styles.page} data-testid="news-management">
      <FilterBar<Filters>
        name="news-filter"
        form={form}
        onSearch={(values) => {
          setFilters({ news_category_key: values.news_category_key || undefined, status: values.status || undefined, keyword: values.keyword?.trim() || undefined });
          setPageNo(1);
        }}
        onReset={() => {
          setFilters({});
          setPageNo(1);
        }}
      >
        <FilterField name="news_category_key" label={t('columns.newsCategory')}>
          <Select allowClear placeholder={t('filter.allCategories')} options={(categories.data ?? []).map((c) => ({ value: c.news_category_key, label: c.category_name }))} />
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
          <Typography.Title level={1} className={styles.listTitle}>{t('news.title')}</Typography.Title>
          <Space wrap className={styles.toolbarActions}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ mode: 'create', variant: 'news' })} data-testid="news-create">
              {t('news.create')}
            </Button>
            <Tooltip title={t('actions.refresh')}>
              <Button icon={<ReloadOutlined />} aria-label={t('actions.refresh')} onClick={refreshNews} />
            </Tooltip>
          </Space>
        </div>
        <Table<NewsRecord>
          rowKey="news_key"
          columns={columns}
          dataSource={data?.records ?? []}
          loading={isValidating}
          scroll={{ x: 'max-content' }}
          size="middle"
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('news.empty')} /> }}
          pagination={pagination(pageNo, pageSize, data?.total ?? 0, (v) => t('list.total', v), (page, size) => {
            setPageNo(page);
            setPageSize(size);
          })}
        />
      </section>
      <NoticeModal state={dialog} onClose={() => setDialog(null)} onSaved={refreshNews} />
    </div>
  );
}
