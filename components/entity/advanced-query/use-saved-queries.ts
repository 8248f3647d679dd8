'use client';

import { useCallback } from 'react';
import useSWR from 'swr';
import { request, requestAnswer } from '@/lib/client/api-client';
import { savedQueryPaths, type SavedQuery } from '@/lib/contract/saved-queries';
import type { SavedQueryInput } from '@/lib/entity/advanced-query';
import { readCachedQueries, writeCachedQueries } from './saved-query-cache';

export interface SavedQueries {
  list: SavedQuery[];
  loading: boolean;
  save(input: SavedQueryInput): Promise<string>;
  share(queryKey: string, shared: boolean): Promise<string>;
  remove(queryKey: string): Promise<string>;
}

/**
 * The saved queries of one list: the browser's copy first, replaced by the server's answer, which
 * is copied back. Changes go to the server (which reports failures itself) and then reload the list.
 */
export function useSavedQueries(saveCode: string, enabled: boolean): SavedQueries {
  const { data, isLoading, mutate } = useSWR<SavedQuery[]>(
    enabled ? ['advanced-query:saved', saveCode] : null,
    async () => {
      try {
        const list = await request<SavedQuery[]>(savedQueryPaths.list, { query: { saveCode }, silent: true });
        writeCachedQueries(saveCode, list);
        return list;
      } catch {
        return readCachedQueries(saveCode);
      }
    },
    { revalidateOnFocus: false, shouldRetryOnError: false, fallbackData: enabled ? readCachedQueries(saveCode) : [] },
  );

  const change = useCallback(
    async (path: string, json: unknown) => {
      const answer = await requestAnswer<unknown>(path, { json });
      await mutate();
      return answer.msg;
    },
    [mutate],
  );

  return {
    list: data ?? [],
    loading: isLoading,
    save: useCallback((input) => change(savedQueryPaths.save, input), [change]),
    share: useCallback((queryKey, shared) => change(savedQueryPaths.share, { queryKey, shared }), [change]),
    remove: useCallback((queryKey) => change(savedQueryPaths.remove, { queryKey }), [change]),
  };
}
