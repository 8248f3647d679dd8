// List-query latency of the generic entity API on 100,000 rows, on PGlite and (when it answers) PostgreSQL.
// Usage: npx tsx bench/list-query.ts   (BENCH_ROWS to change the size; TEST_DATABASE_URL for PostgreSQL)
import type { Database } from '../lib/backend/db/client';
import { backendFrom } from '../lib/backend/instance';
import { seedDemo } from '../lib/backend/seed/demo';
import { DEMO_PASSWORD } from '../lib/backend/seed/demo-data';
import { sysPosition } from '../lib/backend/db/schema';
import { MemoryStorage } from '../lib/backend/storage/local-folder-storage';
import { measureOnBoth } from './support/both-databases';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = 30;
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

async function measure(kind: string, database: Database): Promise<string[]> {
  await seedDemo(database.db, { appKey: 'fincrm' });
  const rate = await fill(database);
  const backend = backendFrom(database, { storage: new MemoryStorage(), uploadMaxBytes: 1, defaultAppKey: 'fincrm' });
  const login = await backend.handle(new Request(`${ORIGIN}/api/app/base/app/sys/user/login`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `username=admin&password=${encodeURIComponent(DEMO_PASSWORD)}`,
  }));
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const cases: [string, Record<string, unknown>][] = [
    ['first page, newest first', { pageNo: 1, pageSize: 10 }],
    ['page 500, newest first', { pageNo: 500, pageSize: 20 }],
    ['filtered (name contains), sorted by rank', { name: '*风控*', column: 'rank', order: 'asc', pageNo: 3, pageSize: 10 }],
    ['range (rank >= 90), sorted by rank desc', { rank: '>=90', column: 'rank', order: 'desc', pageNo: 1, pageSize: 50 }],
  ];
  const lines = [`${kind}: ${ROWS.toLocaleString('en')} rows inserted at ${Math.round(rate).toLocaleString('en')} rows/s`];
  for (const [title, body] of cases) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      const res = await backend.handle(new Request(`${ORIGIN}/api/app/base/sys/position/query`, { method: 'POST', headers: { token, 'content-type': 'application/json' }, body: JSON.stringify(body) }));
      const answer = (await res.json()) as { code: number; data: { total: number } };
      if (answer.code !== 0) throw new Error(JSON.stringify(answer));
      total = answer.data.total;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    lines.push(`  ${title.padEnd(44)} p50 ${times[Math.floor(RUNS / 2)]!.toFixed(1).padStart(6)} ms   p95 ${times[Math.floor(RUNS * 0.95)]!.toFixed(1).padStart(6)} ms   (total ${total})`);
  }
  return lines;
}

async function main(): Promise<void> {
  await measureOnBoth(`Generic list query (${RUNS} runs per row)`, 'fincrm_bench', measure);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
