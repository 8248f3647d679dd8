'use client';

import { useCallback, useEffect, useReducer, useRef } from 'react';
import useSWR from 'swr';
import { useServedData } from '@/lib/client/served-data';
import type { Paged } from '@/lib/contract/envelope';
import { pageParams, pagedQueryKey } from './paged-request';
import { listReducer, type ListState } from './list-state';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from './paging';

export { pageParams } from './paged-request';

export interface PagedQueryOptions<R, F extends object, S, Q> {
  /** Names the list's calls: the first parts of its SWR keys, so a refresh can reach every page of it. null loads nothing. */
  scope: readonly unknown[] | null;
  /** One page of rows for what `request` made of the list's state; rejects when the call failed (the client has told the user). */
  load: (request: Q) => Promise<Paged<R>>;
  /** What the call is sent for a state of the list (default: pageParams). */
  request?: (state: ListState<F, S>) => Q;
  filters: F;
  /** The sort the list starts with; lists sorted only by the server leave it out. */
  sort?: S;
  pageSize?: number;
  /** The page sizes the list offers (10 to 200 unless given). */
  pageSizes?: readonly number[];
}

// The client already told the user of a failure; the table keeps the rows it had (docs/architecture.md, "Requests").
const CALM = { keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false } as const;

/**
 * A list paged, sorted and filtered on the server: its state, the page SWR loaded for it, and what
 * changes the state. A search, a reset or another sort starts at page one; a page left empty by
 * deletions steps back to the last page that has rows.
 */
export function usePagedQuery<R, F extends object, S = null, Q = Record<string, unknown>>(options: PagedQueryOptions<R, F, S, Q>) {
  const { scope, load, filters: initialFilters, pageSize = DEFAULT_PAGE_SIZE, pageSizes = PAGE_SIZE_OPTIONS } = options;
  const [state, dispatch] = useReducer(listReducer<F, S>, { pageNo: 1, pageSize, sort: (options.sort ?? null) as S, filters: initialFilters });
  const initial = useRef(initialFilters);
  const request = (options.request ?? (pageParams as (state: ListState<F, S>) => Q))(state);
  const key = scope ? pagedQueryKey(scope, request) : null;
  const served = useServedData(key);
  const { data: page, error, isValidating, mutate } = useSWR<Paged<R>, Error>(key, () => load(request), CALM);

  useEffect(() => {
    if (page) dispatch({ type: 'answered', rows: page.records.length, total: page.total });
  }, [page]);

  const search = useCallback((next: F | ((previous: F) => F)) => dispatch({ type: 'filter', filters: next }), []);
  const reset = useCallback(() => dispatch({ type: 'filter', filters: initial.current }), []);
  const sortBy = useCallback((next: S) => dispatch({ type: 'sort', sort: next }), []);
  const changePage = useCallback((pageNo: number, size: number) => dispatch({ type: 'page', pageNo, pageSize: size, sizes: pageSizes }), [pageSizes]);
  const refresh = useCallback(() => void mutate(), [mutate]);

  return {
    ...state,
    pageSizes,
    /** What the last call was sent: the same query serves an export or a board. */
    request,
    page,
    records: page?.records ?? [],
    total: page?.total ?? 0,
    /** The load failed and there is nothing to show instead. */
    failed: Boolean(error) && !page,
    // The rows the page came with stay as they are while SWR checks them again.
    loading: isValidating && (served === undefined || page !== served),
    search,
    reset,
    sortBy,
    changePage,
    refresh,
  };
}

export type PagedQuery<R> = Pick<
  ReturnType<typeof usePagedQuery<R, object, unknown>>,
  'pageNo' | 'pageSize' | 'pageSizes' | 'page' | 'records' | 'total' | 'failed' | 'loading' | 'changePage' | 'refresh'
>;
