'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListView as SavedView, ListViewInput, ListViewSettings } from '@/lib/contract/list-views';
import { boardableFields, defaultBoardField } from '@/lib/entity/list-views';
import type { EntityDef } from '@/lib/entity/types';
import { type ColumnLayout, type ColumnOption, useColumnLayout, visibleColumns } from '../column-prefs';
import { useListView } from '../features/board/list-view';
import { defaultSort, type ListSort } from '../list/query-body';
import type { EntityFilters } from '../list/entity-query-request';
import { reviveFilterValues } from './filter-values';
import { useListViews } from './use-list-views';
import { sameSettings, settingsOf } from './view-settings';

/** What a view decides besides the list's query: table or board, the board's field, the columns. */
interface Layout {
  display: 'table' | 'board';
  boardField: string | null;
  columns: ColumnLayout;
}

const layoutOf = (entity: EntityDef, s: ListViewSettings): Layout =>
  ({ display: s.kind, boardField: s.boardField ?? defaultBoardField(entity), columns: s.columns });

/** Where a list starts: the user's default view of the kind, when the page came with her views. */
export function startOf(entity: EntityDef, view: SavedView | null): { filters: Omit<EntityFilters, 'linked'>; sort: ListSort } | null {
  if (!view) return null;
  const s = view.settings;
  return { filters: { bar: s.filters, advanced: s.advanced, groupBy: s.kind === 'table' ? s.groupBy : null }, sort: s.sort ?? defaultSort(entity) };
}

interface PageViewOptions {
  /** Saved views are offered (a list page of its own, which the user may read). */
  offered: boolean;
  columnOptions: readonly ColumnOption[];
}

/**
 * A list page's saved views and the part of its state a view keeps outside the query: the active
 * view, table or board, the board's field, the columns and the filter bar's values. Without a view
 * the columns and table-or-board stay in this browser, as before views existed. The query's part
 * (filters, sort, grouping) is the list's; `apply` hands it over through `onQuery`.
 */
export function usePageView(entity: EntityDef, { offered, columnOptions }: PageViewOptions) {
  const views = useListViews(entity, offered);
  const [start] = useState(() => views.list.find((v) => v.is_default) ?? null);
  const [activeKey, setActiveKey] = useState<string | null>(start?.view_key ?? null);
  const active = views.list.find((v) => v.view_key === activeKey) ?? null;
  const boardOffered = offered && boardableFields(entity).length > 0;
  const [browserColumns, storeColumns] = useColumnLayout(entity.name, columnOptions);
  const [browserDisplay, storeDisplay] = useListView(entity.name, boardOffered);
  // While a view is applied its layout is the page's; changing it makes the view 已修改, not the browser's choice.
  const [viewLayout, setViewLayout] = useState<Layout | null>(() => (start ? layoutOf(entity, start.settings) : null));
  const [looseBoardField, setLooseBoardField] = useState(() => defaultBoardField(entity));
  const layout: Layout = viewLayout ?? { display: browserDisplay, boardField: looseBoardField, columns: browserColumns };
  const [barValues, setBarValues] = useState<Record<string, unknown>>(() => (start ? reviveFilterValues(entity, start.settings.filterValues) : {}));
  // Remounting the filter bar shows a view's values (and clears them when the empty list resets the filters).
  const [barKey, setBarKey] = useState(0);
  const touched = useRef(false);

  const setLayout = (next: Partial<Layout>) => {
    touched.current = true;
    if (viewLayout) setViewLayout({ ...viewLayout, ...next });
    else {
      if (next.columns !== undefined) storeColumns(next.columns);
      if (next.display !== undefined) storeDisplay(next.display);
      if (next.boardField !== undefined) setLooseBoardField(next.boardField);
    }
  };

  /** Puts a view (null: the kind's own list) on the page; the query's part goes to `onQuery`. */
  const apply = useCallback((view: SavedView | null, onQuery: (filters: Omit<EntityFilters, 'linked'>, sort: ListSort) => void) => {
    touched.current = true;
    setActiveKey(view?.view_key ?? null);
    setViewLayout(view ? layoutOf(entity, view.settings) : null);
    setBarValues(view ? reviveFilterValues(entity, view.settings.filterValues) : {});
    setBarKey((n) => n + 1);
    const begin = startOf(entity, view);
    onQuery(begin?.filters ?? { bar: {}, advanced: null, groupBy: null }, begin?.sort ?? defaultSort(entity));
  }, [entity]);

  /** The page as a view's settings, with the columns as shown (so a view never depends on the browser). */
  const settingsNow = (filters: EntityFilters, sort: ListSort, boardField: string | null): ListViewSettings => settingsOf({
    display: layout.display,
    boardField,
    columns: visibleColumns(columnOptions, layout.columns),
    bar: filters.bar,
    barValues,
    advanced: filters.advanced,
    sort,
    groupBy: filters.groupBy,
  });
  const modifiedFrom = (now: ListViewSettings) => active !== null
    && !sameSettings(entity, now, { ...active.settings, columns: visibleColumns(columnOptions, active.settings.columns) });

  const save = async (input: ListViewInput) => {
    const { viewKey, msg } = await views.save(input);
    setActiveKey(viewKey);
    setViewLayout({ display: input.settings.kind, boardField: input.settings.boardField ?? defaultBoardField(entity), columns: input.settings.columns });
    return msg;
  };

  return { views, active, layout, setLayout, barValues, setBarValues, barKey, resetBar: () => { setBarValues({}); setBarKey((n) => n + 1); }, apply, settingsNow, modifiedFrom, save, start, touched, boardOffered };
}

/** Applies the user's default view once her views arrive after the page (a page reached in the browser). */
export function useLateDefault(pageView: ReturnType<typeof usePageView>, apply: (view: SavedView) => void) {
  const { views, touched, active } = pageView;
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !views.loaded) return;
    done.current = true;
    const preferred = views.list.find((v) => v.is_default);
    if (preferred && !touched.current && !active) apply(preferred);
  }, [views.loaded, views.list, touched, active, apply]);
}
