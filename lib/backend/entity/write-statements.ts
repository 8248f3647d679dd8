import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ResultCode } from '@/lib/contract/envelope';
import type { EntityDef } from '@/lib/entity/types';
import type { AuthContext } from '../auth/context';
import type { Db } from '../db/client';
import { ApiError } from '../http/errors';
import type { Row } from './behaviour';
import { bulkInsert } from './bulk-insert';

/** The statements the writer runs between a record's checks and its follow-ups. */
export function writeStatements(entity: EntityDef, table: PgTable, editable: readonly string[]) {
  const columns = table as unknown as Record<string, PgColumn>;
  const keyColumn = columns[entity.key]!;
  const bump = () => sql`${columns.version} + 1`;

  /** Every row of a multi-row insert names the same columns: a left-out default is written out. */
  function withDefaults(row: Row): Row {
    const full = { ...row };
    for (const name of editable) {
      const fallback = entity.fields[name]!.defaultValue;
      if (fallback !== undefined && (full[name] === null || full[name] === undefined)) full[name] = fallback;
    }
    return full;
  }

  const insertOne = async (tx: Db, row: Row) => ((await tx.insert(table).values(row).returning()) as Row[])[0]!;

  return {
    insertOne,
    /** Several new rows in one statement, answered in the order given whatever order the database returns them in. */
    async insertMany(tx: Db, rows: readonly Row[]): Promise<Row[]> {
      const full = rows.map(withDefaults);
      const inserted = full.length === 1 ? [await insertOne(tx, full[0]!)] : await bulkInsert(tx, table, full);
      const byKey = new Map(inserted.map((r) => [r[entity.key], r]));
      return rows.map((r) => byKey.get(r[entity.key])!);
    },
    /** Writes the row over the record when it is still at the version it was read at; else the change is stale. */
    async updateVersioned(tx: Db, auth: AuthContext, key: string, version: number, row: Row): Promise<Row> {
      const [after] = (await tx.update(table)
        .set({ ...row, update_by: auth.userKey, update_time: new Date(), version: bump() })
        .where(and(eq(keyColumn, key), eq(columns.version!, version)))
        .returning()) as Row[];
      if (!after) throw new ApiError(ResultCode.conflict, 'validation.staleVersion');
      return after;
    },
    /** Deletes are soft: the record stays, marked deleted. */
    async markDeleted(tx: Db, auth: AuthContext, key: string): Promise<Row> {
      const [after] = (await tx.update(table)
        .set({ del_flag: 1, update_by: auth.userKey, update_time: new Date(), version: bump() })
        .where(eq(keyColumn, key)).returning()) as Row[];
      return after!;
    },
  };
}
