import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { summedFields } from '@/lib/entity/features/board/board';
import type { EntityDef } from '@/lib/entity/types';
import type { Db } from '../db/client';

/**
 * The sums a list declares (`listTotals`, and its board's column sum) over every record it
 * matches, not only the page: the database adds the stored numerics exactly, so a money total agrees with its rows to the cent.
 * An empty list sums to 0.
 */
export async function listSums(db: Db, entity: EntityDef, table: PgTable, where: SQL | undefined): Promise<Record<string, number> | undefined> {
  const fields = summedFields(entity);
  if (fields.length === 0) return undefined;
  const columns = table as unknown as Record<string, PgColumn>;
  const selection = Object.fromEntries(fields.map((f) => [f, sql<string>`coalesce(sum(${columns[f]!}), 0)::text`]));
  const [row] = await db.select(selection).from(table).where(where);
  return Object.fromEntries(fields.map((f) => [f, Number((row)?.[f] ?? 0)]));
}
