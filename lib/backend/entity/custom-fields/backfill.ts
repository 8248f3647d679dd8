import { asc, eq, gt, and, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { entityByName } from '@/lib/entities';
import type { EntityDef } from '@/lib/entity/types';
import type { Db } from '../../db/client';
import type { Row } from '../behaviour';
import { expressionFields, withExpressions } from '../features/computed/computed-fields';
import { rollupValue } from '../features/family/family-writes';
import { tableFor } from '../table';
import { tableOf } from '../tables';
import { sqlTypeOf } from './columns';

const BATCH = 500;

/**
 * A roll-up or formula just added or changed, worked out for every stored record of the kind in
 * the transaction that saves it: roll-ups by one statement, then every formula of the kind (they
 * may read the roll-up) in batches. `shaped` is the kind with the saved definition.
 */
export async function backfillComputed(tx: Db, shaped: EntityDef, column: string): Promise<void> {
  // Built from the shape given: the call's own shape was read before this field was saved.
  const table = tableFor(shaped) as unknown as PgTable;
  const columns = table as unknown as Record<string, PgColumn>;
  const computed = shaped.fields[column]?.computed;
  if (computed && 'rollup' in computed) {
    const child = entityByName(computed.rollup.child)!;
    const link = child.parent as { foreignKey: string };
    const childColumns = tableOf(child) as unknown as Record<string, PgColumn>;
    const outerKey = sql`${sql.identifier(shaped.table)}.${sql.identifier(shaped.key)}`;
    const owned = sql`${childColumns[link.foreignKey]!} = ${outerKey} and ${childColumns.del_flag!} = 0`;
    await tx.update(table).set({ [column]: rollupValue(computed.rollup, child, owned) }).where(eq(columns.del_flag!, 0));
  }
  const formulas = expressionFields(shaped);
  if (formulas.length === 0) return;
  const key = columns[shaped.key]!;
  let after: string | null = null;
  for (;;) {
    const rows = (await tx.select().from(table).where(and(eq(columns.del_flag!, 0), after === null ? undefined : gt(key, after))).orderBy(asc(key)).limit(BATCH)) as Row[];
    if (rows.length === 0) break;
    await writeBatch(tx, shaped, rows.map((row) => withExpressions(shaped, row)), formulas.map(([name]) => name));
    after = String(rows.at(-1)![shaped.key]);
    if (rows.length < BATCH) break;
  }
}

/** One statement for a batch: each row's worked-out values joined in by key. */
async function writeBatch(tx: Db, shaped: EntityDef, rows: readonly Row[], names: readonly string[]): Promise<void> {
  const typed = (name: string, value: unknown): SQL => sql`cast(${value === undefined ? null : value} as ${sql.raw(sqlTypeOf(name, shaped.fields[name]!))})`;
  const values = sql.join(rows.map((row) => sql`(${String(row[shaped.key])}, ${sql.join(names.map((name) => typed(name, row[name])), sql`, `)})`), sql`, `);
  const set = sql.join(names.map((name) => sql`${sql.identifier(name)} = v.${sql.identifier(name)}`), sql`, `);
  const aliases = sql.join([sql.identifier('k'), ...names.map((name) => sql.identifier(name))], sql`, `);
  await tx.execute(sql`update ${sql.identifier(shaped.table)} set ${set} from (values ${values}) as v(${aliases}) where ${sql.identifier(shaped.table)}.${sql.identifier(shaped.key)} = v.k`);
}
