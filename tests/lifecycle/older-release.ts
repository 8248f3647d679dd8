import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '@/lib/backend/db/client';

/** The data an older release left (tests/fixtures/upgrade), unpacked, and the row counts of a database. */

export interface Expected {
  kind: 'pglite' | 'postgres';
  migrations: number;
  counts: Record<string, number>;
  files: Record<string, string>;
}

export const sha256 = (bytes: Uint8Array | ArrayBuffer) => createHash('sha256').update(new Uint8Array(bytes)).digest('hex');

/** Unpacks a fixture into a folder of its own; answers the folder and what the release left. */
export function unpackRelease(archive: string, folder: string): { folder: string; expected: Expected } {
  const target = path.resolve(folder);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });
  execFileSync('tar', ['-xJf', path.resolve('tests/fixtures/upgrade', archive), '-C', target]);
  return { folder: target, expected: JSON.parse(readFileSync(path.join(target, 'expected.json'), 'utf8')) as Expected };
}

type Rows = { rows: Record<string, unknown>[] };

/** Row counts of the named tables, and the number of migrations applied. */
async function countWith(query: (text: string) => Promise<Rows>, tables: readonly string[]): Promise<{ counts: Record<string, number>; migrations: number }> {
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = Number((await query(`select count(*) as n from "${table}"`)).rows[0]!.n);
  const migrations = Number((await query('select count(*) as n from drizzle.__drizzle_migrations')).rows[0]!.n);
  return { counts, migrations };
}

/** Opens a stopped app's PGlite folder as it is (no migrations run here) and counts. */
export async function pgliteCounts(dbFolder: string, tables: readonly string[]) {
  const database: Database = await openDatabase({ pgliteFolder: dbFolder, migrate: false });
  try {
    return await countWith(async (text) => {
      const result = await database.executeSql(text);
      return (Array.isArray(result) ? result[0]! : result);
    }, tables);
  } finally {
    await database.close();
  }
}

export async function postgresCounts(url: string, tables: readonly string[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await countWith((text) => client.query(text), tables);
  } finally {
    await client.end();
  }
}
