'use client';

import { Select, type TableColumnsType } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { PublishStatus } from '@/lib/contract/message-center';
import { FilterBar } from './FilterBar';
import { FilterField } from '@/components/widgets/filter-form/FilterField';
import { KeywordField, PublishStatusField } from './filter-fields';
import { ListPanel } from './ListPanel';
import { deleteNews, publishNews, refreshNews, retractNews, useNews, useNewsCategories, type NewsRecord } from './message-api';
import { NoticeModal, type NoticeModalState } from './NoticeModal';
import { viewOfNews } from './notice-view';
import { useListQuery } from './use-list-query';
import { useManagedColumns } from './use-managed-columns';
import frame from '@/components/shell/page-frame.module.css';

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
  const query = useListQuery<Filters>();
  const [dialog, setDialog] = useState<NoticeModalState | null>(null);
  const categories = useNewsCategories();
  const { data, isValidating } = useNews({ pageNo: query.pageNo, pageSize: query.pageSize, ...query.filters });

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
    <div className={frame.page} data-testid="news-management">
      <FilterBar<Filters> name="news-filter" onSearch={query.search} onReset={query.reset}>
        <FilterField name="news_category_key" label={t('columns.newsCategory')}>
          <Select allowClear placeholder={t('filter.allCategories')} options={(categories.data ?? []).map((c) => ({ value: c.news_category_key, label: c.category_name }))} />
        </FilterField>
        <PublishStatusField />
        <KeywordField />
      </FilterBar>
      <ListPanel<NewsRecord>
        title={t('news.title')}
        onRefresh={refreshNews}
        create={{ label: t('news.create'), testId: 'news-create', onClick: () => setDialog({ mode: 'create', variant: 'news' }) }}
        rowKey="news_key"
        columns={columns}
        page={data}
        loading={isValidating}
        emptyText={t('news.empty')}
        query={query}
      />
      <NoticeModal state={dialog} onClose={() => setDialog(null)} onSaved={refreshNews} />
    </div>
  );
}
