import { acceptedPageSize, lastPage } from './paging';

/**
 * Where a paged list stands: its page, page size, sort and filters. Anything that changes which
 * rows match (a search, a reset, another sort) starts again at page one; so does a new page size.
 * Pure, so the rules every list follows are tested once.
 */
export interface ListState<F, S> {
  pageNo: number;
  pageSize: number;
  sort: S;
  filters: F;
}

export type ListAction<F, S> =
  | { type: 'filter'; filters: F | ((previous: F) => F) }
  | { type: 'sort'; sort: S }
  | { type: 'page'; pageNo: number; pageSize: number; sizes: readonly number[] }
  /** The answer's total: a page past the end (its last rows were deleted) steps back to the last page. */
  | { type: 'answered'; rows: number; total: number };

export function listReducer<F, S>(state: ListState<F, S>, action: ListAction<F, S>): ListState<F, S> {
  switch (action.type) {
    case 'filter': {
      const filters = typeof action.filters === 'function' ? (action.filters as (previous: F) => F)(state.filters) : action.filters;
      // Filters that stay as they were leave the page where it is.
      return filters === state.filters ? state : { ...state, filters, pageNo: 1 };
    }
    case 'sort':
      return { ...state, sort: action.sort, pageNo: 1 };
    case 'page': {
      const pageSize = acceptedPageSize(action.pageSize, action.sizes);
      return { ...state, pageSize, pageNo: pageSize !== state.pageSize ? 1 : action.pageNo };
    }
    case 'answered': {
      const last = lastPage(state.pageSize, action.total);
      return action.rows === 0 && action.total > 0 && state.pageNo > last ? { ...state, pageNo: last } : state;
    }
  }
}
