'use client';

import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Empty, Space, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useTranslations } from 'next-intl';
import { pagination } from './list-paging';
import type { Page } from './message-api';
import type { ListQuery } from './use-list-query';
import styles from './messages.module.css';
import frame from '@/components/shell/page-frame.module.css';

interface ListPanelProps<R> {
  title: string;
  onRefresh: () => void;
  /** The 'new' button of the management lists; the received lists have none. */
  create?: { label: string; testId: string; onClick: () => void };
  rowKey: keyof R & string;
  columns: TableColumnsType<R>;
  page: Page<R> | undefined;
  loading: boolean;
  emptyText: string;
  query: Pick<ListQuery, 'pageNo' | 'pageSize' | 'changePage'>;
}

/** A message list's panel: its title and toolbar above the paged table. */
export function ListPanel<R extends object>({ title, onRefresh, create, rowKey, columns, page, loading, emptyText, query }: ListPanelProps<R>) {
  const t = useTranslations('messageCenter');
  const refresh = (
    <Tooltip title={t('actions.refresh')}>
      <Button icon={<ReloadOutlined />} aria-label={t('actions.refresh')} onClick={onRefresh} />
    </Tooltip>
  );
  return (
    <section className={frame.panel}>
      <div className={frame.toolbar}>
        <Typography.Title level={1} className={frame.listTitle}>{title}</Typography.Title>
        {create ? (
          <Space wrap className={styles.toolbarActions}>
            <Button type="primary" icon={<PlusOutlined />} onClick={create.onClick} data-testid={create.testId}>
              {create.label}
            </Button>
            {refresh}
          </Space>
        ) : (
          refresh
        )}
      </div>
      <Table<R>
        rowKey={rowKey}
        columns={columns}
        dataSource={page?.records ?? []}
        loading={loading}
        scroll={{ x: 'max-content' }}
        size="middle"
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
        pagination={pagination(query.pageNo, query.pageSize, page?.total ?? 0, (v) => t('list.total', v), query.changePage)}
      />
    </section>
  );
}
