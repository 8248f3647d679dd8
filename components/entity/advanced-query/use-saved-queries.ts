'use client';

import { useCallback } from 'react';
import useSWR from 'swr';
import type { Answer } from '@/lib/client/api-client';
import { call, callAnswer } from '@/lib/client/call';
import { savedQueryCalls } from '@/lib/contract/list-calls';
import type { SavedQuery } from '@/lib/contract/saved-queries';
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
        const list = await call(savedQueryCalls.list, { saveCode }, { silent: true });
        writeCachedQueries(saveCode, list);
        return list;
      } catch {
        return readCachedQueries(saveCode);
      }
    },
    { revalidateOnFocus: false, shouldRetryOnError: false, fallbackData: enabled ? readCachedQueries(saveCode) : [] },
  );

  const change = useCallback(
    async (made: Promise<Answer<unknown>>) => {
      const answer = await made;
      await mutate();
      return answer.msg;
    },
    [mutate],
  );

  return {
    list: data ?? [],
    loading: isLoading,
    save: useCallback((input) => change(callAnswer(savedQueryCalls.save, input)), [change]),
    share: useCallback((queryKey, shared) => change(callAnswer(savedQueryCalls.share, { queryKey, shared })), [change]),
    remove: useCallback((queryKey) => change(callAnswer(savedQueryCalls.remove, { queryKey })), [change]),
  };
}
