'use client';

import { Button, Empty, Table, type TableProps } from 'antd';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LazyResult as Result } from '@/components/widgets/LazyResult';
import { pageRange } from './paging';
import type { PagedQuery } from './use-paged-query';

export interface PagedTableProps<R> extends Omit<TableProps<R>, 'dataSource' | 'loading' | 'pagination' | 'locale' | 'title'> {
  list: PagedQuery<R>;
  /** What the table says when nothing matches: a text, or a whole empty state (the entity lists' reasons and next steps). */
  emptyText: ReactNode;
  /** A first load that failed offers to try again instead of saying nothing matched. */
  retryOnFailure?: boolean;
  /** The pager's size: small in dialogs. */
  pagerSize?: 'small';
  /** The rows shown when they are not the page's records as they came (a grouped table's, with its head rows). */
  rows?: readonly R[];
}

/**
 * The table of a list paged on the server: its rows, the loading state, the empty (or failed)
 * state and the pager with the list's page sizes and the total text ('11-20 共23条', '共10,000+条'
 * when the server stopped counting). Any other table option passes through.
 */
export function PagedTable<R extends object>({ list, emptyText, retryOnFailure = false, pagerSize, rows, ...table }: PagedTableProps<R>) {
  const t = useTranslations('entityUi.list');
  const empty = retryOnFailure && list.failed ? (
    <Result status="warning" title={t('loadFailed')} extra={<Button onClick={list.refresh}>{t('retry')}</Button>} />
  ) : typeof emptyText === 'string' ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
  ) : (
    emptyText
  );
  return (
    <Table<R>
      scroll={{ x: 'max-content' }}
      size="middle"
      {...table}
      dataSource={rows ?? list.records}
      loading={list.loading}
      locale={{ emptyText: empty }}
      pagination={{
        current: list.pageNo,
        pageSize: list.pageSize,
        total: list.total,
        size: pagerSize,
        showSizeChanger: true,
        pageSizeOptions: list.pageSizes.map(String),
        // A capped total is a lower bound ('共10,000+条'); the pager still offers the next page.
        showTotal: (count) => t(list.page?.totalCapped ? 'totalCapped' : 'total', { ...pageRange(list.pageNo, list.pageSize, count), total: count }),
        onChange: list.changePage,
      }}
    />
  );
}
