import useSWR, { mutate } from 'swr';
import { call } from '@/lib/client/call';
import { entityCalls } from '@/lib/contract/entity-calls';
import type { EntityDef } from '@/lib/entity/types';
import { childCountsSwrKey } from '../entity-paths';

export function useChildCounts(entity: EntityDef, key: string, enabled: boolean) {
  return useSWR(enabled ? childCountsSwrKey(entity, key) : null, () => call(entityCalls(entity.apiBase).childCounts(key), undefined, { silent: true }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

export function refreshChildCounts(entity: EntityDef, key: string): void {
  void mutate(childCountsSwrKey(entity, key));
}
