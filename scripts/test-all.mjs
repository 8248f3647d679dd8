#!/usr/bin/env node
// The whole test suite: types, layer rules, unit, integration on PGlite and on PostgreSQL, then e2e in
// Chromium against a production build, two production processes on one PostgreSQL database, and the
// lifecycle of a deployment (restart, upgrade, backup and restore).
// Prints each step's minutes and CPU-minutes, the slowest e2e files, the total against the budget,
// and one closing line with the totals.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startCpuSampler, STEP_MARKER } from './cpu-sampler.mjs';
import { E2E_PARTS, playwrightFilters, splitSpecs } from './e2e-parts.mjs';
import { postgresLegFiles } from './integration-legs.mjs';

/** The whole command's time on the two-core machine it is made for (docs/testing.md). */
const BUDGET_MINUTES = 30;

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
/** Each step's minutes and CPU-minutes, for the summary: the end of the log is the part of it that is always shown. */
const took = [];
/** Seconds per e2e spec file over every part, retries included: where a long run spent its time. */
const fileSeconds = {};
/** How each check that runs no tests ended (typecheck, layer rules, lint), for the summary. */
const checks = [];
rmSync('.tmp/results', { recursive: true, force: true });
mkdirSync('.tmp/results', { recursive: true });

const minutes = (since) => `${((Date.now() - since) / 60_000).toFixed(1)} min`;

