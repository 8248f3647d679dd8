'use client';

import { AppstoreOutlined, DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined, ReloadOutlined, TableOutlined } from '@ant-design/icons';
import { Button, Empty, Grid, Radio, Space, Table, Tag, Tooltip, type TableColumnsType, type TableProps } from 'antd';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import useSWR, { mutate as mutateGlobal } from 'swr';
import { useSession } from '@/lib/client/session-state';
import type { AdvancedQuery } from '@/lib/entity/advanced-query';
import { encodeAdvancedQuery } from '@/lib/entity/advanced-query-params';
import { resolveFixedValues } from '@/lib/entity/fixed-values';
import { MEMBERS_ONLY_PARAM } from '@/lib/entity/list-params';
import { readOnlyReason } from '@/lib/entity/read-only';
import type { EntityDef } from '@/lib/entity/types';
import { businessToday } from '@/lib/client/business-time';
import { isOverdue } from '@/lib/entity/overdue';
import { useEntityActions } from './plug-ins';
import { ListTotalsRow } from './ListTotalsRow';
import { ColumnSettings } from './ColumnSettings';
import { type ColumnOption, useColumnChoice, visibleColumns } from './column-prefs';
import { showDeleteFailure } from './delete-feedback';
import { deleteRecord, deleteRecords, historySwrKey, keyOf, queryPath, queryRecords, recordSwrKey, type RecordPage } from './entity-api';
import { useEntityRights } from './entity-rights';
import { ExcelActions } from './excel/ExcelActions';
import { AdvancedQueryButton } from './advanced-query/AdvancedQueryButton';
import { EntityFilterBar } from './EntityFilterBar';
import { type EntityRecord, kindOf } from './fields';
import { RowActionButton } from './RowActionButton';
import { refreshBoard, useListView, type ListView } from './board/list-view';
import { DeclaredBulkActions, useHasBulkActions } from './declared-actions/DeclaredBulkActions';
import { DeclaredRowActions } from './declared-actions/DeclaredRowActions';
import { formatMoment } from './fields/date-values';
import {
  CREATE_TIME,
  CREATE_TIME_PARAM,
  DEFAULT_PAGE_SIZE,
  defaultSort,
  encodeFilters,
  lastPage,
  type ListSort,
  PAGE_SIZE_OPTIONS,
  pageRange,
  queryBody,
  sortFrom,
} from './list-query';
import styles from './entity-ui.module.css';
import frame from '@/components/shell/page-frame.module.css';
import { LazyPopconfirm } from '@/components/widgets/LazyPopconfirm';
import { LazyResult as Result } from '@/components/widgets/LazyResult';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

// The drawers (and the field widgets of the form) load when a record is first opened.
const EntityFormDrawer = dynamic(() => import('./EntityFormDrawer').then((m) => m.EntityFormDrawer), { ssr: false });
const EntityDetailDrawer = dynamic(() => import('./EntityDetailDrawer').then((m) => m.EntityDetailDrawer), { ssr: false });
// The board (entities declaring one) loads when it is first chosen.
const EntityBoard = dynamic(() => import('./board/EntityBoard').then((m) => m.EntityBoard), { ssr: false });

const UPDATE_TIME = 'update_time';
const UPDATE_TIME_PARAM = 'updateTime';
const ACTIONS_COLUMN = '__actions';

interface ListColumn extends ColumnOption {
  label: string;
  /** The name the query's `column` parameter takes for this column. */
  sortParam: string | null;
  width?: number;
  align?: 'left' | 'right' | 'center';
  ellipsis?: boolean;
  render: (value: unknown, record: EntityRecord) => ReactNode;
}

function MomentCell({ value }: { value: unknown }) {
  const text = formatMoment(value, 'datetime');
  return text ? <span className={styles.nowrap}>{text}</span> : null;
}

