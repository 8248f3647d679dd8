import { FULL_TEXT_PARAM } from '@/lib/entity/full-text';
import type { EntityDef } from '@/lib/entity/types';
import { filterOperatorOf, kindOf } from './fields';

// Paging knows nothing of field types: lists other than the entity lists take it from ./list/paging.
export { DEFAULT_PAGE_SIZE, lastPage, PAGE_SIZE_OPTIONS, pageRange } from './list/paging';

/** The bookkeeping column every entity sorts by default (spec: createTime descending). */
export const CREATE_TIME = 'create_time';
export const CREATE_TIME_PARAM = 'createTime';

export type SortOrder = 'asc' | 'desc';

export interface ListSort {
  column: string;
  order: SortOrder;
}

export function defaultSort(entity: EntityDef): ListSort {
  return entity.defaultSort ? { column: entity.defaultSort.field, order: entity.defaultSort.order } : { column: CREATE_TIME_PARAM, order: 'desc' };
}

/** Fields offered in the filter bar, in declaration order. */
export function filterFields(entity: EntityDef) {
  return Object.entries(entity.fields).flatMap(([name, field]) => {
    const operator = filterOperatorOf(field);
    return operator ? [{ name, field, operator }] : [];
  });
}

/** The filter bar's values as query parameters in the list convention. */
export function encodeFilters(entity: EntityDef, values: Record<string, unknown>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const { name, field, operator } of filterFields(entity)) {
    Object.assign(params, kindOf(field).filterParams(name, values[name], operator, field));
  }
  const keyword = entity.search ? values[FULL_TEXT_PARAM] : undefined;
  if (typeof keyword === 'string' && keyword.trim()) params[FULL_TEXT_PARAM] = keyword.trim();
  return params;
}

export interface ListState {
  pageNo: number;
  pageSize: number;
  sort: ListSort;
  filters: Record<string, string>;
}

export function queryBody(state: ListState): Record<string, unknown> {
  return { pageNo: state.pageNo, pageSize: state.pageSize, column: state.sort.column, order: state.sort.order, ...state.filters };
}

/** antd's sorter answer -> our sort; a cleared sort returns to the entity's default. */
export function sortFrom(entity: EntityDef, column: unknown, order: unknown): ListSort {
  if ((order === 'ascend' || order === 'descend') && typeof column === 'string' && column) {
    return { column, order: order === 'ascend' ? 'asc' : 'desc' };
  }
  return defaultSort(entity);
}
