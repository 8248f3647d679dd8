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
