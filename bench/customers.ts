// Customer list and record-page calls with 100,000 customers and 500,000 sub-records, p50/p95 on
// PGlite and (when it answers) PostgreSQL, as a salesperson (department scope) and an administrator:
// every matching row counted (LIST_COUNT_LIMIT=0) beside the count bound, called alternately on
// the same database (analysed after filling, as autovacuum or PGlite's statistics refresh would be).
// Usage: npx tsx bench/customers.ts   (BENCH_CUSTOMERS to change the size; TEST_DATABASE_URL for PostgreSQL)
import type { Database } from '../lib/backend/db/client';
import { crmCustomer, crmCustomerContact, crmFollow } from '../lib/backend/db/schema';
import { backendFrom, type Backend } from '../lib/backend/instance';
import { seedDemo } from '../lib/backend/seed/demo';
import { DEMO_PASSWORD } from '../lib/backend/seed/demo-data';
import { MemoryStorage } from '../lib/backend/storage/local-folder-storage';
import { measureOnBoth, settleStatistics } from './support/both-databases';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
/** Sub-records per customer: 3 contacts and 2 follow-ups, so 500,000 at the default size. */
const CONTACTS_EACH = 3;
const FOLLOWS_EACH = 2;
const RUNS = 30;
const ORIGIN = 'http://bench.local';
const DEPARTMENTS = ['dep-sales-east', 'dep-sales-south', 'dep-finance', 'dep-project'];
const FOLLOWERS = ['usr-sales', 'usr-leader', 'usr-finance', null];
const STATUSES = ['potential', 'following', 'signed', 'lost'];

async function insertInBatches<T>(count: number, batch: number, make: (n: number) => T, write: (rows: T[]) => Promise<unknown>): Promise<void> {
  for (let offset = 0; offset < count; offset += batch) {
    await write(Array.from({ length: Math.min(batch, count - offset) }, (_, i) => make(offset + i)));
  }
}

async function fill(database: Database): Promise<string> {
  const started = performance.now();
  const db = database.db;
  await insertInBatches(CUSTOMERS, 1_000, (n) => ({
    customer_key: `bc${n}`, customer_name: `${['华东', '华南', '华北', '西南'][n % 4]}${['信托', '证券', '银行', '保险', '基金'][n % 5]}客户${n}`,
    status: STATUSES[n % 4]!, level: ['A', 'B', 'C'][n % 3]!, industry: 'finance', star: (n % 5) + 1,
    belong_depart: DEPARTMENTS[n % 4]!, follower: FOLLOWERS[n % 4], in_sea: FOLLOWERS[n % 4] === null,
    last_follow_time: new Date(Date.now() - (n % 90) * 86_400_000), create_time: new Date(Date.now() - n * 1000), create_by: 'usr-admin',
  }), (rows) => db.insert(crmCustomer).values(rows));
  await insertInBatches(CUSTOMERS * CONTACTS_EACH, 2_000, (n) => {
    const c = Math.floor(n / CONTACTS_EACH);
    return { contact_key: `bt${n}`, customer_key: `bc${c}`, contact_name: `联系人${n}`, mobile: `139${String(n).padStart(8, '0')}`, belong_depart: DEPARTMENTS[c % 4]!, create_by: 'usr-admin' };
  }, (rows) => db.insert(crmCustomerContact).values(rows));
  await insertInBatches(CUSTOMERS * FOLLOWS_EACH, 2_000, (n) => {
    const c = Math.floor(n / FOLLOWS_EACH);
    return { follow_key: `bf${n}`, subject_kind: 'customer', subject_key: `bc${c}`, follow_time: new Date(Date.now() - n * 60_000), follow_type: 'phone', content: `第${n}次跟进`, belong_depart: DEPARTMENTS[c % 4]!, create_by: 'usr-admin' };
  }, (rows) => db.insert(crmFollow).values(rows));
  const seconds = (performance.now() - started) / 1000;
  const rows = CUSTOMERS * (1 + CONTACTS_EACH + FOLLOWS_EACH);
  return `${CUSTOMERS.toLocaleString('en')} customers and ${(rows - CUSTOMERS).toLocaleString('en')} sub-records inserted in ${seconds.toFixed(0)} s`;
}

