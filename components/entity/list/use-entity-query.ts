'use client';

import { useEffect } from 'react';
import type { AdvancedQuery } from '@/lib/entity/advanced-query';
import { encodeAdvancedQuery } from '@/lib/entity/advanced-query-params';
import { MEMBERS_ONLY_PARAM } from '@/lib/entity/list-params';
import type { EntityDef } from '@/lib/entity/types';
import { queryPath, queryRecords } from '../entity-api';
import type { EntityRecord } from '../fields';
import { defaultSort, encodeFilters, type ListSort, queryBody } from '../list-query';
import { usePagedQuery } from './use-paged-query';

/** What narrows an entity list besides the page: the filter bar, a link's filters and the advanced query. */
export interface EntityFilters {
  /** The filter bar's values in the list convention. */
  bar: Record<string, string>;
  /** Filters taken from the page's address (a report's figure opens the list of its records). */
  linked: Readonly<Record<string, string>>;
  advanced: AdvancedQuery | null;
}

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
}

/**
 * An entity's records paged by the generic query call (POST {apiBase}/query): the paged query
 * with the entity's sort, its filter bar's values in the list convention, the advanced query (the
 * server ANDs it with its whole group) and the values the list fixes.
 */
export function useEntityQuery(entity: EntityDef, { enabled, scope = [], fixed = NONE, linked = NONE, mine = false, pageSize, pageSizes }: EntityQueryOptions) {
  const list = usePagedQuery<EntityRecord, EntityFilters, ListSort>({
    scope: enabled ? [...scope, queryPath(entity)] : null,
    load: (body) => queryRecords(entity, body),
    request: ({ pageNo, pageSize: size, sort, filters }) => ({
      ...queryBody({ pageNo, pageSize: size, sort, filters: { ...filters.linked, ...filters.bar, ...fixed } }),
      ...encodeAdvancedQuery(filters.advanced),
      ...(mine ? { [MEMBERS_ONLY_PARAM]: '1' } : {}),
    }),
    filters: { bar: {}, linked, advanced: null },
    sort: defaultSort(entity),
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
  };
}
