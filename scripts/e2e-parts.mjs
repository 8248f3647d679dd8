// Splits the e2e spec files into parts of about equal running time, from the seconds each file took
// in a recent run (tests/e2e/durations.json). Playwright's own --shard splits by test count, which
// left one part twice as long as another once a few files grew slow.
//   node scripts/e2e-parts.mjs            prints the parts and their expected minutes
//   node scripts/e2e-parts.mjs --refresh  rewrites durations.json from the last run's reports
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SPECS = 'tests/e2e';
const DURATIONS = `${SPECS}/durations.json`;
/** How many parts `npm test` runs side by side, each with a server of its own. */
export const E2E_PARTS = 2;

function specFiles() {
  return readdirSync(SPECS).filter((name) => name.endsWith('.spec.ts')).sort();
}

function knownDurations() {
  return existsSync(DURATIONS) ? JSON.parse(readFileSync(DURATIONS, 'utf8')) : {};
}

/**
 * The spec files in `count` groups, longest first into the group with the least time so far. A
 * file not yet measured counts as the median of those that were.
 */
export function splitSpecs(count, durations = knownDurations(), files = specFiles()) {
  const measured = files.map((file) => durations[file]).filter((s) => typeof s === 'number').sort((a, b) => a - b);
  const median = measured.length ? measured[Math.floor(measured.length / 2)] : 60;
  const groups = Array.from({ length: count }, () => ({ seconds: 0, files: [] }));
  const timed = files.map((file) => ({ file, seconds: durations[file] ?? median })).sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  for (const { file, seconds } of timed) {
    const lightest = groups.reduce((least, group) => (group.seconds < least.seconds ? group : least));
    lightest.files.push(file);
    lightest.seconds += seconds;
  }
  return groups.map((group) => ({ seconds: group.seconds, files: group.files.sort() }));
}

/** Playwright filters match anywhere in a file's path: the folder keeps list.spec.ts from matching todo-list.spec.ts. */
export function playwrightFilters(files) {
  return files.map((file) => `${SPECS}/${file}`);
}

/** Seconds per spec file from Playwright JSON reports, first attempts only (a retry is a failure's cost, not the file's). */
function durationsFromReports(reports) {
  const seconds = {};
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const file = path.basename(spec.file);
      for (const test of spec.tests) for (const result of test.results) if (result.retry === 0) seconds[file] = (seconds[file] ?? 0) + result.duration / 1000;
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const report of reports) for (const suite of report.suites ?? []) walk(suite);
  return seconds;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--refresh')) {
    const reports = readdirSync('.tmp/results').filter((name) => /^e2e(-\d+)?\.json$/.test(name)).map((name) => JSON.parse(readFileSync(`.tmp/results/${name}`, 'utf8')));
    const fresh = durationsFromReports(reports);
    const merged = Object.fromEntries(Object.entries({ ...knownDurations(), ...fresh }).filter(([file]) => specFiles().includes(file)).map(([file, s]) => [file, Math.round(s)]).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(DURATIONS, `${JSON.stringify(merged, null, 2)}\n`);
    console.log(`${Object.keys(fresh).length} files measured, ${DURATIONS} written`);
  }
  for (const [i, group] of splitSpecs(E2E_PARTS).entries()) console.log(`part ${i + 1}: ${(group.seconds / 60).toFixed(1)} min, ${group.files.length} files: ${group.files.join(' ')}`);
}
