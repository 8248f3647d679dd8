'use client';

import { useLocale } from 'next-intl';
import useSWR, { mutate } from 'swr';
import { call } from '@/lib/client/call';
import { directoryCalls } from '@/lib/contract/directory-calls';
import { dictItemsKey as cacheKey, normaliseDictItems, type DictItem } from './dict-keys';

export { normaliseDictItems, type DictItem } from './dict-keys';

/** Dictionaries change rarely: one request per code and page load, until refreshDictItems(). */
const KEEP_MS = 30 * 60 * 1000;

/** Items of one dictionary; an empty code asks nothing (the widget says the code is missing). */
export function useDictItems(code: string | undefined) {
  const wanted = code?.trim();
  const locale = useLocale();
  return useSWR<DictItem[], Error>(
    wanted ? cacheKey(wanted, locale) : null,
    async () => normaliseDictItems(await call(directoryCalls.dictItems(wanted!), undefined, { silent: true })),
    { dedupingInterval: KEEP_MS, revalidateIfStale: false, revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false },
  );
}

/** After any dictionary or item changed: every cached dictionary loads again when next shown. */
export function refreshAllDictItems(): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && key[0] === cacheKey('')[0]);
}

/** Stored 'a,b' (or an array) as the list of values. */
export function splitValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String).filter(Boolean);
  if (typeof value === 'number') return [String(value)];
  if (typeof value !== 'string') return [];
  return value.split(',').map((v) => v.trim()).filter(Boolean);
}

export function textOfDictValue(items: readonly DictItem[] | undefined, value: string): string {
  return items?.find((item) => item.value === value)?.text ?? value;
}
