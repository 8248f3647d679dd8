#!/usr/bin/env node
// The whole test suite: types, layer rules, unit, integration on PGlite and on PostgreSQL, then e2e in
// Chromium against a production build, two production processes on one PostgreSQL database, and the
// lifecycle of a deployment (restart, upgrade, backup and restore).
// Prints one closing line with the totals.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { E2E_PARTS, playwrightFilters, splitSpecs } from './e2e-parts.mjs';

const results = [];
/** Each test that failed, named, so a CI summary says which ones without the whole log. */
const failedTests = [];
/**
 * The first lines of a failure's message, without colours: CI prints only the tail of its log, so the
 * summary carries why each test failed, not only its name.
 */
function why(message) {
  const lines = String(message ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n').map((line) => line.trimEnd()).filter(Boolean);
  return lines.slice(0, 6).map((line) => `      ${line.slice(0, 240)}`).join('\n');
}

const failures = [];
/** Each step's minutes, for the summary: the end of the log is the part of it that is always shown. */
const took = [];
/** The slowest spec files of each e2e part, retries included: where a long run spent its time. */
const slowFiles = [];
/** How each check that runs no tests ended (typecheck, layer rules, lint), for the summary. */
const checks = [];
rmSync('.tmp/results', { recursive: true, force: true });
mkdirSync('.tmp/results', { recursive: true });

const minutes = (since) => `${((Date.now() - since) / 60_000).toFixed(1)} min`;

function vitestArgs(project, file) {
  return ['node_modules/vitest/vitest.mjs', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=.tmp/results/${file}.json`];
}

function vitestResults(name, file) {
  if (existsSync(`.tmp/results/${file}.json`)) {
    const r = JSON.parse(readFileSync(`.tmp/results/${file}.json`, 'utf8'));
    results.push({ name, passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests });
    for (const file of r.testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        if (test.status === 'failed') failedTests.push(`${name}: ${path.relative(process.cwd(), file.name)} ${test.fullName}\n${why(test.failureMessages?.[0])}`);
      }
    }
  }
}

/** Runs a step with its output in a log of its own, to be printed whole when its group has ended. */
function logged({ name, command, args, env = {} }) {
  const log = `.tmp/results/${name.replace(/\W+/g, '-')}.log`;
  const out = createWriteStream(log);
  const started = Date.now();
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  return new Promise((resolve) => child.on('close', (code) => out.end(() => resolve({ name, log, ok: code === 0, took: minutes(started) }))));
}

/** Prints each ended step's log whole, with how it ended; answers whether each passed, by name. */
function reported(ended) {
  for (const run of ended) {
    console.log(`\n=== ${run.name} ===`);
    console.log(readFileSync(run.log, 'utf8'));
    console.log(`=== ${run.name}: ${run.ok ? 'ok' : 'FAILED'} in ${run.took} ===`);
    if (!run.ok) failures.push(run.name);
    took.push(`${run.name} ${run.took.replace(' min', '')}`);
    if (CHECKS.includes(run.name)) checks.push(`${run.name} ${run.ok ? 'ok' : 'FAILED'}`);
  }
  return Object.fromEntries(ended.map((run) => [run.name, run.ok]));
}

/**
 * Runs lanes side by side, the steps of each lane one after another (a step that fails does not
 * stop its lane), and prints every step's log when all have ended. Vitest gives a run one worker
 * fewer than the machine has cores, so on a small machine two or three lanes keep every core busy;
 * a lane of short steps takes up a longer step where another lane's would leave a core idle.
 */
async function lanes(list) {
  const ended = await Promise.all(list.map(async (lane) => {
    const runs = [];
    for (const step of lane) runs.push(await logged(step));
    return runs;
  }));
  return reported(ended.flat());
}

/**
 * Runs the steps in their order, `size` at a time: each starts as soon as one before it has ended,
 * so a part of the e2e suite that ends early hands its core to the next step rather than idling.
 */
async function pooled(steps, size) {
  const waiting = [...steps];
  const ended = [];
  await Promise.all(Array.from({ length: size }, async () => {
    for (let step = waiting.shift(); step; step = waiting.shift()) ended.push(await logged(step));
  }));
  return reported(steps.map((step) => ended.find((run) => run.name === step.name)));
}

const CHECKS = ['typecheck', 'layer rules', 'lint'];
const flaky = [];

/** Totals of a Playwright JSON report; a test that passed only when run again is named among the flaky. */
function playwrightResults(name, file) {
  if (!existsSync(`.tmp/results/${file}.json`)) return;
  const r = JSON.parse(readFileSync(`.tmp/results/${file}.json`, 'utf8'));
  results.push({ name, passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped });
  const fileSeconds = {};
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) for (const result of test.results) fileSeconds[spec.file] = (fileSeconds[spec.file] ?? 0) + result.duration / 1000;
      const title = `${name}: ${spec.file}:${spec.line} ${spec.title}`;
      // Each failed attempt's reason: a retry that fails otherwise than the first says the first left something behind.
      // A timeout comes as two errors: the timeout, then the step that was waiting, with its line and call log.
      const reasons = (test) =>
        test.results
          .filter((result) => result.error)
          .map((result) => `    attempt ${result.retry + 1}:\n${(result.errors?.length ? result.errors : [result.error]).slice(0, 3).map((error) => `${error.location ? `      at line ${error.location.line}\n` : ''}${why(error.message)}`).join('\n')}`)
          .join('\n');
      const flakyTest = spec.tests.find((t) => t.status === 'flaky');
      if (flakyTest) flaky.push(`${title}\n${reasons(flakyTest)}`);
      const failed = spec.tests.find((t) => t.status === 'unexpected');
      if (failed) failedTests.push(`${title}\n${reasons(failed)}`);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of r.suites ?? []) walk(suite);
  const slowest = Object.entries(fileSeconds).sort(([, a], [, b]) => b - a).slice(0, 5);
  if (slowest.length) slowFiles.push(`${name}: ${slowest.map(([spec, seconds]) => `${spec} ${Math.round(seconds)} s`).join(', ')}`);
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

const suiteStarted = Date.now();
const pgUrl = await postgresUrl();
const withE2e = process.env.SKIP_E2E !== '1';
// The longest hostile-input walk runs on one database only, PostgreSQL when it answers; the rest runs on both.
const pgliteEnv = { TEST_DATABASE_URL: '', ...(pgUrl ? { LONG_WALKS_ON_POSTGRES: '1' } : {}) };
const BUILD = 'build';
// Three lanes of about equal length: the checks, the unit tests, both integration legs and the
// production build the e2e suite needs. The build follows the linter, which reads no build output.
const stepPassed = await lanes([
  [
    { name: 'typecheck', command: process.execPath, args: ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.'] },
    // The layer rules (.dependency-cruiser.cjs; docs/architecture.md, "Layers and how they are enforced").
    { name: 'layer rules', command: 'npm', args: ['run', '--silent', 'deps:check'] },
    { name: 'integration (PGlite)', command: process.execPath, args: vitestArgs('integration', 'integration-pglite'), env: pgliteEnv },
  ],
  [
    // ESLint with type-aware rules, then knip for unused files, exports and dependencies (eslint.config.mjs, knip.jsonc).
    { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
    ...(withE2e ? [{ name: BUILD, command: process.execPath, args: ['node_modules/next/dist/bin/next', 'build'] }] : []),
  ],
  [
    { name: 'unit', command: process.execPath, args: vitestArgs('unit', 'unit') },
    ...(pgUrl ? [{ name: 'integration (PostgreSQL)', command: process.execPath, args: vitestArgs('integration', 'integration-postgres'), env: { TEST_DATABASE_URL: pgUrl } }] : []),
  ],
]);
vitestResults('unit', 'unit');
vitestResults('integration (PGlite)', 'integration-pglite');
if (pgUrl) vitestResults('integration (PostgreSQL)', 'integration-postgres');
else console.log('\n=== integration (PostgreSQL) ===\nNOT RUN: no PostgreSQL server answered (set TEST_DATABASE_URL to run this leg).');

if (!withE2e) {
  console.log('\n=== e2e ===\nNOT RUN: SKIP_E2E=1');
} else if (stepPassed[BUILD]) {
  // Parts of the suite side by side, each against its own production server and data folder, so
  // none sees another's records; split by each file's measured time (scripts/e2e-parts.mjs).
  const shards = splitSpecs(E2E_PARTS).map((part, i) => ({
    name: `e2e (Chromium) ${i + 1}/${E2E_PARTS}`,
    command: process.execPath,
    args: ['node_modules/@playwright/test/cli.js', 'test', ...playwrightFilters(part.files)],
    env: { E2E_PORT: String(3100 + 2 * i), E2E_SHARD_NAME: String(i + 1) },
  }));
  // After the parts, as cores come free: the same front end against an external backend (the API
  // answered over HTTP by npm run backend); two production servers on one fresh PostgreSQL database
  // (sessions, imports, approvals and jobs across processes); and the second day: restarts on a used
  // folder (production and development server), an older release's data upgraded, backup and
  // restore, with the PostgreSQL cases when a server answers. Each on ports and folders of its own.
  const lifecycle = { name: 'lifecycle', command: process.execPath, args: vitestArgs('lifecycle', 'lifecycle'), env: { TEST_DATABASE_URL: pgUrl ?? '' } };
  const upstream = { name: 'e2e, external backend', command: process.execPath, args: ['node_modules/@playwright/test/cli.js', 'test', '-c', 'playwright.upstream.config.ts'] };
  const cluster = { name: 'two processes (PostgreSQL)', command: process.execPath, args: vitestArgs('cluster', 'cluster'), env: { TEST_DATABASE_URL: pgUrl } };
  await pooled([...shards, lifecycle, upstream, ...(pgUrl ? [cluster] : [])], E2E_PARTS);
  for (const [i, shard] of shards.entries()) playwrightResults(shard.name, `e2e-${i + 1}`);
  playwrightResults('e2e, external backend', 'e2e-upstream');
  if (pgUrl) vitestResults('two processes (PostgreSQL)', 'cluster');
  else console.log('\n=== two processes (PostgreSQL) ===\nNOT RUN: no PostgreSQL server answered (set TEST_DATABASE_URL to run this leg).');
  vitestResults('lifecycle', 'lifecycle');
}

console.log('\n=== summary ===');
console.log(`checks                     ${checks.join(', ')}`);
for (const r of results) console.log(`${r.name.padEnd(26)} ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`);
if (!pgUrl) console.log('integration (PostgreSQL)   not run: no server');
if (!pgUrl && process.env.SKIP_E2E !== '1') console.log('two processes (PostgreSQL) not run: no server');
console.log(`minutes per step          ${took.join(', ')}`);
if (slowFiles.length) console.log(`slowest e2e files:\n  ${slowFiles.join('\n  ')}`);
if (failures.length) console.log(`failed steps: ${failures.join(', ')}`);
if (failedTests.length) console.log(`failed tests:\n  ${failedTests.join('\n  ')}`);
if (flaky.length) console.log(`passed only when run again (flaky, to be mended):\n  ${flaky.join('\n  ')}`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0) + (failures.length && !results.some((r) => r.failed) ? failures.length : 0);
console.log(`\ntests: ${passed} passed, ${failed} failed, in ${minutes(suiteStarted)}`);
process.exit(failures.length ? 1 : 0);
