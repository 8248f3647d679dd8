'use client';

import { Button, Empty, Spin, Table, Tabs, type TableColumnsType } from 'antd';
import '@/components/providers/theme/antd-tabs.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { NEWS_PANEL_PAGE_SIZE } from '@/lib/contract/message-center-values';
import { useNews, useNewsCategories, type NewsRecord } from '../message-api';
import { messageTime } from '../message-time';
import { NoticeModal, type NoticeModalState } from '../NoticeModal';
import { viewOfNews } from '../notice-view';
import styles from '../messages.module.css';

function CategoryNews({ categoryKey, onView }: { categoryKey: string; onView: (news: NewsRecord) => void }) {
  const t = useTranslations('messageCenter');
  // Page 1, size 5, status PUBLISHED, news_category_key (docs/messages.md, "The lists and the drawer").
  const { data, isLoading } = useNews({ page: 1, size: NEWS_PANEL_PAGE_SIZE, status: 'PUBLISHED', news_category_key: categoryKey });
  const columns: TableColumnsType<NewsRecord> = [
    { key: 'title', title: t('columns.title'), render: (_, n) => <span className={styles.newsTitle}>{n.title}</span> },
    { key: 'publisher', title: t('columns.publisher'), width: 96, render: (_, n) => n.publisher_name ?? '-' },
    { key: 'time', title: t('columns.publishTime'), width: 106, render: (_, n) => messageTime(n.publish_date, n.create_time) },
    {
      key: 'view',
      title: t('columns.actions'),
      width: 56,
      render: (_, n) => (
        <Button type="link" size="small" onClick={() => onView(n)} data-testid="drawer-news-view">
          {t('actions.view')}
        </Button>
      ),
    },
  ];
  return (
    <Table<NewsRecord>
      rowKey="news_key"
      size="small"
      columns={columns}
      dataSource={data?.records ?? []}
      loading={isLoading}
      pagination={false}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('news.emptyCategory')} /> }}
    />
  );
}

/** The drawer's news tab: one tab per news category; 'view' opens the read-only notice dialog. */
export function NewsPanel() {
  const t = useTranslations('messageCenter');
  const { data, isLoading } = useNewsCategories();
  const [viewing, setViewing] = useState<NoticeModalState | null>(null);
  if (isLoading && !data) return <Spin className={styles.drawerEmpty} />;
  if (!data || data.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('news.noCategories')} className={styles.drawerEmpty} data-testid="drawer-news-empty" />;
  return (
    <div data-testid="drawer-news">
      <Tabs
        size="small"
        className={styles.newsTabs}
        items={data.map((c) => ({ key: c.news_category_key, label: c.category_name, children: <CategoryNews categoryKey={c.news_category_key} onView={(n) => setViewing({ mode: 'view', data: viewOfNews(n) })} /> }))}
      />
      <NoticeModal state={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
