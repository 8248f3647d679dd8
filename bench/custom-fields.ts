// A customer list of 100,000 rows filtered and sorted by fields administrators added (a text, an
// amount, a roll-up kept from contracts) beside the same kind of question on declared indexed
// fields, p50/p95 on PGlite and (when it answers) PostgreSQL, as an administrator.
// Target: each added-field question within 1.5x of its declared-field twin. Also a saved view's
// grouping beside the same list ungrouped (no target: it counts every group of the whole list).
// Usage: npx tsx bench/custom-fields.ts   (BENCH_CUSTOMERS to change the size; TEST_DATABASE_URL for PostgreSQL)
import { sql } from 'drizzle-orm';
import type { Database } from '../lib/backend/db/client';
import { crmCustomer } from '../lib/backend/db/schema';
import { backendFrom, type Backend } from '../lib/backend/instance';
import { seedDemo } from '../lib/backend/seed/demo';
import { DEMO_PASSWORD } from '../lib/backend/seed/demo-data';
import { MemoryStorage } from '../lib/backend/storage/local-folder-storage';
import { measureOnBoth, settleStatistics } from './support/both-databases';
import { percentile } from './support/timing';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const RUNS = 30;
const ORIGIN = 'http://bench.local';

async function fill(database: Database): Promise<string> {
  const started = performance.now();
  const db = database.db;
  for (let offset = 0; offset < CUSTOMERS; offset += 1_000) {
    await db.insert(crmCustomer).values(Array.from({ length: Math.min(1_000, CUSTOMERS - offset) }, (_, i) => {
      const n = offset + i;
      return {
        customer_key: `bc${n}`, customer_name: `${['华东', '华南', '华北', '西南'][n % 4]}${['信托', '证券', '银行', '保险', '基金'][n % 5]}客户${n}`,
        status: 'following', level: ['A', 'B', 'C'][n % 3]!, industry: 'finance', star: (n % 5) + 1, belong_depart: 'dep-sales-east',
        follower: 'usr-sales', in_sea: false, create_time: new Date(Date.now() - n * 1000), create_by: 'usr-admin',
      };
    }));
  }
  // The added fields' values, as people and the roll-up would have written them.
  await db.execute(sql`update crm_customer set
    cf_sign_entity = ${'签约主体'} || substr(customer_key, 3),
    cf_credit_limit = (abs(hashtext(customer_key)) % 1000000)::numeric,
    cf_contract_total = (abs(hashtext(customer_key || 'c')) % 5000000)::numeric
    where customer_key like 'bc%'`);
  return `${CUSTOMERS.toLocaleString('en')} customers inserted and their added fields filled in ${((performance.now() - started) / 1000).toFixed(0)} s`;
}

async function tokenOf(backend: Backend, username: string): Promise<string> {
  const login = await backend.handle(new Request(`${ORIGIN}/api/app/base/app/sys/user/login`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `username=${username}&password=${encodeURIComponent(DEMO_PASSWORD)}`,
  }));
  return ((await login.json()) as { data: { token: string } }).data.token;
}

async function p95Of(backend: Backend, token: string, body: unknown): Promise<{ p50: number; p95: number; total: number }> {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i <= RUNS; i += 1) {
    const started = performance.now();
    const res = await backend.handle(new Request(`${ORIGIN}/api/crm/customer/query`, { method: 'POST', headers: { token, 'content-type': 'application/json' }, body: JSON.stringify(body) }));
    const answer = (await res.json()) as { code: number; msg: string; data: { total: number } };
    if (answer.code !== 0) throw new Error(answer.msg);
    total = answer.data.total;
    // The first run warms up.
    if (i > 0) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), total };
}

/** Each added-field question beside its declared-field twin. */
const PAIRS: [string, Record<string, unknown>, Record<string, unknown>][] = [
  ['sorted, first page', { column: 'star', order: 'desc' }, { column: 'cf_credit_limit', order: 'desc' }],
  ['range filter + sort', { star_begin: 4, column: 'star', order: 'desc' }, { cf_credit_limit_begin: 800000, column: 'cf_credit_limit', order: 'desc' }],
  ['sorted by a roll-up', { column: 'last_follow_time', order: 'desc' }, { column: 'cf_contract_total', order: 'desc' }],
  ['roll-up range + sort', { star_begin: 4, column: 'star', order: 'desc' }, { cf_contract_total_begin: 4000000, column: 'cf_contract_total', order: 'desc' }],
  ['text contains', { customer_name: '*客户1234*' }, { cf_sign_entity: '*主体1234*' }],
];

async function measure(kind: string, database: Database): Promise<string[]> {
  await seedDemo(database.db, { appKey: 'fincrm' });
  const filled = await fill(database);
  await settleStatistics(database);
  const backend = backendFrom(database, { storage: new MemoryStorage(), uploadMaxBytes: 1, defaultAppKey: 'fincrm' });
  const token = await tokenOf(backend, 'admin');
  const lines = [`${kind}: ${filled}`, `  ${''.padEnd(22)} ${'declared field'.padEnd(36)} ${'added field'.padEnd(36)} ratio (p95)`];
  for (const [title, declared, added] of PAIRS) {
    const page = { pageNo: 1, pageSize: 10 };
    const a = await p95Of(backend, token, { ...page, ...declared });
    const b = await p95Of(backend, token, { ...page, ...added });
    const show = (f: { p50: number; p95: number; total: number }) => `p50 ${f.p50.toFixed(1).padStart(6)} p95 ${f.p95.toFixed(1).padStart(6)} ms (${f.total})`.padEnd(36);
    lines.push(`  ${title.padEnd(22)} ${show(a)} ${show(b)} ${(b.p95 / a.p95).toFixed(2)}x`);
  }
  // A saved view's grouping: the page ordered by the group first, and each group counted over the whole list.
  const plain = await p95Of(backend, token, { pageNo: 1, pageSize: 10, column: 'cf_credit_limit', order: 'desc' });
  const grouped = await p95Of(backend, token, { pageNo: 1, pageSize: 10, column: 'cf_credit_limit', order: 'desc', groupBy: 'level' });
  lines.push(`  grouped by 客户等级, sorted by an added field: p95 ${grouped.p95.toFixed(1)} ms beside ${plain.p95.toFixed(1)} ms ungrouped (${(grouped.p95 / plain.p95).toFixed(2)}x)`);
  await backend.jobs.stop();
  return lines;
}

async function main(): Promise<void> {
  await measureOnBoth(`Customer list by added fields (${RUNS} runs each)`, 'fincrm_bench_custom_fields', measure);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
