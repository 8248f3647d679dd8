// The to-do reminders (待办提醒) call on the demo data, then with 20,000 more follow-ups (spread over
// two months around today, four to a subject, half of them planning a next follow-up), on PGlite
// and (when it answers) PostgreSQL: the items' counts for the demo users, then p50 / p95 of the
// whole count for each, and of each item alone for the salesperson.
// Usage: npx tsx bench/todo.ts   (BENCH_ROWS, BENCH_RUNS to change the sizes; TEST_DATABASE_URL for PostgreSQL)
import { loadUserContext, type AuthContext } from '../lib/backend/auth/context';
import type { Database, Db } from '../lib/backend/db/client';
import { crmFollow } from '../lib/backend/db/schema';
import { todoCounts } from '../lib/backend/modules/todo/counts';
import { seedDemo } from '../lib/backend/seed/demo';
import { measureOnBoth, settleStatistics } from './support/both-databases';
import { timed as timedRuns } from './support/timing';

const ROWS = Number(process.env.BENCH_ROWS ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const USERS: [string, string][] = [['usr-sales', 'dep-sales-east'], ['usr-leader', 'dep-sales-south'], ['usr-finance', 'dep-finance']];
const BATCH = 2_000;
const HOUR = 60 * 60 * 1000;

/** Follow-ups of made-up customers, four per subject, the last two planning a next one from 30 days back to 30 ahead. */
async function fill(db: Db): Promise<void> {
  const now = Date.now();
  for (let start = 0; start < ROWS; start += BATCH) {
    const values = Array.from({ length: Math.min(BATCH, ROWS - start) }, (_, i) => {
      const n = start + i;
      const [follower, belong_depart] = USERS[Math.floor(n / 4) % USERS.length]!;
      const at = new Date(now - (60 - (n % 4) * 15) * 24 * HOUR);
      const next = n % 4 >= 2 ? new Date(now + (((n * 7919) % 1440) - 720) * HOUR) : null;
      return { follow_key: `bench-fol-${n}`, subject_kind: 'customer', subject_key: `bench-cus-${Math.floor(n / 4)}`, follow_time: at, follow_type: 'phone', content: '压测跟进', next_follow_time: next, follower, belong_depart, create_time: at };
    });
    await db.insert(crmFollow).values(values);
  }
}

const timed = (run: () => Promise<unknown>) => timedRuns(run, RUNS);

const counted = async (db: Db, auth: AuthContext) =>
  (await todoCounts(db, auth, new Date())).items.map((i) => `${i.key} ${i.count}`).join(', ');

async function measure(label: string, database: Database): Promise<string[]> {
  const db = database.db;
  await seedDemo(db, { appKey: 'bench' });
  const callers: [string, AuthContext][] = [];
  for (const [who, key] of [['admin', 'usr-admin'], ['zhangwei', 'usr-leader'], ['lina', 'usr-sales'], ['wangfang', 'usr-finance']] as const) {
    callers.push([who, (await loadUserContext(db, key, null))!]);
  }
  const lines = [`${label}, demo data:`];
  for (const [who, auth] of callers) lines.push(`  ${who.padEnd(9)} ${await counted(db, auth)}`);
  const loading = performance.now();
  await fill(db);
  await settleStatistics(database);
  lines.push(`${label}, with ${ROWS.toLocaleString('en')} more follow-ups (loaded in ${((performance.now() - loading) / 1000).toFixed(1)} s):`);
  for (const [who, auth] of callers) {
    lines.push(`  ${who.padEnd(9)} ${await counted(db, auth)}`);
    lines.push(`  ${who.padEnd(9)} whole call ${await timed(() => todoCounts(db, auth, new Date()))}`);
  }
  return lines;
}

async function main(): Promise<void> {
  await measureOnBoth('To-do reminders', 'fincrm_bench_todo', measure);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
