'use client';

import { ReloadOutlined } from '@ant-design/icons';
import { Button, Empty, Space, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { pageRange } from '@/components/entity/list/paging';
import { WORKBENCH_PAGE_SIZES } from '@/lib/contract/workflow-values';
import type { Page } from './workbench-api';
import frame from '@/components/shell/page-frame.module.css';

interface WorkbenchTableProps<R> {
  title: string;
  testId: string;
  rowKey: keyof R & string;
  columns: TableColumnsType<R>;
  page: Page<R> | undefined;
  loading: boolean;
  emptyText: string;
  pageNo: number;
  pageSize: number;
  onPage: (pageNo: number, pageSize: number) => void;
  onRefresh: () => void;
  /** Buttons beside refresh (a new request). */
  extra?: ReactNode;
}

/** A workbench list: title and refresh above the table paged on the server (10/20/30, spec-2 §9). */
export function WorkbenchTable<R extends object>({ title, testId, rowKey, columns, page, loading, emptyText, pageNo, pageSize, onPage, onRefresh, extra }: WorkbenchTableProps<R>) {
  const t = useTranslations('workbench.list');
  return (
    <section className={frame.panel} data-testid={testId}>
      <div className={frame.toolbar}>
        <Typography.Title level={1} className={frame.listTitle}>{title}</Typography.Title>
        <Space wrap>
          {extra}
          <Tooltip title={t('refresh')}>
            <Button icon={<ReloadOutlined />} aria-label={t('refresh')} onClick={onRefresh} />
          </Tooltip>
        </Space>
      </div>
      <Table<R>
        rowKey={rowKey}
        columns={columns}
        dataSource={page?.records ?? []}
        loading={loading}
        scroll={{ x: 'max-content' }}
        size="middle"
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
        pagination={{
          current: pageNo,
          pageSize,
          total: page?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: WORKBENCH_PAGE_SIZES.map(String),
          showTotal: (count) => t('total', { ...pageRange(pageNo, pageSize, count), total: count }),
          onChange: (next, size) => onPage(size !== pageSize ? 1 : next, size),
        }}
      />
    </section>
  );
}
