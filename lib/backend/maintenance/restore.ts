import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { serverEnv } from '@/lib/config/env';
import { openDatabase } from '../db/client';
import { lockFolder } from '../db/folder-lock';
import { openFileStorage } from '../storage/configured-storage';
import { FILES_FOLDER, PGLITE_DUMP, POSTGRES_DUMP, readManifest, type Manifest } from './backup-folder';
import { inventoryDifferences, rowsOn, takeInventory } from './inventory';
import { redactedUrl, runPostgresTool } from './postgres-tools';

export interface RestoreResult {
  manifest: Manifest;
  /** Where what the restore replaced was moved to (PGlite with --replace), if anything. */
  setAside: string[];
  /** Empty when the restored records and files are exactly those of the backup. */
  differences: string[];
}

const stamp = () => new Date().toISOString().replace(/\D/g, '').slice(0, 14);

/**
 * Restores a backup into the configured deployment (the app stopped), then checks that the
 * records and file bytes are exactly those the backup's manifest lists. A target that already
 * holds data is refused unless `replace` is given; a replaced PGlite folder is moved aside, never deleted.
 */
export async function restoreBackup(folder: string, options: { replace: boolean }): Promise<RestoreResult> {
  const env = serverEnv();
  const source = path.resolve(folder);
  const manifest = await readManifest(source);
  const kind = env.DATABASE_URL ? 'postgres' : 'pglite';
  if (manifest.kind !== kind) throw new Error(`The backup is of a ${manifest.kind} database; this deployment uses ${kind}`);
  const setAside = kind === 'pglite' ? await restorePglite(source, env.dataDir, options.replace) : [];
  if (kind === 'postgres') await restorePostgres(source, env.DATABASE_URL!, options.replace);

  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteFolder: path.join(env.dataDir, 'db'), migrate: false });
  try {
    const storage = await openFileStorage(env.fileStorage, database.db, env.dataDir);
    const files = path.join(source, FILES_FOLDER);
    if (existsSync(files)) for (const name of await readdir(files)) await storage.put(name, new Uint8Array(await readFile(path.join(files, name))));
    return { manifest, setAside, differences: inventoryDifferences(manifest.inventory, await takeInventory(rowsOn(database), storage)) };
  } finally {
    await database.close();
  }
}

async function restorePglite(source: string, dataDir: string, replace: boolean): Promise<string[]> {
  const dbFolder = path.join(dataDir, 'db');
  const setAside: string[] = [];
  if (existsSync(path.join(dbFolder, 'pgdata'))) {
    if (!replace) throw new Error(`${dbFolder} already holds a database: stop the app and restore with --replace (it is moved aside, not deleted)`);
    // Refuses while the app runs; a lock left by a dead process is taken over.
    lockFolder(dbFolder)();
    const suffix = `.replaced-${stamp()}`;
    for (const part of ['db', 'uploads']) {
      const from = path.join(dataDir, part);
      if (!existsSync(from)) continue;
      await rename(from, `${from}${suffix}`);
      setAside.push(`${from}${suffix}`);
    }
  }
  await mkdir(dbFolder, { recursive: true });
  const release = lockFolder(dbFolder);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const dump = new Blob([new Uint8Array(await readFile(path.join(source, PGLITE_DUMP)))]);
    const restored = await PGlite.create({ dataDir: path.join(dbFolder, 'pgdata'), loadDataDir: dump, extensions: { pg_trgm } });
    await restored.close();
  } finally {
    release();
  }
  return setAside;
}

/** The schemas an app database holds: the app's tables, the migration log and the job queue. */
const APP_SCHEMAS = ['public', 'drizzle', 'pgboss'];

async function restorePostgres(source: string, url: string, replace: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>("select count(*) as n from information_schema.tables where table_schema = any($1)", [APP_SCHEMAS]);
    if (Number(rows[0]!.n) > 0) {
      if (!replace) throw new Error(`${redactedUrl(url)} already holds tables: restore into a new database, or with --replace (which drops them)`);
      for (const schema of APP_SCHEMAS) await client.query(`drop schema if exists ${schema} cascade`);
      await client.query('create schema public');
    }
  } finally {
    await client.end();
  }
  await runPostgresTool('pg_restore', url, ['--no-owner', '--no-privileges', '--exit-on-error', path.join(source, POSTGRES_DUMP)]);
}
