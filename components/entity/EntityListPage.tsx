'use client';

import { Button, Empty } from 'antd';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { mutate as mutateGlobal } from 'swr';
import { usePhone } from '@/components/providers/phone-hint';
import { useSession } from '@/lib/client/session-state';
import { businessToday } from '@/lib/client/business-time';
import { resolveFixedValues } from '@/lib/entity/fixed-values';
import { isOverdue } from '@/lib/entity/features/overdue/overdue';
import type { EmptyHint } from '@/lib/entity/features/empty-hint/empty-hint';
import type { EntityDef } from '@/lib/entity/types';
import { useEntityActions } from './plug-ins';
import { ListTotalsRow } from './ListTotalsRow';
import { useColumnChoice, visibleColumns } from './column-prefs';
import { historySwrKey, keyOf, recordSwrKey } from './entity-api';
import { useEntityRights } from './entity-rights';
import { EntityFilterBar } from './EntityFilterBar';
import type { EntityRecord } from './fields';
import { refreshBoard, useListView } from './board/list-view';
import { useHasBulkActions } from './declared-actions/DeclaredBulkActions';
import { sortFrom } from './list-query';
import { EntityListToolbar } from './list/EntityListToolbar';
import { isFiltered } from './list/list-filtered';
import { PagedTable } from './list/PagedTable';
import { phoneCards } from './list/phone-cards';
import { RecordCards } from './list/RecordCards';
import { textOf } from './fields/shared';
import { ActionSheet } from '@/components/widgets/action-sheet/ActionSheet';
import { RowActions, rowActionsWidth } from './list/RowActions';
import { SelectionBar } from './list/SelectionBar';
import { useEntityQuery } from './list/use-entity-query';
import { linkTitleColumn } from './list/title-link';
import { fitColumns, titleWidth } from './list/column-widths';
import { ellipsis, TITLE_ELLIPSIS_UNITS } from '@/lib/entity/text-display';
import { isTextTitle, tableColumns, useListColumns } from './list/use-list-columns';
import { useElementWidth } from './list/use-element-width';
import { useStickyTop } from './list/use-sticky-top';
import { useRecordRemoval } from './list/use-record-removal';
import { useRowSelection } from './list/use-row-selection';
import styles from './entity-ui.module.css';
import frame from '@/components/shell/page-frame.module.css';
import { LazyResult as Result } from '@/components/widgets/LazyResult';
import { closeIfShown } from '@/lib/client/close-if-shown';

// The drawers (and the field widgets of the form) load when a record is first opened.
const EntityFormDrawer = dynamic(() => import('./EntityFormDrawer').then((m) => m.EntityFormDrawer), { ssr: false });
const EntityDetailDrawer = dynamic(() => import('./EntityDetailDrawer').then((m) => m.EntityDetailDrawer), { ssr: false });
// The board (entities declaring one) loads when it is first chosen.
const EntityBoard = dynamic(() => import('./board/EntityBoard').then((m) => m.EntityBoard), { ssr: false });
// What an empty list says, and the typography it is set in, load when a list first comes back empty:
// most lists never do. Till then antd's empty picture holds the place.
const ListEmptyState = dynamic(() => import('./list/ListEmptyState').then((m) => m.ListEmptyState), {
  ssr: false,
  loading: () => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={false} />,
});

const ACTIONS_COLUMN = '__actions';
/** antd's row selection column. */
const SELECTION_WIDTH = 32;

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
  /** What the empty list says besides "no records yet", for this view (我的线索 → 线索公海); else the entity's own. */
  emptyHint?: EmptyHint;
}

/**
 * The list page every declared entity gets: filter bar, toolbar, paged server-sorted table with
 * row actions, and the form and detail drawers. Nothing here knows a particular entity; the
 * actions some entities need besides the generic ones are registered in ./actions.
 */
