'use client';

import { AppstoreOutlined, DeleteOutlined, PlusOutlined, TableOutlined } from '@ant-design/icons';
import { Button, Radio, Select, Space } from 'antd';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { AdvancedQuery } from '@/lib/entity/advanced-query';
import type { EntityDef } from '@/lib/entity/types';
import { AdvancedQueryButton } from '../advanced-query/AdvancedQueryButton';
import type { ListView } from '../features/board/list-view';
import { ColumnSettings } from '../ColumnSettings';
import type { ColumnLayout } from '../column-prefs';
import { boardableFields, groupableFields } from '@/lib/entity/list-views';
import { DeclaredBulkActions } from '../declared-actions/DeclaredBulkActions';
import type { EntityRights } from '../entity-rights';
import { ExcelActions } from '../excel/ExcelActions';
import type { EntityActions } from '../actions/types';
import { ActionSheet } from '@/components/widgets/action-sheet/ActionSheet';
import { RefreshButton } from './RefreshButton';
import { preloadEntityForm } from '../form-drawer-loader';
import { reachFor } from '@/components/widgets/reach-for';
import type { ListColumn } from './use-list-columns';
import styles from '../entity-ui.module.css';

interface EntityListToolbarProps {
  entity: EntityDef;
  entityLabel: string;
  title: string;
  /** A section of a parent's page: its heading is a level below the page's. */
  embedded: boolean;
  view: ListView;
  onView: (view: ListView) => void;
  /** A board is offered beside the table (a page of its own, a kind with a choice field). */
  boardOffered: boolean;
  boardField: string | null;
  onBoardField: (field: string) => void;
  groupBy: string | null;
  onGroupBy: (field: string | null) => void;
  /** The 视图 menu (saved views), on a list page of its own. */
  views: ReactNode;
  rights: EntityRights;
  /** 新增 and 导入 are offered. */
  entering: boolean;
  /** 批量删除 is offered. */
  deleting: boolean;
  extra: EntityActions;
  /** The features' tools over the selected rows (合并, ../features/ui-feature.ts), those the kind declares and the user may use. */
  tools: ReactNode;
  fixed: Readonly<Record<string, string>>;
  /** The fields the list fixes: not offered in the advanced query. */
  fixedNames: readonly string[];
  selected: readonly string[];
  clearSelection: () => void;
  /** After a bulk action ran. */
  onActed: () => void;
  /** The list's current query and its shown columns, for the export. */
  query: Record<string, unknown>;
  columns: readonly ListColumn[];
  shown: readonly string[];
  /** The columns as the user chose them (empty: the declared ones). */
  chosenLayout: ColumnLayout;
  onLayout: (layout: ColumnLayout | null) => void;
  advanced: AdvancedQuery | null;
  onAdvanced: (query: AdvancedQuery | null) => void;
  onCreate: () => void;
  onBatchDelete: () => void;
  refresh: () => void;
  refreshing: boolean;
  /** A phone's list of cards: 新增 and 刷新 stay in the row, the rest wait in a sheet; nothing works on selected rows. */
  compact: boolean;
}

/**
 * The entity list's title row: the view switch, 新增, the area's and the declared bulk actions,
 * Excel, 批量删除, the advanced query, 刷新 and the column settings. What works on selected rows
 * belongs to the table: the board selects none.
 */
