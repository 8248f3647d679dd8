'use client';

import { PlusOutlined } from '@ant-design/icons';
import { Button, type TableColumnsType } from 'antd';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { withoutBlanks } from '@/components/entity/list/blank-filters';
import { ListFilterBar } from '@/components/entity/list/ListFilterBar';
import { ListPanel } from '@/components/entity/list/ListPanel';
import { pageParams, usePagedQuery } from '@/components/entity/list/use-paged-query';
import type { Paged } from '@/lib/contract/envelope';
import frame from '@/components/shell/page-frame.module.css';

type Filters = Record<string, unknown>;

const NO_FILTERS: Filters = {};

interface MessageListProps<R, Q> {
  testId: string;
  /** The filter form's name. */
  filterName: string;
  /** The filter fields (filter-fields.tsx). */
  filters: ReactNode;
  title: string;
  /** The 'new' button of the management lists; the received lists have none. */
  create?: { label: string; testId: string; onClick: () => void };
  /** The first parts of the list's SWR key (a refresh reaches every list of its kind); null while the caller is unknown. */
  scope: readonly unknown[] | null;
  load: (query: Q) => Promise<Paged<R>>;
  /** What every call of the list is sent besides the page and the filters. */
  params?: Record<string, unknown>;
  onRefresh: () => void;
  rowKey: keyof R & string;
  columns: TableColumnsType<R>;
  emptyText: ReactNode;
  /** The list's dialogs. */
  children?: ReactNode;
}

/**
 * A message centre list: the filter panel (Enter in any field searches;
 * blank fields filter nothing) above the list paged on the server.
 */
export function MessageList<R extends object, Q>({ testId, filterName, filters, title, create, scope, load, params, onRefresh, rowKey, columns, emptyText, children }: MessageListProps<R, Q>) {
  const t = useTranslations('messageCenter');
  const list = usePagedQuery<R, Filters, null, Q>({ scope, load, request: (state) => ({ ...params, ...pageParams(state) }) as Q, filters: NO_FILTERS });
  return (
    <div className={frame.page} data-testid={testId}>
      <ListFilterBar<Filters> name={filterName} label={t('filter.title')} testIdPrefix="message" onSearch={(values) => list.search(withoutBlanks(values))} onReset={list.reset}>
        {filters}
      </ListFilterBar>
      <ListPanel<R>
        title={title}
        actions={create ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={create.onClick} data-testid={create.testId}>
            {create.label}
          </Button>
        ) : null}
        onRefresh={onRefresh}
        rowKey={rowKey}
        columns={columns}
        list={list}
        emptyText={emptyText}
      />
      {children}
    </div>
  );
}
