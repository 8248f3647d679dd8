// Lead distribution by rule: 10,000 pool leads handed out by each rule (in turn, by region, to
// whoever holds the fewest open leads) in one run, and 500 arrivals from the site distributed one
// by one, on PGlite and (when it answers) PostgreSQL; with how evenly each rule spread the leads
// (max - min received per user; for the fewest rule also what each holds afterwards).
// Usage: npx tsx bench/clue-distribution.ts   (BENCH_LEADS, BENCH_ARRIVALS to change the sizes; TEST_DATABASE_URL for PostgreSQL)
import { and, eq, inArray } from 'drizzle-orm';
import { atLevels } from '../lib/area/area-paths';
import { areaTree } from '../lib/area/divisions';
import type { DistributionMode, DistributionRule } from '../lib/contract/clue-distribution';
import { hashPassword } from '../lib/backend/auth/password';
import type { Database, Db } from '../lib/backend/db/client';
import { crmClue, sysSetting, sysUser, sysUserDepart } from '../lib/backend/db/schema';
import { distributeByRule } from '../lib/backend/modules/clues/distribution';
import { spreadOf } from '../lib/backend/modules/clues/distribution-plan';
import { seedDemo } from '../lib/backend/seed/demo';
import { measureOnBoth } from './support/both-databases';

const LEADS = Number(process.env.BENCH_LEADS ?? 10_000);
const ARRIVALS = Number(process.env.BENCH_ARRIVALS ?? 500);
const USERS = Array.from({ length: 8 }, (_, i) => `bench-sales-${i + 1}`);
const DEPARTMENTS = ['dep-sales-east', 'dep-sales-south'];
/** Open leads each user already holds before the fewest rule runs: 0, 40, 80, … */
const HELD_BEFORE = (i: number) => i * 40;
const PROVINCES = atLevels(areaTree(), 1).map((p) => p.code);

/** A deterministic sequence, so every run and both databases see the same leads. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Where leads come from: skewed towards the first provinces as real enquiries are; one in ten without a region. */
function regionsOf(count: number): (string | null)[] {
  const next = random(7);
  return Array.from({ length: count }, () => {
    if (next() < 0.1) return null;
    const index = Math.min(PROVINCES.length - 1, Math.floor(PROVINCES.length * next() ** 2));
    return PROVINCES[index]!;
  });
}

async function addUsers(db: Db): Promise<void> {
  const password_hash = await hashPassword('Bench2026pass');
  await db.insert(sysUser).values(USERS.map((user_key, i) => ({ user_key, username: `bench${i + 1}`, realname: `销售${i + 1}`, password_hash, user_type: 'staff' }))).onConflictDoNothing();
  await db.insert(sysUserDepart).values(USERS.map((user_key, i) => ({ user_key, depart_key: DEPARTMENTS[i % 2]! }))).onConflictDoNothing();
}

async function setRule(db: Db, mode: DistributionMode): Promise<void> {
  const rule: DistributionRule = { enabled: true, mode, users: USERS, regions: PROVINCES.map((region, i) => ({ region, user_key: USERS[i % USERS.length]! })) };
  const value = { ...rule, last_user: null };
  await db.insert(sysSetting).values({ setting_key: 'clueDistribution', value }).onConflictDoUpdate({ target: sysSetting.setting_key, set: { value } });
}

/** Leads in the pool (or, with a follower, held open by them); answers their keys. */
async function insertLeads(db: Db, tag: string, regions: readonly (string | null)[], follower: string | null = null): Promise<string[]> {
  const keys = regions.map((_, n) => `bench-${tag}-${n}`);
  const start = Date.now() - regions.length * 1000;
  for (let at = 0; at < regions.length; at += 1_000) {
    await db.insert(crmClue).values(regions.slice(at, at + 1_000).map((region, i) => ({
      clue_key: keys[at + i]!, contact_name: `压测线索${at + i}`, mobile: '13900000000', source: 'board', region,
      create_time: new Date(start + (at + i) * 1000), ...(follower ? { follower, in_pool: false, status: 'following' } : {}),
    })));
  }
  return keys;
}

async function lockedLeads(tx: Db, keys: readonly string[]) {
  const rows = [];
  for (let at = 0; at < keys.length; at += 2_000) {
    rows.push(...(await tx.select().from(crmClue).where(and(inArray(crmClue.clue_key, keys.slice(at, at + 2_000)), eq(crmClue.del_flag, 0))).for('update')));
  }
  return rows;
}

async function heldSpread(db: Db): Promise<string> {
  const held = await Promise.all(USERS.map(async (user) => (await db.select({ k: crmClue.clue_key }).from(crmClue).where(and(eq(crmClue.follower, user), eq(crmClue.in_pool, false), inArray(crmClue.status, ['new', 'following'])))).length));
  return `held after ${Math.min(...held)}–${Math.max(...held)} (spread ${Math.max(...held) - Math.min(...held)})`;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function measure(label: string, database: Database): Promise<string[]> {
  const db = database.db;
  await seedDemo(db, { appKey: 'fincrm' });
  await addUsers(db);
  const lines = [`${label}: ${LEADS.toLocaleString('en')} pool leads per rule, ${USERS.length} users`];
  const regions = regionsOf(LEADS);

  for (const mode of ['roundRobin', 'region', 'fewestOpen'] as const) {
    await setRule(db, mode);
    if (mode === 'fewestOpen') for (const [i, user] of USERS.entries()) await insertLeads(db, `held-${i}`, Array(HELD_BEFORE(i)).fill(null), user);
    const keys = await insertLeads(db, mode, regions);
    const started = performance.now();
    const outcome = await db.transaction(async (tx) => distributeByRule(tx, await lockedLeads(tx, keys)));
    const took = performance.now() - started;
    const { max, min } = spreadOf(outcome.assignments, USERS);
    const extra = mode === 'fewestOpen' ? `, ${await heldSpread(db)}` : mode === 'region' ? `, ${outcome.unplaced} left in the pool (no region or none matching)` : '';
    lines.push(`  ${mode.padEnd(11)} ${seconds(took).padStart(8)}  ${Math.round(outcome.assigned / (took / 1000)).toLocaleString('en').padStart(7)} leads/s  received ${min}–${max} per user (spread ${max - min})${extra}`);
  }

  // Arrivals: each lead distributed in a transaction of its own, as the site's form does.
  await setRule(db, 'roundRobin');
  const keys = await insertLeads(db, 'arrival', regionsOf(ARRIVALS));
  const times: number[] = [];
  const assignments = new Map<string, string>();
  for (const key of keys) {
    const started = performance.now();
    const outcome = await db.transaction(async (tx) => distributeByRule(tx, await lockedLeads(tx, [key]), { onlyIfEnabled: true }));
    times.push(performance.now() - started);
    for (const [lead, user] of outcome.assignments) assignments.set(lead, user);
  }
  times.sort((a, b) => a - b);
  const { max, min } = spreadOf(assignments, USERS);
  const p = (q: number) => times[Math.min(times.length - 1, Math.ceil(times.length * q) - 1)]!.toFixed(1);
  lines.push(`  ${`${ARRIVALS} arrivals one by one (in turn)`.padEnd(36)} p50 ${p(0.5)} ms  p95 ${p(0.95)} ms  received ${min}–${max} per user (spread ${max - min})`);
  return lines;
}

async function main(): Promise<void> {
  await measureOnBoth('Lead distribution by rule', 'fincrm_bench_clue_distribution', measure);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
