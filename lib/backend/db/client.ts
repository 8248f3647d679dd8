import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import * as schema from './schema';
import { lockFolder } from './folder-lock';
import { oneStatementAtATime } from './one-statement-at-a-time';
import { startThreadedPglite } from './pglite-thread';
import { keepStatisticsFresh, refreshStaleStatistics } from './planner-statistics';

export type Schema = typeof schema;
/** The one database type the backend codes against: PGlite and node-postgres both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** What node-postgres answers for one statement (several statements: one per statement). */
export interface SqlResult {
  rows: Record<string, unknown>[];
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Plain SQL on the same connections as db, for libraries that bring their own statements (the
   * job queue). Without values the text may hold several statements.
   */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult | SqlResult[]>;
  /**
   * PGlite only: calls onNotice for every notification of the channel, before the answer of the
   * statement whose commit sent it; resolves once listening.
   */
  listen?: (channel: string, onNotice: () => void) => Promise<void>;
  /**
   * Runs work no two processes on this database may do at once (the start-up seeding): on
   * PostgreSQL under an advisory lock; PGlite has one process by its folder lock.
   */
  alone<T>(work: () => Promise<T>): Promise<T>;
  /**
   * PGlite only: the whole data folder as one tarball, PGlite's own format; gzipped unless told
   * (backups are kept; a copy opened at once in the same run, as the tests' template, opens faster whole).
   */
  dumpDataDir?: (compression?: 'gzip' | 'none') => Promise<Blob>;
  close(): Promise<void>;
}

/** What the app uses of PGlite, in this thread or on its own (pglite-thread.ts). */
type PgliteClient = Pick<PGlite, 'query' | 'exec'> & {
  listen(channel: string, onNotice: (payload: string) => void): Promise<unknown>;
  dumpDataDir(compression: 'gzip' | 'none'): Promise<Blob>;
  close(): Promise<void>;
};

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'drizzle');

/** Advisory-lock key that serialises start-up work (migrations, seeding) across processes. */
const START_LOCK = 720_541_301;

export interface OpenOptions {
  /** postgres://… for PostgreSQL; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data folder; omitted means in memory. */
  pgliteFolder?: string;
  /** A PGlite data-dir dump to start from (tests: skips initdb). */
  pgliteSnapshot?: Blob;
  /** PGlite with a data folder: run it on a thread of its own (pglite-thread.ts). */
  pgliteThread?: boolean;
  migrate?: boolean;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.migrate ?? true);
  return openPglite(options);
}

async function openPostgres(url: string, runMigrations: boolean): Promise<Database> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // No JIT: the app's statements are short, and a plan whose estimate crosses jit_above_cost (a
  // scope over a large table) spent far longer compiling than running (150 ms for a 2 ms search).
  const pool: Pool = new Pool({ connectionString: url, max: 10, options: '-c jit=off' });
  // A connection the server ends (a restart, an administrator, a dropped test database) emits an
  // error on its client; without a listener that error would end the whole process.
  const reportLost = (error: Error) => console.warn(`[database] connection lost: ${error.message}`);
  pool.on('error', reportLost);
  pool.on('connect', (client) => {
    client.on('error', reportLost);
    oneStatementAtATime(client);
  });
  const db = drizzle(pool, { schema }) as unknown as Db;
  const alone = async <T>(work: () => Promise<T>): Promise<T> => {
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [START_LOCK]);
      return await work();
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [START_LOCK]).catch(() => {});
      lock.release();
    }
  };
  if (runMigrations) {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // Several app processes may start at once on one database: one migrates, the others wait and
    // then find nothing left to do.
    await alone(() => migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER }));
  }
  return {
    db,
    kind: 'postgres',
    alone,
    executeSql: async (text, values) => await pool.query(text, values),
    close: () => pool.end(),
  };
}

async function openPglite(options: OpenOptions): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  // Trigram indexes serve the lists' 'contains' filters; PGlite ships the extension, loaded per instance.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  let release: () => void = () => {};
  let dataDir: string | undefined;
  if (options.pgliteFolder) {
    mkdirSync(options.pgliteFolder, { recursive: true });
    release = lockFolder(options.pgliteFolder);
    dataDir = path.join(options.pgliteFolder, 'pgdata');
  }
  let client: PgliteClient;
  try {
    client = options.pgliteThread && dataDir
      ? await startThreadedPglite(dataDir)
      : await PGlite.create({ dataDir, loadDataDir: options.pgliteSnapshot, extensions: { pg_trgm } });
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzle({ client: client as PGlite, schema }) as unknown as Db;
  if (options.migrate ?? true) {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
  // No autovacuum in PGlite: the statistics the planner needs are refreshed here instead.
  const runSql = (text: string) => client.query<Record<string, unknown>>(text);
  await refreshStaleStatistics(runSql);
  const stopStatistics = keepStatisticsFresh(runSql);
  return {
    db,
    kind: 'pglite',
    // PGlite runs one statement list at a time and waits for an open transaction to end, so the
    // queue's statements interleave safely with the app's (but must never be awaited inside one).
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results.length === 1 ? results[0]! : results;
    },
    // PGlite hands each notification to its listeners (as a microtask) while it reads the
    // committing statement's answer, so they run before whoever awaited that statement goes on.
    listen: async (channel, onNotice) => {
      await client.listen(channel, () => onNotice());
    },
    alone: (work) => work(),
    // A checkpoint first: the copy then opens without replaying the write-ahead log (about a second
    // of each start from it: a restored backup, each integration test file's copy of the seeded template).
    dumpDataDir: async (compression = 'gzip') => {
      await client.exec('CHECKPOINT');
      return client.dumpDataDir(compression);
    },
    close: async () => {
      stopStatistics();
      await client.close();
      release();
    },
    // Exposed for tests that snapshot a prepared database.
    ...({ pglite: client } as object),
  };
}
