import useSWR, { mutate } from 'swr';
import { request } from '@/lib/client/api-client';
import type { ChildCounts } from '@/lib/contract/child-counts';
import type { EntityDef } from '@/lib/entity/types';
import { childCountsPath, childCountsSwrKey } from '../entity-paths';

export function useChildCounts(entity: EntityDef, key: string, enabled: boolean) {
  return useSWR(enabled ? childCountsSwrKey(entity, key) : null, () => request<ChildCounts>(childCountsPath(entity, key), { silent: true }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

export function refreshChildCounts(entity: EntityDef, key: string): void {
  void mutate(childCountsSwrKey(entity, key));
}
