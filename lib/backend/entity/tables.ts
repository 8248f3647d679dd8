import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { EntityDef } from '@/lib/entity/types';
import * as entityTables from '../db/schema/entities';

const byName = new Map<string, PgTable>(Object.values(entityTables).map((t) => [getTableName(t), t as PgTable]));

/** The drizzle table made from an entity's declaration (lib/backend/db/schema/entities.ts). */
export function tableOf(entity: EntityDef): PgTable {
  const table = byName.get(entity.table);
  if (!table) throw new Error(`Entity ${entity.name} has no table export in lib/backend/db/schema/entities.ts`);
  return table;
}