export function EntityListToolbar(props: EntityListToolbarProps) {
  const { entity, title, embedded, view, rights, extra, fixed, selected } = props;
  const t = useTranslations('entityUi');
  const tAll = useTranslations();
  const table = view === 'table';
  const boardFields = boardableFields(entity);
  const groupFields = groupableFields(entity).filter(([name]) => !props.fixedNames.includes(name));
  const boardFieldChoice = !table && boardFields.length > 1 ? (
    <Select
      value={props.boardField}
      onChange={props.onBoardField}
      options={boardFields.map(([name, field]) => ({ value: name, label: tAll(field.label) }))}
      aria-label={t('views.boardField')}
      popupMatchSelectWidth={false}
      data-testid="board-field"
    />
  ) : null;
  const grouping = table && !props.compact && !embedded && groupFields.length > 0 ? (
    <Select
      value={props.groupBy ?? ''}
      onChange={(value: string) => props.onGroupBy(value || null)}
      options={[{ value: '', label: t('views.noGrouping') }, ...groupFields.map(([name, field]) => ({ value: name, label: t('views.groupBy', { label: tAll(field.label) }) }))]}
      aria-label={t('views.grouping')}
      popupMatchSelectWidth={false}
      data-testid="list-group-by"
    />
  ) : null;
  const viewSwitch = props.boardOffered ? (
    <Radio.Group
      optionType="button"
      value={view}
      onChange={(event) => props.onView(event.target.value as ListView)}
      options={[
        { value: 'table', label: <><TableOutlined aria-hidden /> {t('board.table')}</> },
        { value: 'board', label: <><AppstoreOutlined aria-hidden /> {t('board.board')}</> },
      ]}
      aria-label={t('board.view')}
      data-testid="list-view-switch"
    />
  ) : null;
  // The form's code (its drawer and its inputs) is fetched as the pointer or the focus reaches 新增,
  // before the click: the page's first drawing stays without it (and without zod), and the click
  // finds it on its way or there.
  const fetchForm = extra.form ? undefined : () => void preloadEntityForm(entity);
  const create = rights.create && props.entering ? (
    <Button type="primary" icon={<PlusOutlined />} onClick={props.onCreate} {...reachFor(fetchForm)} data-testid="entity-create">
      {t('actions.create')}
    </Button>
  ) : null;
  const areaTools = extra.toolbar && table ? <extra.toolbar entity={entity} fixed={fixed} selected={selected} rights={rights} refresh={props.refresh} clearSelection={props.clearSelection} /> : null;
  const excel = <ExcelActions entity={entity} entityLabel={props.entityLabel} query={props.query} columns={props.shown} canImport={rights.create && props.entering} fixed={fixed} onImported={props.refresh} />;
  const advanced = <AdvancedQueryButton entity={entity} saveCode={entity.name} omit={props.fixedNames} value={props.advanced} onChange={props.onAdvanced} />;
  const refresh = <RefreshButton onClick={props.refresh} loading={props.refreshing} />;
  const heading = embedded ? <h2 className={styles.listTitle}>{title}</h2> : <h1 className={styles.listTitle}>{title}</h1>;
  if (props.compact) {
    return (
      <div className={styles.toolbar} data-testid="entity-toolbar">
        {heading}
        <Space className={styles.toolbarActions}>
          {create}
          {refresh}
          <ActionSheet title={title} label={t('list.moreTools')} testId="entity-more-tools">
            {props.views}
            {viewSwitch}
            {boardFieldChoice}
            {areaTools}
            {excel}
            {advanced}
          </ActionSheet>
        </Space>
      </div>
    );
  }
  return (
    <div className={styles.toolbar} data-testid="entity-toolbar">
      {/* Embedded in a parent's detail, the list is a section of that page, not the page. */}
      {/* How the records are seen sits by the title; what is done with them, on the right. */}
      <div className={styles.toolbarLead}>
        {heading}
        {props.views}
        {viewSwitch}
        {boardFieldChoice}
        {grouping}
      </div>
      <Space wrap className={styles.toolbarActions}>
        {create}
        {areaTools}
        {table ? <DeclaredBulkActions entity={entity} fixed={fixed} selected={selected} onDone={props.onActed} /> : null}
        {table ? props.tools : null}
        {excel}
        {props.deleting && table ? (
          <Button danger icon={<DeleteOutlined />} onClick={props.onBatchDelete} data-testid="entity-batch-delete">
            {t('actions.batchDelete')}
          </Button>
        ) : null}
        {advanced}
        {refresh}
        {table ? <ColumnSettings options={props.columns} layout={props.chosenLayout} onChange={props.onLayout} /> : null}
      </Space>
    </div>
  );
}
