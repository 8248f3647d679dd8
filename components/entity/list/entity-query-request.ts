import { GROUP_BY_PARAM } from '@/lib/contract/list-view-paths';
import { encodeAdvancedQuery } from '@/lib/entity/advanced-query-params';
import type { AdvancedQuery } from '@/lib/entity/advanced-query';
import { MEMBERS_ONLY_PARAM } from '@/lib/entity/list-params';
import type { EntityDef } from '@/lib/entity/types';
import { queryPath } from '../entity-paths';
import type { ListState } from './list-state';
import { pagedQueryKey } from './paged-request';
import { DEFAULT_PAGE_SIZE } from './paging';
import { defaultSort, queryBody, type ListSort } from './query-body';

/** What narrows an entity list besides the page: the filter bar, a link's filters and the advanced query. */
export interface EntityFilters {
  /** The filter bar's values in the list convention. */
  bar: Record<string, string>;
  /** Filters taken from the page's address (a report's figure opens the list of its records). */
  linked: Readonly<Record<string, string>>;
  advanced: AdvancedQuery | null;
  /** The table grouped by this field's values (the query orders by it first and counts each). */
  groupBy: string | null;
}

/** What every query of one list sends besides its state: the values it fixes, and whether only the caller's own records. */
export interface EntityListScope {
  fixed: Readonly<Record<string, string>>;
  mine: boolean;
}

/** The body of the generic query call (POST {apiBase}/query) for a state of an entity list. */
export function entityQueryBody({ pageNo, pageSize, sort, filters }: ListState<EntityFilters, ListSort>, { fixed, mine }: EntityListScope): Record<string, unknown> {
  return {
    ...queryBody({ pageNo, pageSize, sort, filters: { ...filters.linked, ...filters.bar, ...fixed } }),
    ...encodeAdvancedQuery(filters.advanced),
    ...(filters.groupBy ? { [GROUP_BY_PARAM]: filters.groupBy } : {}),
    ...(mine ? { [MEMBERS_ONLY_PARAM]: '1' } : {}),
  };
}

/**
 * The first page an entity list page asks for as it opens (no filter typed, the entity's sort):
 * its SWR key and the call's body. The server draws that page with it, so the key must be the one
 * the list's own hook makes.
 */
export function firstEntityQuery(entity: EntityDef, linked: Readonly<Record<string, string>>, scope: EntityListScope) {
  const body = entityQueryBody({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE, sort: defaultSort(entity), filters: { bar: {}, linked, advanced: null, groupBy: null } }, scope);
  return { key: pagedQueryKey([queryPath(entity)], body), path: queryPath(entity), body };
}
