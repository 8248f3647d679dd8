import { FULL_TEXT_PARAM } from '@/lib/entity/features/full-text/full-text';
import type { EntityDef } from '@/lib/entity/types';
import { filterOperatorOf, kindOf } from './fields';
import { defaultSort, type ListSort } from './list/query-body';

// Paging knows nothing of field types: lists other than the entity lists take it from ./list/paging.
export { lastPage, pageRange } from './list/paging';

// What the first page of a list asks for is known to the server too (it draws that page): the
// sort and the query body live where server code may import them.
export { CREATE_TIME, CREATE_TIME_PARAM, defaultSort, queryBody, type ListSort } from './list/query-body';

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

/** antd's sorter answer -> our sort; a cleared sort returns to the entity's default. */
export function sortFrom(entity: EntityDef, column: unknown, order: unknown): ListSort {
  if ((order === 'ascend' || order === 'descend') && typeof column === 'string' && column) {
    return { column, order: order === 'ascend' ? 'asc' : 'desc' };
  }
  return defaultSort(entity);
}