export function EntityListPage({ entity, fixed: declaredFixed = NO_FIXED, embedded: embeddedProp, recordPath, title, viewOnly: viewOnlyProp = false, onChanged, mine = false, linked = NO_FIXED, locked = false, emptyHint }: EntityListPageProps) {
  const viewOnly = viewOnlyProp || locked;
  const t = useTranslations('entityUi');
  const tAll = useTranslations();
  const router = useRouter();
  const rights = useEntityRights(entity);
  const { loading: sessionLoading, userKey } = useSession();
  // A view of the signed-in user's own records (my leads) names her as a fixed value.
  const fixed = useMemo(() => resolveFixedValues(declaredFixed, userKey), [declaredFixed, userKey]);
  const entityLabel = tAll(entity.label);
  // Phones get cards instead of the table, each with its actions in a sheet.
  const compact = usePhone();

  const [formTarget, setFormTarget] = useState<FormTarget | null>(null);
  const [detailKey, setDetailKey] = useState<string | null>(null);
  const extra = useEntityActions(entity.name);
  const RecordForm = extra.form ?? EntityFormDrawer;
  const fixedNames = useMemo(() => Object.keys(fixed), [fixed]);
  const embedded = embeddedProp ?? fixedNames.length > 0;
  // An entity declaring a board offers it beside the table on its own list page.
  const [view, setView] = useListView(entity.name, Boolean(entity.board) && !embedded);
  const bulkActions = useHasBulkActions(entity, fixed);
  const list = useEntityQuery(entity, { enabled: rights.read && view === 'table', fixed, linked, mine });
  const selection = useRowSelection();
  // Remounting the filter bar clears its inputs when the empty list resets the filters.
  const [filterBarKey, setFilterBarKey] = useState(0);

  const allColumns = useListColumns(entity, fixedNames);
  const [choice, setChoice] = useColumnChoice(entity.name);
  const shown = new Set(visibleColumns(allColumns, choice));
  // The title column takes the room its names on this page need (column-widths.ts titleWidth).
  const shownColumns = allColumns.filter((c) => shown.has(c.name)).map((c) => (isTextTitle(entity, c.name)
    ? { ...c, width: titleWidth(c.width, list.records.map((r) => ellipsis(String(r[c.name] ?? ''), TITLE_ELLIPSIS_UNITS))) }
    : c));
  const selectable = Boolean((rights.delete && !locked) || bulkActions || (extra.selectsRows && rights.update));
  const actionsWidth = rowActionsWidth(entity, extra, false);
  // The cut-short columns narrow to fit the page where they can; a table still too wide scrolls
  // sideways under its actions, which stay pinned on the right so every row's buttons are in view.
  const [tableBox, room] = useElementWidth<HTMLDivElement>();
  const stickyTop = useStickyTop();
  const fit = room === null ? { columns: shownColumns, fits: true } : fitColumns(shownColumns, room - actionsWidth - (selectable ? SELECTION_WIDTH : 0));
  const fitted = fit.columns;
  const tableWidth = fitted.reduce((sum, c) => sum + c.width, actionsWidth + (selectable ? SELECTION_WIDTH : 0));

  const refresh = () => void (view === 'board' ? refreshBoard(entity.name) : list.refresh());
  const changed = () => {
    list.refresh();
    onChanged?.();
    extra.afterChange?.();
  };
  const afterSave = (key: string | null) => {
    changed();
    if (key) {
      void mutateGlobal(recordSwrKey(entity, key));
      void mutateGlobal(historySwrKey(entity, key));
    }
  };
  const afterAction = () => {
    selection.clear();
    afterSave(null);
  };
  const removal = useRecordRemoval(entity, (keys) => {
    selection.drop(keys);
    if (detailKey && keys.includes(detailKey)) setDetailKey(null);
    changed();
  });
  const openForm = (key: string | null) => setFormTarget({ key, opened: Date.now() });
  const openDetail = (key: string) => (extra.open ? extra.open(key) : recordPath ? router.push(`${recordPath}/${encodeURIComponent(key)}`) : setDetailKey(key));

  const hrefOf = (key: string) => (!extra.open && recordPath ? `${recordPath}/${encodeURIComponent(key)}` : undefined);
  const columns = linkTitleColumn(entity, tableColumns(entity, fitted, list.sort), hrefOf, openDetail);
  // Labelled in both places: the desktop's pinned column has room, and a phone's sheet is all actions.
  const rowActions = (record: EntityRecord, key: string) => (
    <RowActions
      entity={entity}
      record={record}
      recordKey={key}
      rights={rights}
      extra={extra}
      compact={false}
      viewOnly={viewOnly}
      locked={locked}
      onDetail={() => openDetail(key)}
      onEdit={() => openForm(key)}
      onDelete={() => removal.removeOne(key)}
      refresh={refresh}
      onActed={afterAction}
    />
  );
  columns.push({
    key: ACTIONS_COLUMN,
    title: t('list.operations'),
    fixed: 'right',
    width: actionsWidth,
    render: (_value: unknown, record: EntityRecord) => {
      const key = keyOf(entity, record);
      return key ? rowActions(record, key) : null;
    },
  });
  // A phone shows cards: the record's name, the fields its kind names for them, one button for its actions.
  const cards = compact ? phoneCards(entity, allColumns, list.sort, hrefOf, openDetail) : null;

  // The shell keeps the page hidden until the session arrives; rights are unknown until then.
  if (sessionLoading) return null;
  if (!rights.read) {
    return <Result status="403" subTitle={t('list.noPermission', { entity: entityLabel })} />;
  }

  // Under the first load's spinner the list shows its empty picture only: the reasons and next
  // steps (and their code) come with a list that answered empty.
  const emptyText = !list.page ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={false} />
  ) : (
    <ListEmptyState
      entity={entity}
      entityLabel={entityLabel}
      filtered={isFiltered(list.filters)}
      onResetFilters={() => {
        setFilterBarKey((n) => n + 1);
        list.resetBar();
        list.setAdvanced(null);
        if (Object.keys(list.filters.linked).length) {
          list.clearLinked();
          router.replace(window.location.pathname);
        }
      }}
      mayCreate={rights.create && !viewOnly}
      onCreate={() => openForm(null)}
      fixed={fixed}
      onImported={changed}
      hint={emptyHint ?? entity.emptyHint}
    />
  );
  const today = businessToday();
  const { pageNo: _pageNo, pageSize: _pageSize, ...boardQuery } = list.request;
  const totals = list.page?.totals;
  return (
    <div className={embedded ? `${frame.page} ${styles.embedded}` : frame.page} data-testid="entity-list" data-entity={entity.name}>
      <EntityFilterBar key={filterBarKey} entity={entity} omit={fixedNames} onSearch={list.searchBar} onReset={list.resetBar} />
      <section className={frame.panel}>
        {Object.keys(list.filters.linked).length ? (
          <div className={styles.linked} data-testid="linked-filters">
            <span>{t('list.linked')}</span>
            <Button
              type="link"
              size="small"
              onClick={() => {
                list.clearLinked();
                router.replace(window.location.pathname);
              }}
            >
              {t('list.clearLinked')}
            </Button>
          </div>
        ) : null}
        <EntityListToolbar
          entity={entity}
          entityLabel={entityLabel}
          title={title ?? t('list.title', { entity: entityLabel })}
          embedded={embedded}
          view={view}
          onView={setView}
          rights={rights}
          entering={!viewOnly}
          deleting={rights.delete && !locked}
          extra={extra}
          fixed={fixed}
          fixedNames={fixedNames}
          selected={selection.selected}
          clearSelection={selection.clear}
          onActed={afterAction}
          query={list.request}
          columns={allColumns}
          shown={shownColumns.map((c) => c.name)}
          choice={choice}
          onChoice={setChoice}
          advanced={list.filters.advanced}
          onAdvanced={list.setAdvanced}
          onCreate={() => openForm(null)}
          onBatchDelete={() => removal.removeSelected(selection.selected)}
          refresh={refresh}
          refreshing={list.loading && Boolean(list.page)}
          compact={compact}
        />
        {view === 'board' ? <EntityBoard entity={entity} query={boardQuery} recordPath={recordPath} onOpen={setDetailKey} onMoved={() => { list.refresh(); onChanged?.(); }} /> : null}
        {view === 'table' ? <SelectionBar count={selection.selected.length} onClear={selection.clear} /> : null}
        {view === 'table' && cards ? (
          <RecordCards
            list={list}
            columns={cards.columns}
            titleColumn={entity.titleField}
            fieldColumns={cards.fields}
            empty={emptyText}
            rowKey={(record) => keyOf(entity, record) ?? JSON.stringify(record)}
            rowClassName={(record) => (isOverdue(entity, record, today) ? (styles.overdueRow ?? '') : '')}
            actions={(record) => {
              const key = keyOf(entity, record);
              return key ? (
                <ActionSheet title={textOf(record[entity.titleField]) || entityLabel} label={t('list.operations')} testId="row-actions">
                  {rowActions(record, key)}
                </ActionSheet>
              ) : null;
            }}
          />
        ) : null}
        {view === 'table' && !cards ? (
          <div ref={tableBox}>
            <PagedTable<EntityRecord>
              list={list}
              emptyText={emptyText}
              retryOnFailure
              rowKey={(record) => keyOf(entity, record) ?? JSON.stringify(record)}
              columns={columns}
              onChange={(_pagination, _filters, sorter, change) => {
                if (change.action !== 'sort') return;
                const one = Array.isArray(sorter) ? sorter[0] : sorter;
                list.sortBy(sortFrom(entity, allColumns.find((c) => c.name === one?.columnKey)?.sortParam ?? null, one?.order));
              }}
              rowClassName={(record) => (isOverdue(entity, record, today) ? (styles.overdueRow ?? '') : '')}
              summary={totals && list.records.length > 0 ? () => (
                <ListTotalsRow
                  selectable={selectable}
                  columns={fitted.map((column) => ({ name: column.name, render: (value: unknown) => column.render(value, {}) }))}
                  totals={totals}
                  label={t('list.totals')}
                />
              ) : undefined}
              rowSelection={selectable ? selection.rowSelection : undefined}
              scroll={{ x: tableWidth }}
              // In a drawer or a record tab the window is not what scrolls: no sticky parts there.
              sticky={embedded ? undefined : { offsetHeader: stickyTop }}
            />
          </div>
        ) : null}
      </section>

      {formTarget ? (
        <RecordForm key={formTarget.opened} entity={entity} fixed={fixed} recordKey={formTarget.key} onSaved={(record) => afterSave(keyOf(entity, record))} onClosed={closeIfShown(setFormTarget, formTarget)} />
      ) : null}
      {detailKey ? (
        <EntityDetailDrawer
          key={detailKey}
          entity={entity}
          recordKey={detailKey}
          canEdit={rights.update}
          onEdit={(key) => {
            setDetailKey(null);
            openForm(key);
          }}
          onClosed={closeIfShown(setDetailKey, detailKey)}
          childList={EntityListPage}
        />
      ) : null}
    </div>
  );
}
