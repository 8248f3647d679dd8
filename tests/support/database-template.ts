import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { openDatabase, type Database } from '@/lib/backend/db/client';
import { seedDemo } from '@/lib/backend/seed/demo';

export const TEST_APP_KEY = 'fincrm';
// Not gzipped: each test file opens a copy, and an uncompressed one opens in about half the CPU time.
const SNAPSHOT = path.resolve('.tmp/pglite-seeded.tar');

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin(url: string, statements: string[]): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    for (const s of statements) await client.query(s);
  } finally {
    await client.end();
  }
}

/** Runs once per test run: a migrated, seeded database that every test file copies. Answers a clean-up. */
export async function prepareTemplates(templateDb: string): Promise<() => Promise<void>> {
  const pg = process.env.TEST_DATABASE_URL;
  if (pg) {
    await admin(pg, [`DROP DATABASE IF EXISTS ${templateDb} WITH (FORCE)`, `CREATE DATABASE ${templateDb}`]);
    const db = await openDatabase({ databaseUrl: withDatabase(pg, templateDb) });
    await seedDemo(db.db, { appKey: TEST_APP_KEY });
    await db.close();
    return () => admin(pg, [`DROP DATABASE IF EXISTS ${templateDb} WITH (FORCE)`]);
  }
  const db = await openDatabase({});
  await seedDemo(db.db, { appKey: TEST_APP_KEY });
  const dump = await db.dumpDataDir!('none');
  mkdirSync(path.dirname(SNAPSHOT), { recursive: true });
  writeFileSync(SNAPSHOT, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  return async () => {};
}

let counter = 0;
/**
 * Where each PostgreSQL test database lives, for a second connection to it. Keyed by its drizzle
 * handle, which the backend's own Database (a copy whose close stops the job queue first) shares.
 */
const postgresUrls = new WeakMap<Database['db'], string>();

/**
 * Another handle on the same PostgreSQL test database, with nothing shared with the first (as a
 * second app process has); null on PGlite, which one process alone opens.
 */
export async function openSecondProcessDatabase(database: Database): Promise<Database | null> {
  const url = postgresUrls.get(database.db);
  return url ? openDatabase({ databaseUrl: url, migrate: false }) : null;
}

/** Where a PostgreSQL test database lives, for a process of its own to open it; null on PGlite. */
export function postgresUrlOf(database: Database): string | null {
  return postgresUrls.get(database.db) ?? null;
}

/** A private copy of the seeded database for one test file: PGlite by default, PostgreSQL when TEST_DATABASE_URL is set. */
export async function openTestDatabase(templateDb: string): Promise<Database> {
  const pg = process.env.TEST_DATABASE_URL;
  if (pg) {
    counter += 1;
    const name = `fincrm_it_${process.pid}_${counter}`;
    await admin(pg, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, `CREATE DATABASE ${name} TEMPLATE ${templateDb}`]);
    const db = await openDatabase({ databaseUrl: withDatabase(pg, name), migrate: false });
    const opened: Database = {
      ...db,
      close: async () => {
        await db.close();
        await admin(pg, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
      },
    };
    postgresUrls.set(opened.db, withDatabase(pg, name));
    return opened;
  }
  if (!existsSync(SNAPSHOT)) throw new Error('PGlite snapshot missing: the integration global setup did not run');
  return openDatabase({ pgliteSnapshot: new Blob([readFileSync(SNAPSHOT)]), migrate: false });
}
