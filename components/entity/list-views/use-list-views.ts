'use client';

import { useCallback } from 'react';
import useSWR from 'swr';
import { request, requestAnswer } from '@/lib/client/api-client';
import { LIST_VIEW_PATHS } from '@/lib/contract/list-view-paths';
import type { ListView, ListViewInput } from '@/lib/contract/list-views';
import type { EntityDef } from '@/lib/entity/types';
import { listViewsPath, listViewsSwrKey } from './view-paths';

export interface ListViews {
  list: ListView[];
  /** The answer came (or the page came with it). */
  loaded: boolean;
  /** Saves the view and answers its key and the server's words; the client reports a refusal itself. */
  save(input: ListViewInput): Promise<{ viewKey: string; msg: string }>;
  remove(viewKey: string): Promise<string>;
  setDefault(viewKey: string | null): Promise<string>;
}

/** The saved views of a kind's list: the caller's own, then those shared with her. */
export function useListViews(entity: EntityDef, enabled: boolean): ListViews {
  const { data, mutate } = useSWR<ListView[]>(
    enabled ? listViewsSwrKey(entity) : null,
    () => request<ListView[]>(listViewsPath(entity), { silent: true }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const save = useCallback(async (input: ListViewInput) => {
    const answer = await requestAnswer<{ view_key: string }>(LIST_VIEW_PATHS.save, { json: input });
    await mutate();
    return { viewKey: answer.data.view_key, msg: answer.msg };
  }, [mutate]);
  const remove = useCallback(async (viewKey: string) => {
    const answer = await requestAnswer(LIST_VIEW_PATHS.remove, { json: { viewKey } });
    await mutate();
    return answer.msg;
  }, [mutate]);
  const setDefault = useCallback(async (viewKey: string | null) => {
    const answer = await requestAnswer(LIST_VIEW_PATHS.setDefault, { json: { entity: entity.name, viewKey } });
    await mutate();
    return answer.msg;
  }, [mutate, entity.name]);
  return { list: data ?? [], loaded: data !== undefined, save, remove, setDefault };
}
