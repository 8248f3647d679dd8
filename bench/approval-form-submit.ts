// Submitting a designed form with a large detail table: the demo expense claim (费用报销单) started
// with 200 expense lines, one request after another, each checked against its form version and its
// formulas recomputed on the server (lines' amounts, their total, the total that routes it), then
// written; prints median and p95 per start. Through the embedded API, on PGlite and (when it
// answers) PostgreSQL.
// Usage: npx tsx bench/approval-form-submit.ts   (BENCH_STARTS to change the count, BENCH_LINES the lines)
import { performance } from 'node:perf_hooks';
import type { Database } from '../lib/backend/db/client';
import { backendFrom, type Backend } from '../lib/backend/instance';
import { seedDemo } from '../lib/backend/seed/demo';
import { DEMO_PASSWORD } from '../lib/backend/seed/demo-data';
import { MemoryStorage } from '../lib/backend/storage/local-folder-storage';
import { workflowPaths as paths } from '../lib/contract/workflow';
import { measureOnBoth } from './support/both-databases';

const STARTS = Number(process.env.BENCH_STARTS ?? 100);
const LINES = Number(process.env.BENCH_LINES ?? 200);
const ORIGIN = 'http://bench.local';

async function login(backend: Backend, username: string): Promise<string> {
  const res = await backend.handle(new Request(`${ORIGIN}/api/app/base/app/sys/user/login`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `username=${username}&password=${encodeURIComponent(DEMO_PASSWORD)}`,
  }));
  return ((await res.json()) as { data: { token: string } }).data.token;
}

function claim(i: number): Record<string, unknown> {
  return {
    reason: `季度客户拜访 ${i}`,
    expenseType: 'travel',
    payWay: 'cash',
    lines: Array.from({ length: LINES }, (_, n) => ({ day: `2026-11-${String((n % 28) + 1).padStart(2, '0')}`, item: `差旅第${n + 1}项`, qty: (n % 3) + 1, price: 80 + (n % 7) * 10 })),
  };
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
const ms = (n: number) => `${n.toFixed(1).padStart(7)} ms`;

async function measure(kind: string, database: Database): Promise<string[]> {
  await seedDemo(database.db, { appKey: 'fincrm' });
  const backend = backendFrom(database, { storage: new MemoryStorage(), uploadMaxBytes: 1, defaultAppKey: 'fincrm' });
  const lina = await login(backend, 'lina');
  const latencies: number[] = [];
  for (let i = 0; i < STARTS; i += 1) {
    const body = JSON.stringify({ processDefinitionKey: 'expense_claim', formData: claim(i) });
    const t0 = performance.now();
    const res = await backend.handle(new Request(`${ORIGIN}${paths.startProcess}`, { method: 'POST', headers: { token: lina, 'content-type': 'application/json' }, body }));
    const answer = (await res.json()) as { code: number; msg: string };
    latencies.push(performance.now() - t0);
    if (answer.code !== 0) throw new Error(`start refused: ${answer.msg}`);
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  return [`${kind}: ${STARTS} starts of 费用报销单 with ${LINES} detail lines each (checked and recomputed on the server)`, `  median ${ms(quantile(sorted, 0.5))}   p95 ${ms(quantile(sorted, 0.95))}   max ${ms(sorted.at(-1)!)}`];
}

async function main(): Promise<void> {
  await measureOnBoth('Designed form submission', 'fincrm_bench_form_submit', measure);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
