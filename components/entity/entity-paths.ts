import { CHILD_COUNTS_CALL } from '@/lib/entity/features/tab-groups/tab-groups';
import type { EntityDef } from '@/lib/entity/types';

// The generic calls' addresses and the SWR keys of their answers. Server pages that draw a list or
// a record with its first data import them too, so nothing here may reach for the browser's client.

export const queryPath = (entity: Pick<EntityDef, 'apiBase'>) => `${entity.apiBase}/query`;
export const detailPath = (entity: EntityDef, key: string) => `${entity.apiBase}/detail/${encodeURIComponent(key)}`;

/** SWR keys shared by the drawers and the list (which refreshes them after a save). */
export const recordSwrKey = (entity: EntityDef, key: string) => ['entity-ui:record', entity.name, key] as const;
export const historySwrKey = (entity: EntityDef, key: string) => ['entity-ui:history', entity.name, key] as const;
/** The records of a record's timeline besides its history (its follow-ups). */
export const timelineSwrKey = (entity: EntityDef, key: string) => ['entity-ui:timeline', entity.name, key] as const;

/** How many records each child tab of a record holds, in one call for the whole page. */
export const childCountsSwrKey = (entity: EntityDef, key: string) => ['entity-ui:child-counts', entity.name, key] as const;
export const childCountsPath = (entity: EntityDef, key: string) => `${entity.apiBase}/${CHILD_COUNTS_CALL}/${encodeURIComponent(key)}`;

/** A record's latest approval, as `{apiBase}/approval/{key}` answers it (null: never submitted). */
export const approvalSwrKey = (entity: EntityDef, key: string) => ['entity-ui:approval', entity.name, key] as const;
export const approvalPath = (entity: EntityDef, key: string) => `${entity.apiBase}/approval/${encodeURIComponent(key)}`;
