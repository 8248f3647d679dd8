import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { serverEnv } from '@/lib/config/env';
import { openDatabase } from '../db/client';
import { openFileStorage } from '../storage/configured-storage';
import { FILES_FOLDER, MANIFEST, PGLITE_DUMP, POSTGRES_DUMP, type Manifest } from './backup-folder';
import { rowsOn, takeInventory, type Inventory, type RowsOf } from './inventory';
import { runPostgresTool } from './postgres-tools';

export interface BackupResult {
  folder: string;
  manifest: Manifest;
}

/**
 * Writes a backup of the configured deployment into `folder` (which must be new or empty).
 * PGlite: the app must be stopped (one process owns the folder); the database is dumped whole.
 * PostgreSQL: made while the app runs; the dump and the inventory are read from one snapshot.
 */
export async function writeBackup(folder: string): Promise<BackupResult> {
  const env = serverEnv();
  const target = path.resolve(folder);
  await mkdir(target, { recursive: true });
  if ((await readdir(target)).length > 0) throw new Error(`${target} is not empty: a backup goes into a new folder`);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteFolder: path.join(env.dataDir, 'db'), migrate: false });
  try {
    const storage = await openFileStorage(env.fileStorage, database.db, env.dataDir);
    let inventory: Inventory;
    if (database.kind === 'pglite') {
      inventory = await takeInventory(rowsOn(database), storage);
      const dump = await database.dumpDataDir!();
      await writeFile(path.join(target, PGLITE_DUMP), new Uint8Array(await dump.arrayBuffer()));
    } else {
      inventory = await dumpPostgres(env.DATABASE_URL!, path.join(target, POSTGRES_DUMP), (rows) => takeInventory(rows, storage));
    }
    if (env.fileStorage === 'folder') {
      await mkdir(path.join(target, FILES_FOLDER));
      for (const name of Object.keys(inventory.files)) {
        const bytes = await storage.get(name);
        if (bytes) await writeFile(path.join(target, FILES_FOLDER, name), bytes);
      }
    }
    const manifest: Manifest = { format: 1, kind: database.kind, created: new Date().toISOString(), fileStorage: env.fileStorage, inventory };
    await writeFile(path.join(target, MANIFEST), `${JSON.stringify(manifest, null, 1)}\n`);
    return { folder: target, manifest };
  } finally {
    await database.close();
  }
}

/**
 * pg_dump from a snapshot exported by a transaction of ours, in which the rows are counted too,
 * so the counts are those of the dump even while the app goes on writing. Stored files are never
 * changed under their name, so their checksums may be read outside the snapshot.
 */
async function dumpPostgres(url: string, file: string, count: (rows: RowsOf) => Promise<Inventory>): Promise<Inventory> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const dumped = runPostgresTool('pg_dump', url, ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${rows[0]!.id}`, `--file=${file}`]);
    const inventory = await count(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
    await dumped;
    await client.query('commit');
    return inventory;
  } finally {
    await client.end();
  }
}
