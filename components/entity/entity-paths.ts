import { entityCalls } from '@/lib/contract/entity-calls';
import { recordApprovalCall } from '@/lib/contract/entity-feature-calls';
import type { EntityDef } from '@/lib/entity/types';

// The generic calls' addresses (their declarations: lib/contract/entity-calls.ts) and the SWR keys of
// their answers. Server pages that draw a list or a record with its first data import them too, so
// nothing here may reach for the browser's client.

export const queryPath = (entity: Pick<EntityDef, 'apiBase'>) => entityCalls(entity.apiBase).query.path;
export const detailPath = (entity: EntityDef, key: string) => entityCalls(entity.apiBase).detail(key).path;

/** SWR keys shared by the drawers and the list (which refreshes them after a save). */
export const recordSwrKey = (entity: EntityDef, key: string) => ['entity-ui:record', entity.name, key] as const;
export const historySwrKey = (entity: EntityDef, key: string) => ['entity-ui:history', entity.name, key] as const;
/** The records of a record's timeline besides its history (its follow-ups). */
export const timelineSwrKey = (entity: EntityDef, key: string) => ['entity-ui:timeline', entity.name, key] as const;

/** How many records each child tab of a record holds, in one call for the whole page. */
export const childCountsSwrKey = (entity: EntityDef, key: string) => ['entity-ui:child-counts', entity.name, key] as const;
export const childCountsPath = (entity: EntityDef, key: string) => entityCalls(entity.apiBase).childCounts(key).path;

/** A record's latest approval, as `{apiBase}/approval/{key}` answers it (null: never submitted). */
export const approvalSwrKey = (entity: EntityDef, key: string) => ['entity-ui:approval', entity.name, key] as const;
export const approvalPath = (entity: EntityDef, key: string) => recordApprovalCall(entity.apiBase)(key).path;
