'use client';

import useSWR from 'swr';
import { call } from '@/lib/client/call';
import { entityCalls } from '@/lib/contract/entity-calls';
import type { EntityDef } from '@/lib/entity/types';
import type { EntityRecord } from './kind';

/** What reading labels needs of the named kind: a declaration or a reference target will do. */
type RefTargetOf = Pick<EntityDef, 'name' | 'key' | 'apiBase'>;

/** The list call answers at most 200 rows a page. */
const LABELS_PER_CALL = 200;
const KEEP_MS = 60 * 1000;
const quiet = { dedupingInterval: KEEP_MS, revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false } as const;

export interface RefOption {
  value: string;
  label: string;
}

function optionOf(entity: RefTargetOf, labelField: string, record: EntityRecord): RefOption | null {
  const key = record[entity.key];
  if (typeof key !== 'string') return null;
  const label = record[labelField];
  return { value: key, label: label === null || label === undefined || label === '' ? key : String(label) };
}

/** The label of one referenced record; the key itself when it cannot be read (gone, or no right). */
export function useRefLabel(entity: RefTargetOf | undefined, labelField: string, key: string | null) {
  return useSWR(entity && key ? ['entity-ui:ref-label', entity.name, labelField, key] : null, async () => {
    try {
      const record = await call(entityCalls(entity!.apiBase).detail(key!), undefined, { silent: true });
      return optionOf(entity!, labelField, record)?.label ?? key!;
    } catch {
      return key!;
    }
  }, quiet);
}

/**
 * Labels of several referenced records at once, through the list call's key filter ('k1,k2'):
 * chosen values stay named even when no loaded page of a picker lists them. Keys that cannot be
 * read (gone, out of scope) are absent.
 */
export function useRefLabels(entity: RefTargetOf | undefined, labelField: string, keys: readonly string[]) {
  const sorted = [...new Set(keys)].sort();
  return useSWR(entity && sorted.length ? ['entity-ui:ref-labels', entity.name, labelField, sorted.join(',')] : null, async () => {
    const labels = new Map<string, string>();
    for (let i = 0; i < sorted.length; i += LABELS_PER_CALL) {
      const batch = sorted.slice(i, i + LABELS_PER_CALL);
      const answer = await call(entityCalls(entity!.apiBase).query, { [entity!.key]: batch.join(','), pageNo: 1, pageSize: batch.length }, { silent: true })
        .catch(() => null);
      for (const record of answer?.records ?? []) {
        const option = optionOf(entity!, labelField, record);
        if (option) labels.set(option.value, option.label);
      }
    }
    return labels;
  }, { ...quiet, keepPreviousData: true });
}
