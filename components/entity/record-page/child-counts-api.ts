import useSWR, { mutate } from 'swr';
import { request } from '@/lib/client/api-client';
import { CHILD_COUNTS_CALL, type ChildCounts } from '@/lib/entity/tab-groups';
import type { EntityDef } from '@/lib/entity/types';

/** How many records each child tab of a record holds, in one call for the whole page. */
export const childCountsSwrKey = (entity: EntityDef, key: string) => ['entity-ui:child-counts', entity.name, key] as const;

export function useChildCounts(entity: EntityDef, key: string, enabled: boolean) {
  return useSWR(enabled ? childCountsSwrKey(entity, key) : null, () => request<ChildCounts>(`${entity.apiBase}/${CHILD_COUNTS_CALL}/${encodeURIComponent(key)}`, { silent: true }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

export function refreshChildCounts(entity: EntityDef, key: string): void {
  void mutate(childCountsSwrKey(entity, key));
}
