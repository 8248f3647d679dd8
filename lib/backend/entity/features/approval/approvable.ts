import type { PgTable } from 'drizzle-orm/pg-core';
import type { ApprovalDef } from '@/lib/entity/features/approval/approval';
import type { EntityDef } from '@/lib/entity/types';
import type { EntityListing } from '../../listing';
import type { RecordWriter } from '../../record-writer';

/** An entity declaring an approval, with the engine's objects its approval calls use. */
export interface Approvable {
  entity: EntityDef & { approval: ApprovalDef; transitions: NonNullable<EntityDef['transitions']> };
  table: PgTable;
  writer: RecordWriter;
  listing: EntityListing;
}

export function approvable(entity: EntityDef): entity is Approvable['entity'] {
  return Boolean(entity.approval && entity.transitions);
}
