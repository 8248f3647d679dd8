'use client';

import { Space } from 'antd';
import type { ReactNode } from 'react';
import { PagedTable, type PagedTableProps } from './PagedTable';
import { RefreshButton } from './RefreshButton';
import frame from '@/components/shell/page-frame.module.css';

type ListPanelProps<R> = PagedTableProps<R> & {
  title: string;
  /** Buttons before 刷新 (a 新增). */
  actions?: ReactNode;
  /** What 刷新 reloads: the list's own calls unless more depends on them (a count elsewhere). */
  onRefresh?: () => void;
  testId?: string;
};

/** A list's panel: its title (the page's heading) with the toolbar, above the paged table. */
export function ListPanel<R extends object>({ title, actions, onRefresh, testId, ...table }: ListPanelProps<R>) {
  return (
    <section className={frame.panel} data-testid={testId}>
      <div className={frame.toolbar}>
        <h1 className={frame.listTitle}>{title}</h1>
        <Space wrap className={frame.toolbarActions}>
          {actions}
          <RefreshButton onClick={onRefresh ?? table.list.refresh} />
        </Space>
      </div>
      <PagedTable<R> {...table} />
    </section>
  );
}
