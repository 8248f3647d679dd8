'use client';

import { useCallback } from 'react';
import useSWR from 'swr';
import { shellCalls } from '@/lib/contract/shell-calls';
import { call } from './call';
import { arrayOf, isString } from './plain-checks';

/** Setting key of the first-level menus the user keeps in the top bar. */
export const TOP_MENUS_SETTING = 'nav.topMenus';

/** A stored value of the wrong shape counts as never saved: the bar then shows every menu. */
export function parseTopMenus(value: unknown): string[] | null {
  return arrayOf(value, (item) => (isString(item) ? item : null));
}

export interface TopMenuChoice {
  /** First-level ids shown in the top bar; null: all of them. */
  chosen: string[] | null;
  loading: boolean;
  save: (ids: string[]) => Promise<void>;
}

/**
 * The user's choice of top-bar menus. Reading it never shows an error: without it the bar simply
 * shows every menu. Saving reports failures through the API client.
 */
export function useTopMenuChoice(userKey: string | null): TopMenuChoice {
  const { data, isLoading, mutate } = useSWR(
    userKey ? ['user-setting', TOP_MENUS_SETTING, userKey] : null,
    async () => {
      try {
        return parseTopMenus(await call(shellCalls.setting, { key: TOP_MENUS_SETTING }, { silent: true }));
      } catch {
        return null;
      }
    },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );

  const save = useCallback(
    async (ids: string[]) => {
      await call(shellCalls.saveSetting, { key: TOP_MENUS_SETTING, value: ids });
      await mutate(ids, { revalidate: false });
    },
    [mutate],
  );

  return { chosen: data ?? null, loading: isLoading, save };
}
