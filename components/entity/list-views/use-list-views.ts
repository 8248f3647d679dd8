'use client';

import { useCallback } from 'react';
import useSWR from 'swr';
import { call, callAnswer } from '@/lib/client/call';
import { listViewCalls } from '@/lib/contract/list-calls';
import type { ListView, ListViewInput } from '@/lib/contract/list-views';
import type { EntityDef } from '@/lib/entity/types';
import { listViewsSwrKey } from './view-paths';

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
    () => call(listViewCalls.list, { entity: entity.name }, { silent: true }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const save = useCallback(async (input: ListViewInput) => {
    const answer = await callAnswer(listViewCalls.save, input);
    await mutate();
    return { viewKey: answer.data.view_key, msg: answer.msg };
  }, [mutate]);
  const remove = useCallback(async (viewKey: string) => {
    const answer = await callAnswer(listViewCalls.remove, { viewKey });
    await mutate();
    return answer.msg;
  }, [mutate]);
  const setDefault = useCallback(async (viewKey: string | null) => {
    const answer = await callAnswer(listViewCalls.setDefault, { entity: entity.name, viewKey });
    await mutate();
    return answer.msg;
  }, [mutate, entity.name]);
  return { list: data ?? [], loaded: data !== undefined, save, remove, setDefault };
}
