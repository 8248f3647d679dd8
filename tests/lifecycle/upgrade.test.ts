import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startApp, stopAll, stopApp } from '../cluster/app-process';
import { signedInAdmin, writeSomething } from './company-state';
import { dropScratchDatabases, figure, LIFECYCLE_PORT, postgresServer, productionEnv, READY_PATH, scratchDatabase } from './lifecycle-support';
import { pgliteCounts, postgresCounts, sha256, unpackRelease, type Expected } from './older-release';

/**
 * The data of an older release (tests/fixtures/upgrade: migrations up to 0026, the demo company
 * with its files) opened by this build: the migrations since apply at start-up, every table keeps
 * its rows, and every file still downloads with the same bytes.
 */

afterEach(stopAll);
afterAll(dropScratchDatabases);

/** The demo company's cloud documents, read through the call that serves them. */
const DOCUMENTS = ['doc-demo-01', 'doc-demo-02', 'doc-demo-03', 'doc-demo-04', 'doc-demo-05'];

async function documentsServed(origin: string, expected: Expected): Promise<number> {
  const admin = await signedInAdmin(origin);
  const known = new Set(Object.values(expected.files));
  let served = 0;
  for (const key of DOCUMENTS) {
    const answer = await admin.call(origin, 'GET', `/api/eis/restful/attachments/download?documentKey=${key}`);
    expect(answer.status, key).toBe(200);
    expect(known.has(sha256(await answer.response.arrayBuffer())), `${key} has the bytes the release stored`).toBe(true);
    served += 1;
  }
  // The upgraded database takes new records and files.
  await writeSomething(admin, origin, `upgraded-${Date.now().toString(36)}`);
  return served;
}

/**
 * Reference data every start brings up to this release (the dictionaries its new fields use):
 * these tables may grow; every other table must hold exactly the release's rows.
 */
const REFERENCE_TABLES = ['sys_dict', 'sys_dict_item'];

function expectRowsKept(after: Record<string, number>, expected: Expected): void {
  for (const [table, rows] of Object.entries(expected.counts)) {
    if (REFERENCE_TABLES.includes(table)) expect(after[table], table).toBeGreaterThanOrEqual(rows);
    else expect(after[table], table).toBe(rows);
  }
}

// Demo seeding stays off: the counts must be the release's own, not topped up by this build's demo.
const env = (extra: Record<string, string> = {}) => productionEnv({ SEED_DEMO: 'false', ...extra });

describe('an older release upgraded', () => {
  it('opens its PGlite data folder: migrations apply, every row and file is kept', async () => {
    const { folder, expected } = unpackRelease('release-0026-pglite.tar.xz', '.tmp/lifecycle-upgrade-pglite');
    const dataDir = path.join(folder, 'data');
    const begun = Date.now();
    const app = await startApp('upgrade (PGlite)', LIFECYCLE_PORT, env(), { dataDir, keepData: true, readyPath: READY_PATH });
    figure(`PGlite folder of release 0026 opened and migrated in ${Date.now() - begun} ms`);
    await stopApp(app);

    const tables = Object.keys(expected.counts);
    const after = await pgliteCounts(path.join(dataDir, 'db'), tables);
    expect(after.migrations).toBeGreaterThan(expected.migrations);
    expectRowsKept(after.counts, expected);
    for (const [name, sum] of Object.entries(expected.files)) expect(sha256(readFileSync(path.join(dataDir, 'uploads', name))), name).toBe(sum);

    const again = await startApp('upgraded (PGlite)', LIFECYCLE_PORT, env(), { dataDir, keepData: true, readyPath: READY_PATH });
    const served = await documentsServed(again.origin, expected);
    await stopApp(again);
    figure(`PGlite: ${expected.migrations} -> ${after.migrations} migrations, every one of ${tables.length} tables keeps its rows (${Object.values(expected.counts).reduce((a, b) => a + b, 0)} before, ${Object.values(after.counts).reduce((a, b) => a + b, 0)} after: dictionaries of this release added), ${Object.keys(expected.files).length} files unchanged, ${served} documents served`);
  });

  it.runIf(postgresServer())('opens its PostgreSQL database: migrations apply, every row and file is kept', async () => {
    const { folder, expected } = unpackRelease('release-0026-postgres.tar.xz', '.tmp/lifecycle-upgrade-postgres');
    const url = await scratchDatabase('fincrm_upgrade');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(readFileSync(path.join(folder, 'database.sql'), 'utf8'));
    await client.end();

    const dataDir = path.join(folder, 'data');
    const begun = Date.now();
    const app = await startApp('upgrade (PostgreSQL)', LIFECYCLE_PORT, env({ DATABASE_URL: url }), { dataDir, keepData: true, readyPath: READY_PATH });
    figure(`PostgreSQL database of release 0026 opened and migrated in ${Date.now() - begun} ms`);
    await stopApp(app);
    const tables = Object.keys(expected.counts);
    const after = await postgresCounts(url, tables);
    expect(after.migrations).toBeGreaterThan(expected.migrations);
    expectRowsKept(after.counts, expected);

    // The release kept its files in the data folder; the first start took them into the database,
    // so a process on another machine, with an empty data folder of its own, serves them too.
    const again = await startApp('upgraded (PostgreSQL)', LIFECYCLE_PORT, env({ DATABASE_URL: url }), { dataDir: path.join(folder, 'another-machine'), readyPath: READY_PATH });
    const served = await documentsServed(again.origin, expected);
    await stopApp(again);
    figure(`PostgreSQL: ${expected.migrations} -> ${after.migrations} migrations, every one of ${tables.length} tables keeps its rows, the folder's files taken into the database: ${served} documents served by a process with an empty data folder`);
  });
});
