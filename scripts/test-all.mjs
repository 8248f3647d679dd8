#!/usr/bin/env node
// The whole test suite: types, unit, integration on PGlite and on PostgreSQL, then e2e in
// Chromium against a production build, and two production processes on one PostgreSQL database.
// Prints one closing line with the totals.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import pg from 'pg';

const results = [];
const failures = [];
rmSync('.tmp/results', { recursive: true, force: true });
mkdirSync('.tmp/results', { recursive: true });

function step(name, command, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (run.status !== 0) failures.push(name);
  return run.status === 0;
}

function vitestStep(name, project, file, env) {
  step(name, process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=.tmp/results/${file}.json`], env);
  if (existsSync(`.tmp/results/${file}.json`)) {
    const r = JSON.parse(readFileSync(`.tmp/results/${file}.json`, 'utf8'));
    results.push({ name, passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests });
  }
}

async function postgresUrl() {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

step('typecheck', process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.']);
vitestStep('unit', 'unit', 'unit');
vitestStep('integration (PGlite)', 'integration', 'integration-pglite', { TEST_DATABASE_URL: '' });

const pgUrl = await postgresUrl();
if (pgUrl) {
  vitestStep('integration (PostgreSQL)', 'integration', 'integration-postgres', { TEST_DATABASE_URL: pgUrl });
} else {
  console.log('\n=== integration (PostgreSQL) ===\nNOT RUN: no PostgreSQL server answered (set TEST_DATABASE_URL to run this leg).');
}

if (process.env.SKIP_E2E === '1') {
  console.log('\n=== e2e ===\nNOT RUN: SKIP_E2E=1');
} else if (step('build', process.execPath, ['node_modules/next/dist/bin/next', 'build'])) {
  step('e2e (Chromium)', process.execPath, ['node_modules/@playwright/test/cli.js', 'test']);
  if (existsSync('.tmp/results/e2e.json')) {
    const r = JSON.parse(readFileSync('.tmp/results/e2e.json', 'utf8'));
    results.push({ name: 'e2e (Chromium)', passed: r.stats.expected, failed: r.stats.unexpected + r.stats.flaky, skipped: r.stats.skipped });
  }
  // Two production servers on one fresh PostgreSQL database: sessions, imports, approvals and jobs across processes.
  if (pgUrl) {
    vitestStep('two processes (PostgreSQL)', 'cluster', 'cluster', { TEST_DATABASE_URL: pgUrl });
  } else {
    console.log('\n=== two processes (PostgreSQL) ===\nNOT RUN: no PostgreSQL server answered (set TEST_DATABASE_URL to run this leg).');
  }
}

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.name.padEnd(26)} ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`);
if (!pgUrl) console.log('integration (PostgreSQL)   not run: no server');
if (!pgUrl && process.env.SKIP_E2E !== '1') console.log('two processes (PostgreSQL) not run: no server');
if (failures.length) console.log(`failed steps: ${failures.join(', ')}`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0) + (failures.length && !results.some((r) => r.failed) ? failures.length : 0);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);
