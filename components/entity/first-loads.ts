import { ENTITIES } from '@/lib/entities';
import { childTabsOf } from '@/lib/entity/features/family/family';
import type { EntityDef } from '@/lib/entity/types';
import { approvalPath, approvalSwrKey, childCountsPath, childCountsSwrKey, detailPath, recordSwrKey } from './entity-paths';
import { dictLoads } from './fields/dict-keys';
import { userNamesLoad, userNamesLoads } from './fields/user-names';
import { type EntityListScope, firstEntityQuery } from './list/entity-query-request';

// What an entity's list page and a record's page ask for as they open, under their hooks' own SWR
// keys: the server draws these pages with that data in hand.

/** A list page: its first page of records, the dictionaries its cells name, and users' names when it shows any. */
export function listPageLoads(entity: EntityDef, linked: Readonly<Record<string, string>>, scope: EntityListScope, locale: string) {
  return [firstEntityQuery(entity, linked, scope), ...dictLoads(entity, locale), ...userNamesLoads(entity)];
}

/** A record's page: the record, its tabs' counts, its approval, its dictionaries' texts and the names of who made and changed it. */
export function recordPageLoads(entity: EntityDef, recordKey: string, locale: string) {
  return [
    { key: [...recordSwrKey(entity, recordKey)], path: detailPath(entity, recordKey) },
    ...(childTabsOf(entity, ENTITIES).length > 0 ? [{ key: [...childCountsSwrKey(entity, recordKey)], path: childCountsPath(entity, recordKey) }] : []),
    ...(entity.approval ? [{ key: [...approvalSwrKey(entity, recordKey)], path: approvalPath(entity, recordKey) }] : []),
    ...dictLoads(entity, locale),
    userNamesLoad,
  ];
}
