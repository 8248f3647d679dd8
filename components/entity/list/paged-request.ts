import type { ListState } from './list-state';

// What a paged list asks for, known to the server too: a page drawn with its first rows must use
// the key the list's own hook (usePagedQuery) makes.

/** The paging and filters of a list as most list calls take them: pageNo, pageSize and the filters beside them. */
export function pageParams<F extends object>(state: Pick<ListState<F, unknown>, 'pageNo' | 'pageSize' | 'filters'>): Record<string, unknown> {
  return { pageNo: state.pageNo, pageSize: state.pageSize, ...state.filters };
}

/** SWR key of a paged list's page: its scope, then the call it makes. */
export function pagedQueryKey(scope: readonly unknown[], request: unknown): unknown[] {
  return [...scope, JSON.stringify(request)];
}
