'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { mutate as mutateGlobal } from 'swr';
import { usePhone } from '@/components/providers/phone-hint';
import { useSession } from '@/lib/client/session-state';
import { resolveFixedValues } from '@/lib/entity/fixed-values';
import type { EntityDef } from '@/lib/entity/types';
import { GROUP_BY_PARAM } from '@/lib/contract/list-view-paths';
import { useEntityActions } from './plug-ins';
import { ShapedEntity } from './custom-fields/record-shape';
import { historySwrKey, recordSwrKey } from './entity-api';
import { useEntityRights } from './entity-rights';
import { EntityFilterBar } from './EntityFilterBar';
import type { EntityRecord } from './fields';
import { refreshBoard } from './features/board/list-view';
import { startOf, useLateDefault, usePageView } from './list-views/use-page-view';
import { useViewCommands } from './list-views/use-view-commands';
import { emptyBecauseOfView } from './list-views/view-empty';
import { useHasBulkActions } from './declared-actions/DeclaredBulkActions';
import { useListFeatures } from './features/use-list-features';
import { EntityListEmpty } from './list/EntityListEmpty';
import { listViewSettings, PAGE_VIEW, type EntityListView } from './list/entity-list-view';
import { EntityListToolbar } from './list/EntityListToolbar';
import { EntityTable } from './list/EntityTable';
import { EntityCards } from './list/EntityCards';
import { LinkedFiltersNote } from './list/LinkedFiltersNote';
import { isFiltered } from './list/list-filtered';
import { RowActions, rowActionsWidth } from './list/RowActions';
import { SelectionBar } from './list/SelectionBar';
import { useEntityQuery } from './list/use-entity-query';
import { useListColumns } from './list/use-list-columns';
import { shownColumnsOf } from './list/shown-columns';
import { useListOpenings } from './list/use-list-openings';
import { useRecordRemoval } from './list/use-record-removal';
import { useRowSelection } from './list/use-row-selection';
import styles from './entity-ui.module.css';
import frame from '@/components/shell/page-frame.module.css';
import { LazyResult as Result } from '@/components/widgets/LazyResult';

// The board (entities declaring one) loads when it is first chosen.
const EntityBoard = dynamic(() => import('./features/board/EntityBoard').then((m) => m.EntityBoard), { ssr: false });

interface EntityListPageProps {
  entity: EntityDef;
  /** A page of its own (the default) or a section of another view (./list/entity-list-view.ts). */
  view?: EntityListView;
}

/** A child list inside a record's detail drawer: a section fixed to the record. */
function ChildSection({ entity, fixed }: { entity: EntityDef; fixed: Record<string, string> }) {
  return <EntityListPage entity={entity} view={{ kind: 'section', fixed }} />;
}

/**
 * The list page every declared entity gets: filter bar, toolbar, paged server-sorted table with
 * row actions, and the form and detail drawers. Nothing here knows a particular entity; the
 * actions some entities need besides the generic ones are registered in ./actions.
 */
export function EntityListPage({ entity, view }: EntityListPageProps) {
  return <ShapedEntity entity={entity}>{(shaped) => <EntityList entity={shaped} view={view} />}</ShapedEntity>;
}

