import { ENTITIES } from '@/lib/entities';
import { childTabsOf } from '@/lib/entity/features/family/family';
import type { EntityDef } from '@/lib/entity/types';
import { approvalPath, approvalSwrKey, childCountsPath, childCountsSwrKey, detailPath, recordSwrKey } from './entity-paths';
import { dictLoads } from './fields/dict-keys';
import { userNamesLoad, userNamesLoads } from './fields/user-names';
import { type EntityListScope, firstEntityQuery } from './list/entity-query-request';
import { shapePath, shapeSwrKey } from './custom-fields/shape-paths';
import { listViewsPath, listViewsSwrKey } from './list-views/view-paths';

/** The fields administrators added to the kind: the page is drawn with them. */
const shapeLoad = (entity: EntityDef) => ({ key: [...shapeSwrKey(entity)], path: shapePath(entity) });

// What an entity's list page and a record's page ask for as they open, under their hooks' own SWR
// keys: the server draws these pages with that data in hand.

/**
 * A list page: its saved views (so a default one is applied as the list opens), its first page of
 * records, the dictionaries its cells name, and users' names when it shows any.
 */
export function listPageLoads(entity: EntityDef, linked: Readonly<Record<string, string>>, scope: EntityListScope, locale: string) {
  const views = { key: [...listViewsSwrKey(entity)], path: listViewsPath(entity) };
  return [shapeLoad(entity), views, firstEntityQuery(entity, linked, scope), ...dictLoads(entity, locale), ...userNamesLoads(entity)];
}

/** A record's page: the record, its tabs' counts, its approval, its dictionaries' texts and the names of who made and changed it. */
export function recordPageLoads(entity: EntityDef, recordKey: string, locale: string) {
  return [
    shapeLoad(entity),
    { key: [...recordSwrKey(entity, recordKey)], path: detailPath(entity, recordKey) },
    ...(childTabsOf(entity, ENTITIES).length > 0 ? [{ key: [...childCountsSwrKey(entity, recordKey)], path: childCountsPath(entity, recordKey) }] : []),
    ...(entity.approval ? [{ key: [...approvalSwrKey(entity, recordKey)], path: approvalPath(entity, recordKey) }] : []),
    ...dictLoads(entity, locale),
    userNamesLoad,
  ];
}