async function tokenOf(backend: Backend, username: string): Promise<string> {
  const login = await backend.handle(new Request(`${ORIGIN}/api/app/base/app/sys/user/login`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `username=${username}&password=${encodeURIComponent(DEMO_PASSWORD)}`,
  }));
  return ((await login.json()) as { data: { token: string } }).data.token;
}

interface Side {
  backend: Backend;
  times: number[];
  total: string;
}

async function once(side: Side, token: string, method: 'GET' | 'POST', path: string, body: unknown): Promise<void> {
  const started = performance.now();
  const res = await side.backend.handle(new Request(`${ORIGIN}${path}`, { method, headers: { token, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) }));
  const answer = (await res.json()) as { code: number; msg: string; data: { total?: number; totalCapped?: boolean } | unknown[] };
  if (answer.code !== 0) throw new Error(`${path}: ${answer.msg}`);
  side.times.push(performance.now() - started);
  const page = answer.data as { total?: number; totalCapped?: boolean };
  side.total = Array.isArray(answer.data) ? String(answer.data.length) : page.total === undefined ? '-' : `${page.total}${page.totalCapped ? '+' : ''}`;
}

function figures(side: Side): string {
  const sorted = [...side.times].sort((a, b) => a - b);
  const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
  return `p50 ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1).padStart(6)}  p95 ${p95.toFixed(1).padStart(6)} ms  ${`(${side.total})`.padEnd(9)}`;
}

/** The same call on both backends, alternately, RUNS times each. */
async function timed(exact: Backend, bounded: Backend, token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<string> {
  const sides: [Side, Side] = [{ backend: exact, times: [], total: '' }, { backend: bounded, times: [], total: '' }];
  for (let i = 0; i < RUNS; i += 1) for (const side of sides) await once(side, token, method, path, body);
  return `${figures(sides[0])}   ${figures(sides[1])}`;
}

async function measure(kind: string, database: Database): Promise<string[]> {
  await seedDemo(database.db, { appKey: 'fincrm' });
  const filled = await fill(database);
  await settleStatistics(database);
  const services = { storage: new MemoryStorage(), uploadMaxBytes: 1, defaultAppKey: 'fincrm' };
  const exact = backendFrom(database, { ...services, listCountLimit: null });
  const backend = backendFrom(database, services);
  const lines = [`${kind}: ${filled}`, `  ${''.padEnd(42)} ${'every row counted'.padEnd(38)} count bound (10,000)`];
  for (const username of ['lina', 'admin']) {
    const token = await tokenOf(backend, username);
    const key = username === 'lina' ? 'bc0' : 'bc1';
    const cases: [string, 'GET' | 'POST', string, unknown][] = [
      ['customer list, first page', 'POST', '/api/crm/customer/query', { in_sea: 'false', pageNo: 1, pageSize: 10 }],
      ['customer list, name contains + status', 'POST', '/api/crm/customer/query', { in_sea: 'false', customer_name: '*信托*', status: 'following', pageNo: 1, pageSize: 10 }],
      ['public pool, first page', 'POST', '/api/crm/customer/query', { in_sea: 'true', pageNo: 1, pageSize: 10 }],
      ['record page: the customer', 'GET', `/api/crm/customer/detail/${key}`, undefined],
      ['record page: its contacts', 'POST', '/api/crm/customer/contact/query', { customer_key: key, pageNo: 1, pageSize: 10 }],
      ['record page: its follow-ups', 'POST', '/api/crm/follow/query', { subject_kind: 'customer', subject_key: key, pageNo: 1, pageSize: 10 }],
    ];
    lines.push(`  as ${username}`);
    for (const [title, method, path, body] of cases) lines.push(`    ${title.padEnd(40)} ${await timed(exact, backend, token, method, path, body)}`);
  }
  await exact.jobs.stop();
  await backend.jobs.stop();
  return lines;
}

async function main(): Promise<void> {
  await measureOnBoth(`Customer calls (${RUNS} runs each)`, 'fincrm_bench_customers', measure);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
