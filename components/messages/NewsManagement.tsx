'use client';

import { type TableColumnsType } from 'antd';
import { LazySelect } from '@/components/widgets/select/LazySelect';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FilterField } from '@/components/widgets/filter-form/FilterField';
import { KeywordField, PublishStatusField } from './filter-fields';
import { deleteNews, loadNews, NEWS_KEY, publishNews, refreshNews, retractNews, useNewsCategories, type NewsRecord } from './message-api';
import { MessageList } from './MessageList';
import { NoticeModal, type NoticeModalState } from './NoticeModal';
import { viewOfNews } from './notice-view';
import { useManagedColumns } from './use-managed-columns';

const NEWS_SCOPE = [NEWS_KEY];

/**
 * News management: every news item whatever its state; publishing (a save without
 * news_key), modifying, retracting, publishing again and deleting. Published items appear in the
 * message drawer's news panel and on the public site.
 */
export function NewsManagement() {
  const t = useTranslations('messageCenter');
  const [dialog, setDialog] = useState<NoticeModalState | null>(null);
  const categories = useNewsCategories();

  const view = (news: NewsRecord) => setDialog(news.status === 'DRAFT' ? { mode: 'edit', variant: 'news', record: news } : { mode: 'view', data: viewOfNews(news) });
  const common = useManagedColumns<NewsRecord>({
    view,
    publishedAt: (n) => n.publish_date,
    actionsOf: (n) => ({
      editablePublished: true,
      onEdit: () => setDialog({ mode: 'edit', variant: 'news', record: n }),
      publish: () => publishNews(n.news_key),
      retract: () => retractNews(n.news_key),
      remove: () => deleteNews(n.news_key),
    }),
    onChanged: refreshNews,
  });

  const columns: TableColumnsType<NewsRecord> = [
    common.title,
    { key: 'category', title: t('columns.newsCategory'), width: 110, render: (_, n) => n.category_name ?? '-' },
    common.priority,
    common.publisher,
    common.status,
    common.time,
    common.actions,
  ];

  return (
    <MessageList<NewsRecord, Parameters<typeof loadNews>[0]>
      testId="news-management"
      filterName="news-filter"
      filters={<>
        <FilterField name="news_category_key" label={t('columns.newsCategory')}>
          <LazySelect allowClear placeholder={t('filter.allCategories')} options={(categories.data ?? []).map((c) => ({ value: c.news_category_key, label: c.category_name }))} />
        </FilterField>
        <PublishStatusField />
        <KeywordField />
      </>}
      title={t('news.title')}
      create={{ label: t('news.create'), testId: 'news-create', onClick: () => setDialog({ mode: 'create', variant: 'news' }) }}
      scope={NEWS_SCOPE}
      load={loadNews}
      onRefresh={refreshNews}
      rowKey="news_key"
      columns={columns}
      emptyText={t('news.empty')}
    >
      <NoticeModal state={dialog} onClose={() => setDialog(null)} onSaved={refreshNews} />
    </MessageList>
  );
}
