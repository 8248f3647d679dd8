import { Client } from 'pg';
import { openDatabase, type Database, type SqlResult } from '../../lib/backend/db/client';
import { refreshStaleStatistics } from '../../lib/backend/db/planner-statistics';

/** A fresh, empty PostgreSQL database for one bench (or, with BENCH_REUSE=1, the one kept), or null when no server answers. */
async function freshPostgres(name: string): Promise<Database | null> {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    const kept = reuse && (await admin.query('select 1 from pg_database where datname = $1', [name])).rows.length > 0;
    if (!kept) {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
    }
  } catch {
    return null;
  } finally {
    await admin.end().catch(() => {});
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return openDatabase({ databaseUrl: target.toString() });
}

/** BENCH_ONLY=pglite or postgres measures on that database alone (a long bench, one database at a time). */
const only = process.env.BENCH_ONLY;
/**
 * BENCH_REUSE=1 keeps a PostgreSQL bench database left by an earlier run instead of making it
 * anew, for benches that can tell it is already filled (measuring again after a change without
 * waiting for a long fill).
 */
export const reuse = process.env.BENCH_REUSE === '1';

/**
 * Runs a measurement on in-memory PGlite and then, when a server answers, on PostgreSQL
 * (database `name`, dropped and created again), and prints the lines under `title`.
 */
export async function measureOnBoth(title: string, name: string, measure: (label: string, db: Database) => Promise<string[]>): Promise<void> {
  const output: string[] = [];
  if (only !== 'postgres') {
    const lite = await openDatabase({});
    output.push(...(await measure('PGlite (in memory)', lite)));
    await lite.close();
  }
  const pg = only === 'pglite' ? null : await freshPostgres(name);
  if (pg) {
    output.push(...(await measure('PostgreSQL', pg)));
    await pg.close();
  } else {
    output.push('PostgreSQL: not measured (no server answered)');
  }
  console.log(`\n${title} (${new Date().toISOString()})\n${output.join('\n')}`);
}

/**
 * Like measureOnBoth, with two databases of each kind side by side (PostgreSQL: `name`_a and
 * `name`_b), so a bench can alternate a baseline and a change call by call under the same load.
 */
export async function measurePairOnBoth(title: string, name: string, measure: (label: string, a: Database, b: Database) => Promise<string[]>): Promise<void> {
  const output: string[] = [];
  const [liteA, liteB] = [await openDatabase({}), await openDatabase({})];
  output.push(...(await measure('PGlite (in memory)', liteA, liteB)));
  await liteA.close();
  await liteB.close();
  const pgA = await freshPostgres(`${name}_a`);
  const pgB = pgA ? await freshPostgres(`${name}_b`) : null;
  if (pgA && pgB) {
    output.push(...(await measure('PostgreSQL', pgA, pgB)));
    await pgA.close();
    await pgB.close();
  } else {
    await pgA?.close();
    output.push('PostgreSQL: not measured (no server answered)');
  }
  console.log(`\n${title} (${new Date().toISOString()})\n${output.join('\n')}`);
}

/**
 * What a running app has done by the time anyone lists freshly loaded rows: on PostgreSQL
 * autovacuum has vacuumed (inserts alone start it) and analysed them, so their pages are marked
 * all-visible and their rows need no visibility check on the first read; on PGlite the periodic statistics refresh has (at once here,
 * instead of within its five minutes).
 */
export async function settleStatistics(database: Database): Promise<void> {
  if (database.kind === 'postgres') await database.executeSql('vacuum analyze');
  else await refreshStaleStatistics(async (text) => (await database.executeSql(text)) as SqlResult);
}
