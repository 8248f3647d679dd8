import { createHash } from 'node:crypto';
import type { Database, SqlResult } from '../db/client';
import type { FileStorage } from '../storage/file-storage';

/**
 * What a database and its files hold, in a form two of them can be compared by: the row count of
 * every application table, the number of migrations applied, and the sha256 of every stored file
 * a record names. A backup writes it down; a restore must reproduce it exactly.
 */
export interface Inventory {
  migrations: number;
  tables: Record<string, number>;
  files: Record<string, string>;
}

/** One statement's rows, on whatever connection the caller chooses (a backup's snapshot, say). */
export type RowsOf = (text: string) => Promise<Record<string, unknown>[]>;

/** RowsOf on the application's own database handle (PGlite or PostgreSQL). */
export const rowsOn = (database: Database): RowsOf => async (text) => {
  const result = await database.executeSql(text);
  return (Array.isArray(result) ? (result[0] as SqlResult) : result).rows;
};

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function takeInventory(rows: RowsOf, storage: FileStorage): Promise<Inventory> {
  const names = await rows("select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name");
  const tables: Record<string, number> = {};
  for (const { table_name } of names) tables[String(table_name)] = Number((await rows(`select count(*) as n from ${quoted(String(table_name))}`))[0]!.n);
  const migrations = Number((await rows('select count(*) as n from drizzle.__drizzle_migrations'))[0]!.n);
  const files: Record<string, string> = {};
  for (const { storage_name } of await rows('select distinct storage_name from sys_file order by storage_name')) {
    const bytes = await storage.get(String(storage_name));
    files[String(storage_name)] = bytes ? createHash('sha256').update(bytes).digest('hex') : 'missing';
  }
  return { migrations, tables, files };
}

/** The differences between what was written down and what is there, one line each; empty when none. */
export function inventoryDifferences(expected: Inventory, actual: Inventory): string[] {
  const differences: string[] = [];
  if (expected.migrations !== actual.migrations) differences.push(`migrations: ${expected.migrations} expected, ${actual.migrations} found`);
  for (const [table, count] of Object.entries(expected.tables)) {
    if (actual.tables[table] !== count) differences.push(`table ${table}: ${count} rows expected, ${actual.tables[table] ?? 'no table'} found`);
  }
  for (const table of Object.keys(actual.tables)) if (!(table in expected.tables)) differences.push(`table ${table}: not in the backup`);
  for (const [name, sum] of Object.entries(expected.files)) {
    if (actual.files[name] !== sum) differences.push(`file ${name}: ${actual.files[name] === 'missing' || !actual.files[name] ? 'missing' : 'different bytes'}`);
  }
  return differences;
}
