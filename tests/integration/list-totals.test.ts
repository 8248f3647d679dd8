// @database postgres: list totals and the count limit in SQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshStaleStatistics } from '@/lib/backend/db/planner-statistics';
import type { SqlResult } from '@/lib/backend/db/client';
import { sysPosition } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { call, createTestBackend, loginAs } from '../support/backend';

/** Counting stops after this many rows here (the product counts up to 10,000), so a dozen rows show it. */
const BOUND = 5;
const QUERY = '/api/app/base/sys/position/query';

type Position = { position_key: string; name: string };
type Page = { records: Position[]; total: number; totalCapped?: boolean; current: number; size: number };

let capped: Backend;
let exact: Backend;
let token: string;
let exactToken: string;

/** Twelve positions under one marker, named so that case and wildcards matter to the filters. */
const NAMES = [
  'LT风控岗Alpha', 'LT风控岗alpha', 'LT风控岗ALPHA', 'LT销售岗Beta', 'LT销售岗beta', 'LT投研岗50%',
  'LT投研岗50_', 'LT财务岗Ⓐ', 'LT财务岗ⓐ', 'LT风控主管', 'LT销售主管', 'LT投研主管',
];

beforeAll(async () => {
  capped = await createTestBackend({ listCountLimit: BOUND });
  exact = await createTestBackend({ listCountLimit: null });
  for (const backend of [capped, exact]) {
    await backend.database.db.insert(sysPosition).values(NAMES.map((name, i) => ({ position_key: `lt${i}`, code: `LT${i}`, name, create_time: new Date(Date.UTC(2030, 0, 1, 0, i)) })));
  }
  token = (await loginAs(capped, 'admin')).token;
  exactToken = (await loginAs(exact, 'admin')).token;
});
afterAll(async () => {
  await capped?.database.close();
  await exact?.database.close();
});

async function page(json: Record<string, unknown>, backend = capped): Promise<Page> {
  const res = await call<Page>(backend, 'POST', QUERY, { token: backend === capped ? token : exactToken, json });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data!;
}

describe('list totals with a count bound', () => {
  it('answers the exact total, unflagged, while the matches stay within the bound', async () => {
    const few = await page({ name: '*LT风控*', pageNo: 1, pageSize: 2 });
    expect(few.total).toBe(4);
    expect(few).not.toHaveProperty('totalCapped');
    // A page that is not full knows its total without counting.
    expect(await page({ name: '*LT风控*', pageNo: 2, pageSize: 3 })).toMatchObject({ total: 4, records: [expect.anything()] });
    expect(await page({ name: '*nothing-like-this*' })).toMatchObject({ total: 0, records: [] });
  });

  it('answers the bound, flagged as a lower bound, when more rows match', async () => {
    const first = await page({ name: '*LT*', pageNo: 1, pageSize: 2 });
    expect(first).toMatchObject({ total: BOUND, totalCapped: true });
    expect(first.records.map((r) => r.name)).toEqual(['LT投研主管', 'LT销售主管']);
    // Without a bound the same list counts every row.
    const counted = await page({ name: '*LT*', pageNo: 1, pageSize: 2 }, exact);
    expect(counted.total).toBe(12);
    expect(counted).not.toHaveProperty('totalCapped');
    expect(counted.records.map((r) => r.name)).toEqual(first.records.map((r) => r.name));
  });

  it('keeps offering the next page past the bound until the last one, which is exact', async () => {
    const names: string[] = [];
    const flagged: boolean[] = [];
    for (let pageNo = 1; pageNo <= 6; pageNo += 1) {
      const answer = await page({ name: '*LT*', pageNo, pageSize: 2 });
      names.push(...answer.records.map((r) => r.name));
      flagged.push(answer.totalCapped === true);
      // A lower bound always leaves room for one more page than the one shown; an exact total is the real one.
      if (answer.totalCapped) expect(answer.total).toBeGreaterThanOrEqual((pageNo + 1) * 2);
      else expect(answer.total).toBe(12);
    }
    // Page 5 counts up to the row after page 6 and so reaches the last row.
    expect(flagged).toEqual([true, true, true, true, false, false]);
    expect(names).toEqual([...NAMES].reverse());
    // A page past the end: empty, with the exact total to step back to.
    expect(await page({ name: '*LT*', pageNo: 9, pageSize: 2 })).toMatchObject({ records: [], total: 12 });
  });
});

describe('contains filters', () => {
  const found = async (value: string) => (await page({ name: value, pageSize: 50 })).records.map((r) => r.name).sort();
  /** What ILIKE on the column finds, as every pattern filter did before terms without case used LIKE. */
  const byIlike = async (pattern: string) => {
    const result = (await capped.database.executeSql("select name from sys_position where del_flag = 0 and name ilike $1 and name like 'LT%'", [pattern])) as SqlResult;
    return result.rows.map((r) => String(r.name)).sort();
  };

  it('find the same rows as ILIKE, with and without letters in the term', async () => {
    const cases: [string, string][] = [
      ['*风控*', '%风控%'], ['*风控岗*', '%风控岗%'], ['*alpha*', '%alpha%'], ['*岗BETA*', '%岗BETA%'], ['*ⓐ*', '%ⓐ%'],
      ['*50%*', '%50\\%%'], ['*50_*', '%50\\_%'], ['LT销售*', 'LT销售%'], ['*主管', '%主管'], ['*岗5*', '%岗5%'],
    ];
    for (const [value, pattern] of cases) expect(await found(value), value).toEqual(await byIlike(pattern));
    // And they are what a reader expects of them.
    expect(await found('*风控*')).toEqual(['LT风控主管', 'LT风控岗ALPHA', 'LT风控岗Alpha', 'LT风控岗alpha']);
    expect(await found('*alpha*')).toEqual(['LT风控岗ALPHA', 'LT风控岗Alpha', 'LT风控岗alpha']);
    expect(await found('*50%*')).toEqual(['LT投研岗50%']);
  });
});

// PGlite's stand-in for autovacuum; on PostgreSQL autovacuum itself could analyse the table first.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('planner statistics on PGlite', () => {
  it('analyses a table that grew and leaves it alone afterwards', async () => {
    const run = async (text: string) => (await capped.database.executeSql(text)) as SqlResult;
    await refreshStaleStatistics(run);
    await capped.database.db.insert(sysPosition).values(Array.from({ length: 3000 }, (_, i) => ({ position_key: `st${i}`, code: `ST${i}`, name: `统计岗位${i}` })));
    expect(await refreshStaleStatistics(run)).toContain('public.sys_position');
    expect(await refreshStaleStatistics(run)).not.toContain('public.sys_position');
  });

  it('analyses a table whose size an index build recorded without its column statistics', async () => {
    const run = async (text: string) => (await capped.database.executeSql(text)) as SqlResult;
    await run('create table bulk_loaded (k text, depart text)');
    await run(`insert into bulk_loaded select 'k' || g, 'd' || (g % 3) from generate_series(1, 20000) g`);
    await run('create index bulk_loaded_depart_idx on bulk_loaded (depart)');
    expect(await refreshStaleStatistics(run)).toContain('public.bulk_loaded');
    const estimate = await run(`explain select 1 from bulk_loaded where depart = 'd1'`);
    // A third of the rows, as the statistics now tell the planner (without them: a handful).
    expect(String(estimate.rows[0]!['QUERY PLAN'])).toMatch(/rows=(6\d{3}|7\d{3})/);
    expect(await refreshStaleStatistics(run)).not.toContain('public.bulk_loaded');
  });
});
