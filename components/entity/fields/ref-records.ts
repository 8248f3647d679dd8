'use client';

import useSWR from 'swr';
import { request } from '@/lib/client/api-client';
import type { EntityDef } from '@/lib/entity/types';
import type { EntityRecord } from './kind';

const SEARCH_PAGE_SIZE = 20;
const KEEP_MS = 60 * 1000;
const quiet = { dedupingInterval: KEEP_MS, revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false } as const;

export interface RefOption {
  value: string;
  label: string;
}

function optionOf(entity: EntityDef, labelField: string, record: EntityRecord): RefOption | null {
  const key = record[entity.key];
  if (typeof key !== 'string') return null;
  const label = record[labelField];
  return { value: key, label: label === null || label === undefined || label === '' ? key : String(label) };
}

/** Records of the referenced entity whose label contains the keyword (the list convention's *x*). */
export function useRefSearch(entity: EntityDef | undefined, labelField: string, keyword: string) {
  return useSWR(entity ? ['entity-ui:ref-search', entity.name, labelField, keyword] : null, async () => {
    const answer = await request<{ records?: EntityRecord[] }>(`${entity!.apiBase}/query`, {
      json: { pageNo: 1, pageSize: SEARCH_PAGE_SIZE, ...(keyword.trim() ? { [labelField]: `*${keyword.trim()}*` } : {}) },
      silent: true,
    });
    return (answer?.records ?? []).flatMap((r) => optionOf(entity!, labelField, r) ?? []);
  }, { ...quiet, keepPreviousData: true });
}

/** The label of one referenced record; the key itself when it cannot be read (gone, or no right). */
export function useRefLabel(entity: EntityDef | undefined, labelField: string, key: string | null) {
  return useSWR(entity && key ? ['entity-ui:ref-label', entity.name, labelField, key] : null, async () => {
    try {
      const record = await request<EntityRecord>(`${entity!.apiBase}/detail/${encodeURIComponent(key!)}`, { silent: true });
      return optionOf(entity!, labelField, record)?.label ?? key!;
    } catch {
      return key!;
    }
  }, quiet);
}
