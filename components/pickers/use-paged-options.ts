'use client';

import { useCallback, useEffect, useReducer } from 'react';
import { DROPDOWN_PAGE_SIZE, initialPagedState, pagedReducer, type PagedOption } from './paged-state';

export interface PageAnswer {
  options: PagedOption[];
  total: number;
}

/** Fetches one page of options; rejects when the server refuses (a non-zero code). */
export type PageLoader = (pageNo: number, pageSize: number, keyword: string) => Promise<PageAnswer>;

/**
 * Options loaded page by page: `search` starts over at page 1 (also the first load), `more` asks
 * for the next page. A refused page only ends the loading; an older keyword's answer is dropped.
 */
export function usePagedOptions(load: PageLoader, pageSize = DROPDOWN_PAGE_SIZE) {
  const [state, dispatch] = useReducer(pagedReducer, initialPagedState);
  const { requested } = state;

  useEffect(() => {
    if (!requested) return;
    load(requested.pageNo, pageSize, requested.keyword).then(
      (answer) => dispatch({ type: 'loaded', request: requested, options: answer.options, total: answer.total }),
      () => dispatch({ type: 'failed', request: requested }),
    );
  }, [requested, load, pageSize]);

  const search = useCallback((keyword: string) => dispatch({ type: 'search', keyword }), []);
  const more = useCallback(() => dispatch({ type: 'more' }), []);
  return { state, search, more };
}
