// The statistics and daily-report calls on 100,000 opportunities (with as many leads, customers and
// follow-ups, a third as many confirmed orders, spread over a year among 20 salespeople of two
// departments), on PGlite and (when it answers) PostgreSQL: p50 / p95 of each call over a three
// months' range, for an administrator (everyone) and for a salesperson (herself).
// Usage: npx tsx bench/statistics.ts   (BENCH_ROWS, BENCH_RUNS to change the sizes; TEST_DATABASE_URL for PostgreSQL)
import { addDays, businessDay } from '../lib/entity/date-presets';
import { DAILY_REPORT_KINDS, STATISTICS_CALLS } from '../lib/contract/crm-reports';
import { loadUserContext } from '../lib/backend/auth/context';
import type { AuthContext } from '../lib/backend/auth/context';
import type { Database, Db } from '../lib/backend/db/client';
import { crmBusiness, crmClue, crmCustomer, crmFollow, crmOrder, sysUser, sysUserDepart } from '../lib/backend/db/schema';
import { dailyReport } from '../lib/backend/modules/crm-reports/daily-report';
import { reportScope } from '../lib/backend/modules/crm-reports/scope';
import { customerStar, door, funnel, ranking, sign } from '../lib/backend/modules/crm-reports/statistics';
import { seedDemo } from '../lib/backend/seed/demo';
import { measureOnBoth, settleStatistics } from './support/both-databases';
import { timed as timedRuns } from './support/timing';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const USERS = Array.from({ length: 20 }, (_, i) => `bench-rep-${i + 1}`);
const DEPARTMENTS = ['dep-sales-east', 'dep-sales-south'];
const BATCH = 2_000;
const DAY = 24 * 60 * 60 * 1000;
const STATISTICS = { customerStar, sign, door, funnel, ranking } as const;

async function addUsers(db: Db): Promise<void> {
  await db.insert(sysUser).values(USERS.map((user_key, i) => ({ user_key, username: `rep${i + 1}`, realname: `销售${i + 1}`, password_hash: 'x', user_type: 'staff' }))).onConflictDoNothing();
  await db.insert(sysUserDepart).values(USERS.map((user_key, i) => ({ user_key, depart_key: DEPARTMENTS[i % 2]! }))).onConflictDoNothing();
}

/** `count` rows made by `row(n, user, department, moment)`, a year back from now, in batches. */
async function load<T>(db: Db, table: Parameters<Db['insert']>[0], count: number, row: (n: number, user: string, depart: string, at: Date) => T): Promise<void> {
  const now = Date.now();
  for (let start = 0; start < count; start += BATCH) {
    const values = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => {
      const n = start + i;
      const user = USERS[n % USERS.length]!;
      return row(n, user, DEPARTMENTS[(n % USERS.length) % 2]!, new Date(now - ((n * 7919) % 365) * DAY - (n % 86_400) * 1000));
    });
    await db.insert(table).values(values as never);
  }
}

async function fill(db: Db): Promise<void> {
  await addUsers(db);
  await load(db, crmCustomer, ROWS, (n, follower, belong_depart, at) => ({ customer_key: `bc-${n}`, customer_name: `压测客户${n}`, follower, belong_depart, star: (n % 5) + 1, status: n % 4 ? 'following' : 'signed', sign_time: n % 4 ? null : at, create_time: at }));
  await load(db, crmClue, ROWS, (n, follower, belong_depart, at) => ({ clue_key: `bl-${n}`, contact_name: `压测线索${n}`, mobile: '13900000000', source: 'manual', follower, belong_depart, in_pool: false, status: n % 3 ? 'following' : 'converted', convert_time: n % 3 ? null : at, create_time: at }));
  await load(db, crmBusiness, ROWS, (n, follower, belong_depart, at) => ({ business_key: `bb-${n}`, business_name: `压测商机${n}`, customer_key: `bc-${n}`, amount: 10_000 + (n % 90) * 1_000, stage: n % 4 ? 'proposal' : 'won', won_time: n % 4 ? null : at, follower, belong_depart, create_time: at }));
  await load(db, crmOrder, Math.floor(ROWS / 3), (n, order_maker, belong_depart, at) => ({ order_key: `bo-${n}`, order_no: `BENCH${n}`, customer_key: `bc-${n}`, order_date: businessDay(at), order_maker, belong_depart, status: 'confirmed', confirm_time: at, total_amount: 5_000 + (n % 50) * 100, create_time: at }));
  await load(db, crmFollow, ROWS, (n, follower, belong_depart, at) => ({ follow_key: `bf-${n}`, subject_kind: ['clue', 'customer', 'business'][n % 3]!, subject_key: `b${'lcb'[n % 3]}-${n}`, follow_time: at, follow_type: 'phone', content: '压测跟进', follower, belong_depart, create_time: at }));
}

const timed = (run: () => Promise<unknown>) => timedRuns(run, RUNS);

async function measure(label: string, database: Database): Promise<string[]> {
  const db = database.db;
  await seedDemo(db, { appKey: 'bench' });
  const loading = performance.now();
  await fill(db);
  await settleStatistics(database);
  const lines = [`${label}: ${ROWS.toLocaleString('en')} opportunities, leads, customers, follow-ups; ${Math.floor(ROWS / 3).toLocaleString('en')} orders (loaded in ${((performance.now() - loading) / 1000).toFixed(1)} s)`];
  const today = businessDay(new Date());
  const range = { from: addDays(today, -91), to: today };
  const callers: [string, AuthContext][] = [
    ['administrator', (await loadUserContext(db, 'usr-admin', null))!],
    ['salesperson', { ...(await loadUserContext(db, 'usr-sales', null))!, userKey: USERS[0]!, departKeys: [DEPARTMENTS[0]!] }],
  ];
  for (const [who, auth] of callers) {
    for (const call of STATISTICS_CALLS) {
      const answer = STATISTICS[call];
      lines.push(`  ${who.padEnd(13)} statistics/${call.padEnd(12)} ${await timed(async () => answer({ db, auth, range, scope: await reportScope(db, auth) }))}`);
    }
    for (const kind of DAILY_REPORT_KINDS) {
      lines.push(`  ${who.padEnd(13)} dailyReport/${kind.padEnd(12)} ${await timed(async () => dailyReport(db, auth, kind, range, await reportScope(db, auth)))}`);
    }
  }
  return lines;
}

async function main(): Promise<void> {
  await measureOnBoth('Statistics and daily reports', 'fincrm_bench_statistics', measure);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
