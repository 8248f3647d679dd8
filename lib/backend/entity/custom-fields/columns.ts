import { getTableColumns, sql } from 'drizzle-orm';
import { pgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { listIndexesOf, type ListIndex } from '@/lib/entity/list-indexes';
import type { EntityDef, FieldDef } from '@/lib/entity/types';
import type { Db } from '../../db/client';
import { columnFor } from '../table';

/** The SQL type a field is stored as: the same column a declared field of its type gets (../table.ts). */
export function sqlTypeOf(column: string, field: FieldDef): string {
  const probe = pgTable('probe', { [column]: columnFor(column, field) });
  return (getTableColumns(probe)[column] as PgColumn).getSQLType();
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

function literal(value: string | number | boolean): string {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return `'${value.replace(/'/g, "''")}'`;
}

/**
 * The column of an added field, made in the transaction that saves its definition (both databases
 * take ALTER TABLE inside a transaction); a column left from a retired field of that name is kept.
 */
export async function addColumn(tx: Db, table: string, column: string, field: FieldDef): Promise<void> {
  const fallback = field.defaultValue === undefined ? '' : ` DEFAULT ${literal(field.defaultValue)}`;
  await tx.execute(sql.raw(`ALTER TABLE ${quoted(table)} ADD COLUMN IF NOT EXISTS ${quoted(column)} ${sqlTypeOf(column, field)}${fallback}`));
}

/** A wider type for a column whose field was widened (longer text, a figure with decimals, one value to several). */
export async function widenColumn(tx: Db, table: string, column: string, field: FieldDef): Promise<void> {
  await tx.execute(sql.raw(`ALTER TABLE ${quoted(table)} ALTER COLUMN ${quoted(column)} TYPE ${sqlTypeOf(column, field)}`));
}

export async function setColumnDefault(tx: Db, table: string, column: string, value: string | number | boolean | undefined): Promise<void> {
  const change = value === undefined ? 'DROP DEFAULT' : `SET DEFAULT ${literal(value)}`;
  await tx.execute(sql.raw(`ALTER TABLE ${quoted(table)} ALTER COLUMN ${quoted(column)} ${change}`));
}

function indexStatement(table: string, index: ListIndex): string {
  const columns = index.columns.map((c) => (index.kind === 'trigram' ? `${quoted(c.name)} gin_trgm_ops` : `${quoted(c.name)} ${c.order === 'desc' ? 'DESC NULLS FIRST' : 'ASC'}`));
  return `CREATE INDEX IF NOT EXISTS ${quoted(index.name)} ON ${quoted(table)}${index.kind === 'trigram' ? ' USING gin' : ''} (${columns.join(', ')})`;
}

/**
 * The list indexes the shape derives for an added field (filtered, sorted), made like a declared
 * field's (lib/entity/list-indexes.ts); an index no longer derived is left, it costs only writes.
 */
export async function addListIndexes(tx: Db, shaped: EntityDef, column: string): Promise<void> {
  for (const index of listIndexesOf(shaped).filter((i) => i.columns[0]?.name === column)) {
    await tx.execute(sql.raw(indexStatement(shaped.table, index)));
  }
}