/** The list columns of an entity: its list fields (less those a parent fixes), then the bookkeeping times. */
function useListColumns(entity: EntityDef, fixedNames: readonly string[]): ListColumn[] {
  const t = useTranslations('entityUi.list');
  const tAll = useTranslations();
  return useMemo(() => {
    const declared = Object.entries(entity.fields).flatMap(([name, field]): ListColumn[] => {
      if (field.list === false || field.hidden || fixedNames.includes(name)) return [];
      const kind = kindOf(field);
      const options = field.list ?? {};
      return [{
        name,
        label: tAll(field.label),
        hiddenByDefault: options.hiddenByDefault === true,
        sortParam: options.sortable ? name : null,
        width: options.width,
        align: kind.align,
        ellipsis: kind.ellipsis,
        render: name === entity.overdue?.field
          // The date that makes a record overdue says so beside it.
          ? (value, record) => <span className={styles.nowrap}>{kind.cell(value, record, field)}{isOverdue(entity, record, businessToday()) ? <Tag color="error" className={styles.overdueTag}>{t('overdue')}</Tag> : null}</span>
          : (value, record) => kind.cell(value, record, field),
      }];
    });
    return [
      ...declared,
      { name: CREATE_TIME, label: t('createTime'), hiddenByDefault: false, sortParam: CREATE_TIME_PARAM, width: 170, render: (value) => <MomentCell value={value} /> },
      { name: UPDATE_TIME, label: t('updateTime'), hiddenByDefault: true, sortParam: UPDATE_TIME_PARAM, width: 170, render: (value) => <MomentCell value={value} /> },
    ];
  }, [entity, fixedNames, t, tAll]);
}

type FormTarget = { key: string | null; opened: number };

const NO_FIXED: Readonly<Record<string, string>> = {};

interface EntityListPageProps {
  entity: EntityDef;
  /**
   * Field values every listed record has and every new one gets (a parent's key, when the list is
   * embedded in the parent's detail): not filterable, not a column, not an input.
   */
  fixed?: Readonly<Record<string, string>>;
  /** Shown as a section of a parent's view rather than as a page (default: when values are fixed). */
  embedded?: boolean;
  /**
   * The list's own address, when records of this entity have pages of their own under it
   * (/crm/customer/<key>): 详情 and the title cell lead there instead of a drawer.
   */
  recordPath?: string;
  /** The heading of a named view of the entity (the public pool), instead of "{entity}列表". */
  title?: string;
  /** A view where records are not entered or edited (the public pool): no 新增, 导入 or 编辑. */
  viewOnly?: boolean;
  /** After a record was saved, deleted or acted on (a parent's page shows totals of its children). */
  onChanged?: () => void;
  /** Only the caller's own records of an entity that belongs to people (我的项目). */
  mine?: boolean;
  /**
   * Filters in the list convention taken from the page's address (a report's figure opens the list
   * of exactly its records): applied beside the filter bar's, shown with a way to drop them.
   */
  linked?: Readonly<Record<string, string>>;
  /** The records stand as they are (the lines of a committed quote): nothing is added, edited or deleted. */
  locked?: boolean;
}

/**
 * The list page every declared entity gets: filter bar, toolbar, paged server-sorted table with
 * row actions, and the form and detail drawers. Nothing here knows a particular entity; the
 * actions some entities need besides the generic ones are registered in ./actions.
 */
