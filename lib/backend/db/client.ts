import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import * as schema from './schema';
import { lockFolder } from './folder-lock';

export type Schema = typeof schema;
/** The one database type the backend codes against: PGlite and node-postgres both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'drizzle');

export interface OpenOptions {
  /** postgres://… for PostgreSQL; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data folder; omitted means in memory. */
  pgliteFolder?: string;
  /** A PGlite data-dir dump to start from (tests: skips initdb). */
  pgliteSnapshot?: Blob;
  migrate?: boolean;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.migrate ?? true);
  return openPglite(options);
}

async function openPostgres(url: string, runMigrations: boolean): Promise<Database> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool: Pool = new Pool({ connectionString: url, max: 10 });
  // A connection the server ends (a restart, an administrator, a dropped test database) emits an
  // error on its client; without a listener that error would end the whole process.
  const reportLost = (error: Error) => console.warn(`[database] connection lost: ${error.message}`);
  pool.on('error', reportLost);
  pool.on('connect', (client) => client.on('error', reportLost));
  const db = drizzle(pool, { schema }) as unknown as Db;
  if (runMigrations) {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
  return { db, kind: 'postgres', close: () => pool.end() };
}

async function openPglite(options: OpenOptions): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  let release: () => void = () => {};
  let dataDir: string | undefined;
  if (options.pgliteFolder) {
    mkdirSync(options.pgliteFolder, { recursive: true });
    release = lockFolder(options.pgliteFolder);
    dataDir = path.join(options.pgliteFolder, 'pgdata');
  }
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir, loadDataDir: options.pgliteSnapshot });
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzle(client, { schema }) as unknown as Db;
  if (options.migrate ?? true) {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await client.close();
      release();
    },
    // Exposed for tests that snapshot a prepared database.
    ...({ pglite: client } as object),
  };
}
