import { Client } from 'pg';
import { openDatabase, type Database } from '../../lib/backend/db/client';

/** A fresh, empty PostgreSQL database for one bench, or null when no server answers. */
async function freshPostgres(name: string): Promise<Database | null> {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } catch {
    return null;
  } finally {
    await admin.end().catch(() => {});
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return openDatabase({ databaseUrl: target.toString() });
}

/**
 * Runs a measurement on in-memory PGlite and then, when a server answers, on PostgreSQL
 * (database `name`, dropped and created again), and prints the lines under `title`.
 */
export async function measureOnBoth(title: string, name: string, measure: (label: string, db: Database) => Promise<string[]>): Promise<void> {
  const output: string[] = [];
  const lite = await openDatabase({});
  output.push(...(await measure('PGlite (in memory)', lite)));
  await lite.close();
  const pg = await freshPostgres(name);
  if (pg) {
    output.push(...(await measure('PostgreSQL', pg)));
    await pg.close();
  } else {
    output.push('PostgreSQL: not measured (no server answered)');
  }
  console.log(`\n${title} (${new Date().toISOString()})\n${output.join('\n')}`);
}