export function EntityListPage({ entity, fixed: declaredFixed = NO_FIXED, embedded: embeddedProp, recordPath, title, viewOnly: viewOnlyProp = false, onChanged, mine = false, linked: linkedProp = NO_FIXED, locked = false }: EntityListPageProps) {
  const viewOnly = viewOnlyProp || locked;
  const t = useTranslations('entityUi');
  const tAll = useTranslations();
  const { message, modal } = useFeedback();
  const router = useRouter();
  const rights = useEntityRights(entity);
  const { loading: sessionLoading, userKey } = useSession();
  // A view of the signed-in user's own records (my leads) names her as a fixed value.
  const fixed = useMemo(() => resolveFixedValues(declaredFixed, userKey), [declaredFixed, userKey]);
  const entityLabel = tAll(entity.label);
  // Phones get icon-only row actions so the pinned actions column leaves room for the data.
  const compact = Grid.useBreakpoint().md === false;

  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<ListSort>(() => defaultSort(entity));
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [linked, setLinked] = useState(linkedProp);
  useEffect(() => setLinked(linkedProp), [linkedProp]);
  const linkedCount = Object.keys(linked).length;
  const [advanced, setAdvanced] = useState<AdvancedQuery | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const [detailKey, setDetailKey] = useState<string | null>(null);

  const extra = useEntityActions(entity.name);
  const RecordForm = extra.form ?? EntityFormDrawer;
  const fixedNames = useMemo(() => Object.keys(fixed), [fixed]);
  const embedded = embeddedProp ?? fixedNames.length > 0;
  // Records past their date (an entity declaring `overdue`) are highlighted against the business's day.
  const today = businessToday();
  // An entity declaring a board offers it beside the table on its own list page.
  const [view, setView] = useListView(entity.name, Boolean(entity.board) && !embedded);
  const bulkActions = useHasBulkActions(entity, fixed);
  // The fixed values win over anything typed in the filter bar (which does not offer them anyway).
  // The advanced query travels beside the filters; the server ANDs them with its whole group.
  const membersOnly: Record<string, string> = mine ? { [MEMBERS_ONLY_PARAM]: '1' } : {};
  const body = { ...queryBody({ pageNo, pageSize, sort, filters: { ...linked, ...filters, ...fixed } }), ...encodeAdvancedQuery(advanced), ...membersOnly };
  const { pageNo: _pageNo, pageSize: _pageSize, ...boardQuery } = body;
  const { data, error, isValidating, mutate } = useSWR<RecordPage>(
    rights.read && view === 'table' ? [queryPath(entity), JSON.stringify(body)] : null,
    () => queryRecords(entity, body),
    // The client already toasted a failure; the table keeps the rows it had (spec-1 §8).
    { keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const records = data?.records ?? [];
  const total = data?.total ?? 0;

  // Deleting the last rows of the last page leaves it empty: step back to the new last page.
  useEffect(() => {
    if (data && data.records.length === 0 && data.total > 0 && pageNo > lastPage(pageSize, data.total)) setPageNo(lastPage(pageSize, data.total));
  }, [data, pageNo, pageSize]);

  const allColumns = useListColumns(entity, fixedNames);
  const [choice, setChoice] = useColumnChoice(entity.name);
  const shown = new Set(visibleColumns(allColumns, choice));

  const refresh = () => void (view === 'board' ? refreshBoard(entity.name) : mutate());
  const rowActions = Object.values(entity.actions ?? {}).some((a) => a.where.includes('row'));
  const afterAction = () => {
    setSelected([]);
    afterSave(null);
  };
  const afterSave = (key: string | null) => {
    void mutate();
    onChanged?.();
    extra.afterChange?.();
    if (key) {
      void mutateGlobal(recordSwrKey(entity, key));
      void mutateGlobal(historySwrKey(entity, key));
    }
  };

  const removeOne = async (key: string) => {
    try {
      const answer = await deleteRecord(entity, key);
      void message.success(answer.msg || tAll('crud.deleted'));
      setSelected((current) => current.filter((k) => k !== key));
      if (detailKey === key) setDetailKey(null);
      void mutate();
      extra.afterChange?.();
      onChanged?.();
    } catch (failure) {
      showDeleteFailure(message, failure);
    }
  };

  const removeSelected = () => {
    if (selected.length === 0) {
      void message.warning(tAll('validation.selectRecord'));
      return;
    }
    const keys = [...selected];
    modal.confirm({
      title: t('confirm.batchTitle'),
      content: t('confirm.batchContent', { count: keys.length }),
      okText: t('confirm.ok'),
      cancelText: t('confirm.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const answer = await deleteRecords(entity, keys);
          void message.success(answer.msg || tAll('crud.deleted'));
          setSelected([]);
          void mutate();
          extra.afterChange?.();
          onChanged?.();
        } catch (failure) {
          showDeleteFailure(message, failure);
        }
      },
    });
  };

  const selectable = Boolean((rights.delete && !locked) || bulkActions || (extra.selectsRows && rights.update));
  const columns: TableColumnsType<EntityRecord> = allColumns
    .filter((c) => shown.has(c.name))
    .map((c) => ({
      key: c.name,
      dataIndex: c.name,
      title: c.label,
      width: c.width,
      align: c.align,
      ellipsis: c.ellipsis ? { showTitle: true } : false,
      sorter: c.sortParam !== null,
      // The default order is newest first, so its column starts descending and goes back to it.
      sortDirections: c.sortParam === defaultSort(entity).column && defaultSort(entity).order === 'desc' ? ['descend', 'ascend'] : ['ascend', 'descend'],
      sortOrder: c.sortParam !== null && c.sortParam === sort.column ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
      render: (value: unknown, record: EntityRecord) => c.render(value, record),
    }));

  columns.push({
    key: ACTIONS_COLUMN,
    title: t('list.operations'),
    fixed: 'right',
    width: (compact ? 104 : 176) + (extra.rowWidth ?? 0) * (compact ? 0.5 : 1) + (rowActions ? (compact ? 32 : 64) : 0),
    render: (_value: unknown, record: EntityRecord) => {
      const key = keyOf(entity, record);
      if (!key) return null;
      return (
        <Space size={0} className={styles.rowActions}>
          <RowActionButton
            label={t('actions.detail')}
            icon={<EyeOutlined />}
            compact={compact}
            onClick={() => (extra.open ? extra.open(key) : recordPath ? router.push(`${recordPath}/${encodeURIComponent(key)}`) : setDetailKey(key))}
            testId="row-detail"
          />
          {rights.update && !viewOnly && !readOnlyReason(entity, record) ? (
            <RowActionButton label={t('actions.edit')} icon={<EditOutlined />} compact={compact} onClick={() => setFormTarget({ key, opened: Date.now() })} testId="row-edit" />
          ) : null}
          {extra.row ? <extra.row entity={entity} record={record} recordKey={key} rights={rights} compact={compact} refresh={refresh} /> : null}
          {rowActions ? <DeclaredRowActions entity={entity} record={record} recordKey={key} compact={compact} onDone={afterAction} /> : null}
          {rights.delete && !locked && !readOnlyReason(entity, record) ? (
            <LazyPopconfirm
              title={t('confirm.deleteOne')}
              okText={t('confirm.ok')}
              cancelText={t('confirm.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => removeOne(key)}
            >
              <RowActionButton label={t('actions.delete')} icon={<DeleteOutlined />} compact={compact} danger testId="row-delete" />
            </LazyPopconfirm>
          ) : null}
        </Space>
      );
    },
  });

  const onTableChange: TableProps<EntityRecord>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      const column = allColumns.find((c) => c.name === one?.columnKey)?.sortParam ?? null;
      setSort(sortFrom(entity, column, one?.order));
      setPageNo(1);
      return;
    }
    if (extra.action === 'paginate') {
      const nextSize = pagination.pageSize ?? pageSize;
      setPageNo(nextSize !== pageSize ? 1 : (pagination.current ?? 1));
      setPageSize(nextSize);
    }
  };

  // The shell keeps the page hidden until the session arrives; rights are unknown until then.
  if (sessionLoading) return null;
  if (!rights.read) {
    return <Result status="403" subTitle={t('list.noPermission', { entity: entityLabel })} />;
  }

  const emptyText = error && !data ? (
    <Result status="warning" title={t('list.loadFailed')} extra={<Button onClick={refresh}>{t('list.retry')}</Button>} />
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.empty')} />
  );

  return (
    <div className={embedded ? `${frame.page} ${styles.embedded}` : frame.page} data-testid="entity-list" data-entity={entity.name}>
      <EntityFilterBar
        entity={entity}
        omit={fixedNames}
        onSearch={(values) => {
          setFilters(encodeFilters(entity, values));
          setPageNo(1);
        }}
        onReset={() => {
          setFilters({});
          setPageNo(1);
        }}
      />
      <section className={frame.panel}>
        {linkedCount ? (
          <div className={styles.linked} data-testid="linked-filters">
            <span>{t('list.linked')}</span>
            <Button
              type="link"
              size="small"
              onClick={() => {
                setLinked(NO_FIXED);
                setPageNo(1);
                router.replace(window.location.pathname);
              }}
            >
              {t('list.clearLinked')}
            </Button>
          </div>
        ) : null}
        <div className={styles.toolbar} data-testid="entity-toolbar">
          {/* Embedded in a parent's detail, the list is a section of that page, not the page. */}
          {embedded ? (
            <h2 className={styles.listTitle}>{title ?? t('list.title', { entity: entityLabel })}</h2>
          ) : (
            <h1 className={styles.listTitle}>{title ?? t('list.title', { entity: entityLabel })}</h1>
          )}
          <Space wrap className={styles.toolbarActions}>
            {entity.board && !embedded ? (
              <Radio.Group
                optionType="button"
                value={view}
                onChange={(event) => setView(event.target.value as ListView)}
                options={[
                  { value: 'table', label: <><TableOutlined aria-hidden /> {t('board.table')}</> },
                  { value: 'board', label: <><AppstoreOutlined aria-hidden /> {t('board.board')}</> },
                ]}
                aria-label={t('board.view')}
                data-testid="list-view-switch"
              />
            ) : null}
            {rights.create && !viewOnly ? (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setFormTarget({ key: null, opened: Date.now() })} data-testid="entity-create">
                {t('actions.create')}
              </Button>
            ) : null}
            {/* What works on selected rows belongs to the table: the board selects none. */}
            {extra.toolbar && view === 'table' ? (
              <extra.toolbar entity={entity} fixed={fixed} selected={selected} rights={rights} refresh={refresh} clearSelection={() => setSelected([])} />
            ) : null}
            {view === 'table' ? <DeclaredBulkActions entity={entity} fixed={fixed} selected={selected} onDone={afterAction} /> : null}
            <ExcelActions
              entity={entity}
              entityLabel={entityLabel}
              query={body}
              columns={allColumns.filter((c) => shown.has(c.name)).map((c) => c.name)}
              canImport={rights.create && !viewOnly}
              fixed={fixed}
              onImported={refresh}
            />
            {rights.delete && !locked && view === 'table' ? (
              <Button danger icon={<DeleteOutlined />} onClick={removeSelected} data-testid="entity-batch-delete">
                {t('actions.batchDelete')}
              </Button>
            ) : null}
            <AdvancedQueryButton
              entity={entity}
              saveCode={entity.name}
              omit={fixedNames}
              value={advanced}
              onChange={(query) => {
                setAdvanced(query);
                setPageNo(1);
              }}
            />
            <Tooltip title={t('actions.refresh')}>
              <Button icon={<ReloadOutlined />} aria-label={t('actions.refresh')} onClick={refresh} loading={isValidating && Boolean(data)} />
            </Tooltip>
            {view === 'table' ? <ColumnSettings options={allColumns} choice={choice} onChange={setChoice} /> : null}
          </Space>
        </div>
        {view === 'board' ? (
          <EntityBoard
            entity={entity}
            query={boardQuery}
            recordPath={recordPath}
            onOpen={setDetailKey}
            onMoved={() => {
              void mutate();
              onChanged?.();
            }}
          />
        ) : null}
        {view === 'table' && selected.length > 0 ? (
          <div className={styles.selectionBar} role="status">
            <span>{t('list.selected', { count: selected.length })}</span>
            <Button type="link" size="small" onClick={() => setSelected([])}>
              {t('list.clearSelection')}
            </Button>
          </div>
        ) : null}
        {view === 'table' ? <Table<EntityRecord>
          rowKey={(record) => keyOf(entity, record) ?? JSON.stringify(record)}
          columns={columns}
          dataSource={records}
          loading={isValidating}
          onChange={onTableChange}
          rowClassName={(record) => (isOverdue(entity, record, today) ? (styles.overdueRow ?? '') : '')}
          scroll={{ x: 'max-content' }}
          size="middle"
          locale={{ emptyText }}
          summary={data?.totals && records.length > 0 ? () => (
            <ListTotalsRow
              selectable={selectable}
              columns={columns.flatMap((c) => {
                const column = allColumns.find((a) => a.name === c.key);
                return column ? [{ name: column.name, render: (value: unknown) => column.render(value, {}) }] : [];
              })}
              totals={data.totals!}
              label={t('list.totals')}
            />
          ) : undefined}
          rowSelection={
            selectable
              ? {
                  selectedRowKeys: selected,
                  preserveSelectedRowKeys: true,
                  onChange: (keys) => setSelected(keys.map(String)),
                }
              : undefined
          }
          pagination={{
            current: pageNo,
            pageSize,
            total,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
            // A capped total is a lower bound ('共10,000+条'); the pager still offers the next page.
            showTotal: (count) => t(data?.totalCapped ? 'list.totalCapped' : 'list.total', { ...pageRange(pageNo, pageSize, count), total: count }),
          }}
        /> : null}
      </section>

      {formTarget ? (
        <RecordForm
          key={formTarget.opened}
          entity={entity}
          fixed={fixed}
          recordKey={formTarget.key}
          onSaved={(record) => afterSave(keyOf(entity, record))}
          onClosed={() => setFormTarget(null)}
        />
      ) : null}
      {detailKey ? (
        <EntityDetailDrawer
          key={detailKey}
          entity={entity}
          recordKey={detailKey}
          canEdit={rights.update}
          onEdit={(key) => {
            setDetailKey(null);
            setFormTarget({ key, opened: Date.now() });
          }}
          onClosed={() => setDetailKey(null)}
          childList={EntityListPage}
        />
      ) : null}
    </div>
  );
}