function vitestArgs(project, file, files = []) {
  return ['node_modules/vitest/vitest.mjs', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=.tmp/results/${file}.json`, ...files];
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

const cpu = startCpuSampler();

/**
 * Runs a step with its output in a log of its own, to be printed whole when its group has ended;
 * marked so that scripts/cpu-sampler.mjs counts the CPU of every process under it.
 */
function logged({ name, command, args, env = {} }) {
  const base = `.tmp/results/${name.replace(/\W+/g, '-')}`;
  const log = `${base}.log`;
  const out = createWriteStream(log);
  const started = Date.now();
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env, [STEP_MARKER]: name } });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  return new Promise((resolve) =>
    child.on('close', (code) => out.end(() => resolve({ name, log, ok: code === 0, took: minutes(started), minutes: (Date.now() - started) / 60_000, cpu: cpu.minutesOf(name) }))),
  );
}

/** Prints each ended step's log whole, with how it ended; answers whether each passed, by name. */
function reported(ended) {
  for (const run of ended) {
    console.log(`\n=== ${run.name} ===`);
    console.log(readFileSync(run.log, 'utf8'));
    console.log(`=== ${run.name}: ${run.ok ? 'ok' : 'FAILED'} in ${run.took}${run.cpu === null ? '' : `, ${run.cpu.toFixed(1)} CPU-min`} ===`);
    if (!run.ok) failures.push(run.name);
    took.push({ name: run.name, minutes: run.minutes, cpu: run.cpu });
    if (CHECKS.includes(run.name)) checks.push(`${run.name} ${run.ok ? 'ok' : 'FAILED'}`);
  }
  return Object.fromEntries(ended.map((run) => [run.name, run.ok]));
}

/**
 * Runs every step as soon as the cores allow and what it needs has passed, each step's log printed
 * as it ends. A step weighs the cores it keeps busy (a vitest run has one worker on a small machine;
 * a build or an e2e part, with its browser and server, about two); ready steps start in the list's
 * order while their weights fit in `capacity`, and only a step still waiting for another lets later
 * ones go first.
 * So the e2e parts start once the build is done rather than after the slowest integration leg, and
 * no core idles while a long step ends alone. A step whose prerequisite failed is not run.
 */
async function scheduled(steps, capacity) {
  const waiting = [...steps];
  const passed = new Map();
  let load = 0;
  let running = 0;
  return new Promise((resolve) => {
    const startReady = () => {
      for (const step of [...waiting]) {
        const needs = step.after ? passed.get(step.after) : true;
        if (needs === false) {
          waiting.splice(waiting.indexOf(step), 1);
          passed.set(step.name, false);
          console.log(`\n=== ${step.name} ===\nNOT RUN: ${step.after} failed`);
          failures.push(step.name);
          continue;
        }
        if (needs === undefined) continue;
        const weight = step.weight ?? 1;
        // A ready step that does not fit holds back those after it: the longest steps come first.
        if (running > 0 && load + weight > capacity) break;
        waiting.splice(waiting.indexOf(step), 1);
        load += weight;
        running += 1;
        void logged(step).then((run) => {
          load -= weight;
          running -= 1;
          passed.set(step.name, reported([run])[step.name]);
          startReady();
        });
      }
      if (running === 0 && waiting.length === 0) resolve();
    };
    startReady();
  });
}

const CHECKS = ['typecheck', 'layer rules', 'lint'];
const flaky = [];

/** Totals of a Playwright JSON report; a test that passed only when run again is named among the flaky. */
function playwrightResults(name, file, { timesFiles = true } = {}) {
  if (!existsSync(`.tmp/results/${file}.json`)) return;
  const r = JSON.parse(readFileSync(`.tmp/results/${file}.json`, 'utf8'));
  results.push({ name, passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped });
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      if (timesFiles) for (const test of spec.tests) for (const result of test.results) fileSeconds[spec.file] = (fileSeconds[spec.file] ?? 0) + result.duration / 1000;
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
// With both legs, what does not depend on the database runs on one (tests/support/legs.ts): the
// two longest hostile-input walks on one each, the PGlite folder and thread tests on PGlite only.
const legsShared = pgUrl ? { INTEGRATION_LEGS_SHARED: '1' } : {};
const pgliteEnv = { TEST_DATABASE_URL: '', ...legsShared };
// PostgreSQL runs only the files whose database matters (their `// @database postgres` line; scripts/integration-legs.mjs).
const postgresFiles = postgresLegFiles();
const BUILD = 'build';
// Every step in one schedule (scheduled() above). Listed by priority: the build first, as the e2e
// parts wait for it, and they are the longest steps; the checks and unit tests fill in beside it,
// the integration legs beside the first e2e part, the shorter steps after the build at the end.
const cores = Math.max(2, availableParallelism());
const vitestStep = (name, project, file, env, files) => ({ name, command: process.execPath, args: vitestArgs(project, file, files), env, weight: 1 });
const shards = withE2e
  ? // Parts of the suite side by side, each against its own production server and data folder, so
    // none sees another's records; split by each file's measured time (scripts/e2e-parts.mjs).
    splitSpecs(E2E_PARTS).map((part, i) => ({
      name: `e2e (Chromium) ${i + 1}/${E2E_PARTS}`,
      command: process.execPath,
      args: ['node_modules/@playwright/test/cli.js', 'test', ...playwrightFilters(part.files)],
      env: { E2E_PORT: String(3100 + 2 * i), E2E_SHARD_NAME: String(i + 1) },
      after: BUILD,
      weight: 2,
    }))
  : [];
// After the build as well: the same front end against an external backend (the API answered over
// HTTP by npm run backend); two production servers on one fresh PostgreSQL database (sessions,
// imports, approvals and jobs across processes); and the second day: restarts on a used folder
// (production and development server), an older release's data upgraded, backup and restore, with
// the PostgreSQL cases when a server answers. Each on ports and folders of its own.
const afterBuild = withE2e
  ? [
      { ...vitestStep('lifecycle', 'lifecycle', 'lifecycle', { TEST_DATABASE_URL: pgUrl ?? '' }), after: BUILD },
      { name: 'e2e, external backend', command: process.execPath, args: ['node_modules/@playwright/test/cli.js', 'test', '-c', 'playwright.upstream.config.ts'], after: BUILD, weight: 2 },
      ...(pgUrl ? [{ ...vitestStep('two processes (PostgreSQL)', 'cluster', 'cluster', { TEST_DATABASE_URL: pgUrl }), after: BUILD }] : []),
    ]
  : [];
await scheduled(
  [
    ...(withE2e ? [{ name: BUILD, command: process.execPath, args: ['node_modules/next/dist/bin/next', 'build'], weight: 2 }] : []),
    { name: 'typecheck', command: process.execPath, args: ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.'] },
    // The layer rules (.dependency-cruiser.cjs; docs/architecture.md, "Layers and how they are enforced").
    { name: 'layer rules', command: 'npm', args: ['run', '--silent', 'deps:check'] },
    vitestStep('unit', 'unit*', 'unit'),
    // One component at a time in a DOM, inside the app's providers (tests/component; docs/testing.md).
    vitestStep('component', 'component', 'component'),
    // ESLint with type-aware rules, then knip for unused files, exports and dependencies (eslint.config.mjs, knip.jsonc).
    { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
    shards[0],
    vitestStep('integration (PGlite)', 'integration', 'integration-pglite', pgliteEnv),
    ...(pgUrl ? [vitestStep('integration (PostgreSQL)', 'integration', 'integration-postgres', { TEST_DATABASE_URL: pgUrl, ...legsShared }, postgresFiles)] : []),
    ...shards.slice(1),
    ...afterBuild,
  ].filter(Boolean),
  cores * 2,
);
vitestResults('unit', 'unit');
vitestResults('component', 'component');
vitestResults('integration (PGlite)', 'integration-pglite');
if (pgUrl) vitestResults('integration (PostgreSQL)', 'integration-postgres');
else console.log('\n=== integration (PostgreSQL) ===\nNOT RUN: no PostgreSQL server answered (set TEST_DATABASE_URL to run this leg).');
if (!withE2e) {
  console.log('\n=== e2e ===\nNOT RUN: SKIP_E2E=1');
} else {
  for (const [i, shard] of shards.entries()) playwrightResults(shard.name, `e2e-${i + 1}`);
  // Its specs run in the parts too: the slowest files are the parts' alone.
  playwrightResults('e2e, external backend', 'e2e-upstream', { timesFiles: false });
  if (pgUrl) vitestResults('two processes (PostgreSQL)', 'cluster');
  else console.log('\n=== two processes (PostgreSQL) ===\nNOT RUN: no PostgreSQL server answered (set TEST_DATABASE_URL to run this leg).');
  vitestResults('lifecycle', 'lifecycle');
}

console.log('\n=== summary ===');
console.log(`checks                     ${checks.join(', ')}`);
for (const r of results) console.log(`${r.name.padEnd(26)} ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped`);
if (!pgUrl) console.log('integration (PostgreSQL)   not run: no server');
if (!pgUrl && process.env.SKIP_E2E !== '1') console.log('two processes (PostgreSQL) not run: no server');
cpu.stop();
console.log('minutes per step (wall, CPU):');
// Read again now: what a step left running after it ended (a server being stopped) is its own.
for (const step of took) console.log(`  ${step.name.padEnd(30)} ${step.minutes.toFixed(1).padStart(5)} min ${cpu.minutesOf(step.name).toFixed(1).padStart(6)} CPU-min`);
const slowest = Object.entries(fileSeconds).sort(([, a], [, b]) => b - a).slice(0, 10);
if (slowest.length) console.log(`ten slowest e2e files (seconds in the browser, retries included):\n${slowest.map(([spec, seconds]) => `  ${spec.padEnd(40)} ${Math.round(seconds)} s`).join('\n')}`);
const wall = (Date.now() - suiteStarted) / 60_000;
const cpuTotal = took.reduce((sum, step) => sum + cpu.minutesOf(step.name), 0);
console.log(`total ${wall.toFixed(1)} min, ${cpuTotal.toFixed(1)} CPU-min in the steps, ${cpu.machineMinutes().toFixed(1)} CPU-min on the whole machine, on ${cores} cores: ${wall <= BUDGET_MINUTES ? 'within' : `${(wall - BUDGET_MINUTES).toFixed(1)} min over`} the ${BUDGET_MINUTES}-minute budget`);
if (failures.length) console.log(`failed steps: ${failures.join(', ')}`);
if (failedTests.length) console.log(`failed tests:\n  ${failedTests.join('\n  ')}`);
if (flaky.length) console.log(`passed only when run again (flaky, to be mended):\n  ${flaky.join('\n  ')}`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0) + (failures.length && !results.some((r) => r.failed) ? failures.length : 0);
console.log(`\ntests: ${passed} passed, ${failed} failed, in ${minutes(suiteStarted)}`);
process.exit(failures.length ? 1 : 0);