/** The list page of a kind as it stands, with the fields administrators added to it. */
function EntityList({ entity, view = PAGE_VIEW }: EntityListPageProps) {
  const { fixed: declaredFixed, embedded, recordPath, title, viewOnly, locked, mine, linked, emptyHint, onChanged } = listViewSettings(view);
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

  const extra = useEntityActions(entity.name);
  const fixedNames = useMemo(() => Object.keys(fixed), [fixed]);
  const allColumns = useListColumns(entity, fixedNames);
  // Saved views belong to a list page of its own; a kind with a choice field also offers a board there.
  const pageView = usePageView(entity, { offered: !embedded && rights.read, columnOptions: allColumns });
  const display = pageView.layout.display;
  const bulkActions = useHasBulkActions(entity, fixed);
  const list = useEntityQuery(entity, { enabled: rights.read && display === 'table', fixed, linked, mine, start: startOf(entity, pageView.start) });
  const views = useViewCommands(entity, pageView, list);
  useLateDefault(pageView, views.applyView);
  const selection = useRowSelection();

  const columns = shownColumnsOf(entity, allColumns, pageView.layout.columns, list.records);
  const shownColumns = columns.shown;

  const refresh = () => void (display === 'board' ? refreshBoard(entity.name) : list.refresh());
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
  const afterAction = () => { selection.clear(); afterSave(null); };
  const { openForm, openDetail, showDetail, hrefOf, forget, drawers } = useListOpenings({ entity, fixed, rights, extra, recordPath, childList: ChildSection, afterSave });
  // What the features add: tools over the selected rows (合并), the marks of rows (overdue).
  const features = useListFeatures(entity, selection.selected, rights.update && !locked && !viewOnly, afterAction);
  const selectable = Boolean((rights.delete && !locked) || bulkActions || (extra.selectsRows && rights.update) || features.selects);
  const removal = useRecordRemoval(entity, (keys) => {
    selection.drop(keys);
    forget(keys);
    changed();
  });
  const clearLinked = () => {
    list.clearLinked();
    router.replace(window.location.pathname);
  };

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

  // The shell keeps the page hidden until the session arrives; rights are unknown until then.
  if (sessionLoading) return null;
  if (!rights.read) {
    return <Result status="403" subTitle={t('list.noPermission', { entity: entityLabel })} />;
  }

  const emptyText = (
    <EntityListEmpty
      answered={Boolean(list.page)}
      entity={entity}
      entityLabel={entityLabel}
      filtered={isFiltered(list.filters)}
      onResetFilters={() => {
        pageView.resetBar();
        list.resetBar();
        list.setAdvanced(null);
        if (Object.keys(list.filters.linked).length) clearLinked();
      }}
      mayCreate={rights.create && !viewOnly}
      onCreate={() => openForm(null)}
      fixed={fixed}
      onImported={changed}
      hint={emptyHint ?? entity.emptyHint}
      sharedView={emptyBecauseOfView(pageView.active, list.filters)}
    />
  );
  const rowClassName = features.rowClass;
  // The board shows the same records by column: the list's query without its paging and grouping.
  const { pageNo: _pageNo, pageSize: _pageSize, [GROUP_BY_PARAM]: _groupBy, ...boardQuery } = list.request;
  return (
    <div className={embedded ? `${frame.page} ${styles.embedded}` : frame.page} data-testid="entity-list" data-entity={entity.name}>
      <EntityFilterBar
        key={pageView.barKey}
        entity={entity}
        omit={fixedNames}
        initialValues={pageView.barValues}
        onSearch={(values) => { pageView.setBarValues(values); list.searchBar(values); }}
        // 重置 empties the bar, a view's values included, as it empties the query: the bar is drawn again without them.
        onReset={() => { pageView.resetBar(); list.resetBar(); }}
      />
      <section className={frame.panel}>
        {Object.keys(list.filters.linked).length ? <LinkedFiltersNote onClear={clearLinked} /> : null}
        <EntityListToolbar
          entity={entity}
          entityLabel={entityLabel}
          title={title ?? t('list.title', { entity: entityLabel })}
          embedded={embedded}
          view={display}
          onView={(next) => pageView.setLayout({ display: next })}
          boardOffered={pageView.boardOffered}
          boardField={pageView.layout.boardField}
          onBoardField={(boardField) => pageView.setLayout({ boardField })}
          groupBy={list.filters.groupBy}
          onGroupBy={list.setGroupBy}
          views={views.menu}
          rights={rights}
          entering={!viewOnly}
          deleting={rights.delete && !locked}
          extra={extra}
          tools={features.buttons}
          fixed={fixed}
          fixedNames={fixedNames}
          selected={selection.selected}
          clearSelection={selection.clear}
          onActed={afterAction}
          query={list.request}
          columns={allColumns}
          shown={shownColumns.map((c) => c.name)}
          chosenLayout={pageView.layout.columns}
          onLayout={(columns) => pageView.setLayout({ columns: columns ?? [] })}
          advanced={list.filters.advanced}
          onAdvanced={list.setAdvanced}
          onCreate={() => openForm(null)}
          onBatchDelete={() => removal.removeSelected(selection.selected)}
          refresh={refresh}
          refreshing={list.loading && Boolean(list.page)}
          compact={compact}
        />
        {display === 'board' && pageView.layout.boardField ? <EntityBoard entity={entity} field={pageView.layout.boardField} query={boardQuery} recordPath={recordPath} onOpen={showDetail} onMoved={() => { list.refresh(); onChanged?.(); }} /> : null}
        {display === 'table' ? <SelectionBar count={selection.selected.length} onClear={selection.clear} /> : null}
        {display === 'table' && compact ? (
          <EntityCards entity={entity} entityLabel={entityLabel} list={list} columns={allColumns} rowActions={rowActions} hrefOf={hrefOf} openDetail={openDetail} rowClassName={rowClassName} emptyText={emptyText} />
        ) : null}
        {display === 'table' && !compact ? (
          <EntityTable
            entity={entity}
            list={list}
            allColumns={allColumns}
            shownColumns={shownColumns}
            selection={selectable ? selection : null}
            actionsWidth={rowActionsWidth(entity, extra, false)}
            rowActions={rowActions}
            hrefOf={hrefOf}
            openDetail={openDetail}
            rowClassName={rowClassName}
            emptyText={emptyText}
            embedded={embedded}
            onWidth={(name, width) => pageView.setLayout({ columns: columns.widthsWith(name, width) })}
          />
        ) : null}
      </section>
      {views.dialog}
      {features.dialog}
      {drawers}
    </div>
  );
}
