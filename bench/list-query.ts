// List-query latency of the generic entity API on 100,000 rows, on PGlite and (when it answers)
// PostgreSQL: the list as it was (every matching row counted, only the create_time index) beside
// the list as it is (count up to LIST_COUNT_LIMIT, indexes derived from the declaration), on two
// databases filled alike and called alternately so both see the same load. Both are analysed
// after filling (as autovacuum, or PGlite's statistics refresh, would have done by then), so
// "before" is the former list with fresh statistics: never slower than it really was.
// Usage: npx tsx bench/list-query.ts   (BENCH_ROWS to change the size; TEST_DATABASE_URL for PostgreSQL)
import type { Database } from '../lib/backend/db/client';
import { backendFrom, type Backend } from '../lib/backend/instance';
import { seedDemo } from '../lib/backend/seed/demo';
import { DEMO_PASSWORD } from '../lib/backend/seed/demo-data';
import { sysPosition } from '../lib/backend/db/schema';
import { MemoryStorage } from '../lib/backend/storage/local-folder-storage';
import { positionEntity } from '../lib/entities/position';
import { listIndexesOf } from '../lib/entity/list-indexes';
import { measurePairOnBoth, settleStatistics } from './support/both-databases';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = 40;
const ORIGIN = 'http://bench.local';

async function fill(database: Database): Promise<number> {
  const started = performance.now();
  const batch = 2_000;
  for (let offset = 0; offset < ROWS; offset += batch) {
    const rows = Array.from({ length: Math.min(batch, ROWS - offset) }, (_, i) => {
      const n = offset + i;
      return { position_key: `p${n}`, code: `C${n}`, name: `${['财务', '销售', '风控', '投研'][n % 4]}岗位${n}`, rank: (n % 99) + 1, create_time: new Date(Date.now() - n * 1000) };
    });
    await database.db.insert(sysPosition).values(rows);
  }
  return (ROWS / (performance.now() - started)) * 1000;
}

/** The table's indexes as they were before list indexes were derived: the create_time index alone (and the unique code). */
async function restoreFormerIndexes(database: Database): Promise<void> {
  for (const index of listIndexesOf(positionEntity)) await database.executeSql(`DROP INDEX IF EXISTS "${index.name}"`);
  await database.executeSql('CREATE INDEX "sys_position_create_time_idx" ON "sys_position" ("create_time")');
}

async function prepare(database: Database, setting: 'before' | 'after'): Promise<{ backend: Backend; token: string; rate: number }> {
  await seedDemo(database.db, { appKey: 'fincrm' });
  const rate = await fill(database);
  if (setting === 'before') await restoreFormerIndexes(database);
  await settleStatistics(database);
  const backend = backendFrom(database, {
    storage: new MemoryStorage(), uploadMaxBytes: 1, defaultAppKey: 'fincrm',
    // null: every matching row counted, as the list did before; absent: the default bound.
    ...(setting === 'before' ? { listCountLimit: null } : {}),
  });
  const login = await backend.handle(new Request(`${ORIGIN}/api/app/base/app/sys/user/login`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `username=admin&password=${encodeURIComponent(DEMO_PASSWORD)}`,
  }));
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  return { backend, token, rate };
}

interface Timing {
  times: number[];
  total: string;
}

async function once(side: { backend: Backend; token: string }, body: Record<string, unknown>, timing: Timing): Promise<void> {
  const started = performance.now();
  const res = await side.backend.handle(new Request(`${ORIGIN}/api/app/base/sys/position/query`, { method: 'POST', headers: { token: side.token, 'content-type': 'application/json' }, body: JSON.stringify(body) }));
  const answer = (await res.json()) as { code: number; data: { total: number; totalCapped?: boolean } };
  if (answer.code !== 0) throw new Error(JSON.stringify(answer));
  timing.times.push(performance.now() - started);
  timing.total = `${answer.data.total}${answer.data.totalCapped ? '+' : ''}`;
}

function figures(timing: Timing): string {
  const sorted = [...timing.times].sort((a, b) => a - b);
  const p50 = sorted[Math.floor(sorted.length / 2)]!;
  const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
  return `p50 ${p50.toFixed(1).padStart(6)}  p95 ${p95.toFixed(1).padStart(6)} ms  ${`(${timing.total})`.padEnd(9)}`;
}

async function measure(kind: string, a: Database, b: Database): Promise<string[]> {
  const before = await prepare(a, 'before');
  const after = await prepare(b, 'after');
  const cases: [string, Record<string, unknown>][] = [
    ['first page, newest first', { pageNo: 1, pageSize: 10 }],
    ['page 500, newest first', { pageNo: 500, pageSize: 20 }],
    ['page 600 (past the count bound)', { pageNo: 600, pageSize: 20 }],
    ['name contains (2 chars), sorted by rank', { name: '*风控*', column: 'rank', order: 'asc', pageNo: 3, pageSize: 10 }],
    ['name contains (4 chars), sorted by rank', { name: '*风控岗位*', column: 'rank', order: 'asc', pageNo: 1, pageSize: 10 }],
    ['name contains (rare), newest first', { name: '*岗位9999*', pageNo: 1, pageSize: 10 }],
    ['range (rank >= 90), sorted by rank desc', { rank: '>=90', column: 'rank', order: 'desc', pageNo: 1, pageSize: 50 }],
  ];
  const lines = [
    `${kind}: ${ROWS.toLocaleString('en')} rows inserted at ${Math.round(before.rate).toLocaleString('en')} / ${Math.round(after.rate).toLocaleString('en')} rows/s (before / after)`,
    `  ${''.padEnd(42)} ${'before: exact count, create_time index'.padEnd(38)} after: count bound, derived indexes`,
  ];
  for (const [title, body] of cases) {
    const was: Timing = { times: [], total: '' };
    const now: Timing = { times: [], total: '' };
    // One call each to settle caches, then alternate so a burst of load hits both alike.
    await once(before, body, { times: [], total: '' });
    await once(after, body, { times: [], total: '' });
    for (let i = 0; i < RUNS; i += 1) {
      await once(before, body, was);
      await once(after, body, now);
    }
    lines.push(`  ${title.padEnd(42)} ${figures(was)}   ${figures(now)}`);
  }
  await before.backend.jobs.stop();
  await after.backend.jobs.stop();
  return lines;
}

async function main(): Promise<void> {
  await measurePairOnBoth(`Generic list query, before and after (${RUNS} calls each, alternating)`, 'fincrm_bench', measure);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
