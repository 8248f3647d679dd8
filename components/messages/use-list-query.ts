'use client';

import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from './list-paging';

/** Blank fields filter nothing; words are searched without the spaces typed around them. */
function withoutBlanks<F extends object>(values: F): Partial<F> {
  const entries = Object.entries(values).map(([name, value]) => [name, (typeof value === 'string' ? value.trim() : value) || undefined]);
  return Object.fromEntries(entries) as Partial<F>;
}

/** The filters and page of a message list; a new search or a reset starts again at page one. */
export function useListQuery<F extends object>() {
  const [filters, setFilters] = useState<Partial<F>>({});
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  return {
    filters,
    pageNo,
    pageSize,
    search: (values: F) => {
      setFilters(withoutBlanks(values));
      setPageNo(1);
    },
    reset: () => {
      setFilters({});
      setPageNo(1);
    },
    changePage: (page: number, size: number) => {
      setPageNo(page);
      setPageSize(size);
    },
  };
}

export type ListQuery = ReturnType<typeof useListQuery>;
