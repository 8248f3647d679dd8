import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { EntityDef } from '@/lib/entity/types';
import * as entityTables from '../db/schema/entities';
import { shapeIdOf, shapeOf } from './custom-fields/shapes';
import { tableFor } from './table';

const byName = new Map<string, PgTable>(Object.values(entityTables).map((t) => [getTableName(t), t as PgTable]));

/** The tables of kinds with added fields, by shape: the declared columns and the added ones. */
const shaped = new Map<string, PgTable>();

/**
 * The drizzle table made from an entity's declaration (lib/backend/db/schema/entities.ts), with the
 * columns of the fields administrators added to it as the call being served sees them.
 */
export function tableOf(entity: EntityDef): PgTable {
  const declared = byName.get(entity.table);
  if (!declared) throw new Error(`Entity ${entity.name} has no table export in lib/backend/db/schema/entities.ts`);
  const id = shapeIdOf(entity);
  if (id === entity.name) return declared;
  let table = shaped.get(id);
  if (!table) {
    table = tableFor(shapeOf(entity));
    shaped.set(id, table);
  }
  return table;
}
