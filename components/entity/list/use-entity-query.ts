'use client';

import { useEffect } from 'react';
import type { AdvancedQuery } from '@/lib/entity/advanced-query';
import type { EntityDef } from '@/lib/entity/types';
import { queryPath, queryRecords } from '../entity-api';
import type { EntityRecord } from '../fields';
import { defaultSort, encodeFilters, type ListSort } from '../list-query';
import { entityQueryBody, type EntityFilters } from './entity-query-request';
import { usePagedQuery } from './use-paged-query';

export type { EntityFilters } from './entity-query-request';

const NONE: Readonly<Record<string, string>> = {};

interface EntityQueryOptions {
  /** Loads nothing while false (no right to read, another view, a closed dialog). */
  enabled: boolean;
  /** Parts of the SWR key before the entity's query path, when a copy of the list must not share the page's cache. */
  scope?: readonly string[];
  /** Values every listed record has: sent with every query, winning over anything typed. */
  fixed?: Readonly<Record<string, string>>;
  linked?: Readonly<Record<string, string>>;
  /** Only the caller's own records of an entity that belongs to people. */
  mine?: boolean;
  pageSize?: number;
  pageSizes?: readonly number[];
  /** What the list starts with besides its fixed and linked values (a default saved view's filters, grouping and sort). */
  start?: { filters: Omit<EntityFilters, 'linked'>; sort: ListSort } | null;
}

/**
 * An entity's records paged by the generic query call (POST {apiBase}/query): the paged query
 * with the entity's sort, its filter bar's values in the list convention, the advanced query (the
 * server ANDs it with its whole group) and the values the list fixes.
 */
export function useEntityQuery(entity: EntityDef, { enabled, scope = [], fixed = NONE, linked = NONE, mine = false, pageSize, pageSizes, start }: EntityQueryOptions) {
  const list = usePagedQuery<EntityRecord, EntityFilters, ListSort>({
    scope: enabled ? [...scope, queryPath(entity)] : null,
    load: (body) => queryRecords(entity, body),
    request: (state) => entityQueryBody(state, { fixed, mine }),
    filters: { bar: {}, advanced: null, groupBy: null, ...start?.filters, linked },
    sort: start?.sort ?? defaultSort(entity),
    pageSize,
    pageSizes,
  });
  const { search } = list;
  // Another address brings other linked filters.
  useEffect(() => search((previous) => (previous.linked === linked ? previous : { ...previous, linked })), [search, linked]);

  return {
    ...list,
    /** The filter bar's values as typed. */
    searchBar: (values: Record<string, unknown>) => search((previous) => ({ ...previous, bar: encodeFilters(entity, values) })),
    resetBar: () => search((previous) => ({ ...previous, bar: {} })),
    setAdvanced: (advanced: AdvancedQuery | null) => search((previous) => ({ ...previous, advanced })),
    clearLinked: () => search((previous) => ({ ...previous, linked: NONE })),
    setGroupBy: (groupBy: string | null) => search((previous) => ({ ...previous, groupBy })),
  };
}
