import type { EntityDef } from '@/lib/entity/types';

/** The bookkeeping column every entity sorts by default, newest first (docs/entities.md, "What you get without writing more"). */
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

export interface ListState {
  pageNo: number;
  pageSize: number;
  sort: ListSort;
  filters: Record<string, string>;
}

export function queryBody(state: ListState): Record<string, unknown> {
  return { pageNo: state.pageNo, pageSize: state.pageSize, column: state.sort.column, order: state.sort.order, ...state.filters };
}
