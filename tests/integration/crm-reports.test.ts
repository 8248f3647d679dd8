// @database postgres: aggregates grouped by day in the business time zone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { DAILY_REPORT_KINDS, dailyReportPath, STATISTICS_CALLS, statisticsPath, type DailyReportAnswer, type Figure, type RankingAnswer } from '@/lib/contract/crm-reports';
import type { DashboardOverview } from '@/lib/contract/dashboard';
import { addDays, businessDay, monthToDate } from '@/lib/entity/date-presets';
import { call, createTestBackend, loginAs } from '../support/backend';
import { uniqueName } from '../support/clues';

/**
 * The statistics and daily reports: every call, its data scope (staff: themselves; leaders: their
 * departments' users; administrators: everyone), and every figure equal to what its own list call
 * answers for the parameters the figure carries.
 */
let backend: Backend;
type Session = { token: string; userKey: string };
let admin: Session;
let zhang: Session;
let lina: Session;
let wang: Session;
beforeAll(async () => {
  backend = await createTestBackend();
  [admin, zhang, lina, wang] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'zhangwei'), loginAs(backend, 'lina'), loginAs(backend, 'wangfang')]);
});
afterAll(async () => backend?.database.close());

type Row = Record<string, unknown>;
const post = <T = Row>(who: Session, path: string, json: Record<string, unknown>) => call<T>(backend, 'POST', path, { token: who.token, json });
const today = businessDay(new Date());
const lastMonths = { from: addDays(today, -100), to: today };

/** Every figure in an answer, wherever it sits. */
function figuresIn(value: unknown): Figure[] {
  if (Array.isArray(value)) return value.flatMap(figuresIn);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.value === 'number' && record.list && typeof record.list === 'object') return [record as unknown as Figure];
    return Object.values(record).flatMap(figuresIn);
  }
  return [];
}

/** The figure's list call answers as many records, or records whose amounts add up to it. */
async function expectListAgrees(who: Session, figure: Figure) {
  const listed = await post<{ records: Row[]; total: number }>(who, figure.list.call, { ...figure.list.params, pageSize: 200 });
  expect(listed.body.code, JSON.stringify(figure.list)).toBe(0);
  const { records, total } = listed.body.data!;
  const summed = figure.list.sum;
  if (!summed) {
    expect(total, JSON.stringify(figure.list)).toBe(figure.value);
    return;
  }
  expect(total).toBeLessThanOrEqual(200);
  expect(records.reduce((s, r) => s + Number(r[summed] ?? 0), 0)).toBeCloseTo(figure.value, 2);
}

describe('daily reports', () => {
  it('show a salesperson the lead she added, followed up and converted today, each cell equal to its list', async () => {
    const added = await post(lina, '/api/crm/clue/add', { contact_name: uniqueName('日报线索'), company_name: uniqueName('日报公司'), mobile: '13912345678', source: 'manual' });
    expect(added.body.code).toBe(0);
    const key = String(added.body.data!.clue_key);
    expect((await post(lina, '/api/crm/clue/followUp', { ids: key, follow_type: 'phone', content: '电话沟通需求' })).body.code).toBe(0);
    expect((await post(lina, '/api/crm/clue/convert', { ids: key, customer_name: uniqueName('日报客户') })).body.code).toBe(0);

    const report = await post<DailyReportAnswer>(lina, dailyReportPath('clue'), { from: today, to: today });
    expect(report.body.code).toBe(0);
    const answer = report.body.data!;
    expect(answer.users.map((u) => u.user_key)).toEqual(['usr-sales']);
    const mine = answer.rows.find((r) => r.user_key === 'usr-sales' && r.day === today)!;
    expect(mine.figures.added!.value).toBeGreaterThanOrEqual(1);
    expect(mine.figures.followed!.value).toBeGreaterThanOrEqual(1);
    expect(mine.figures.converted!.value).toBeGreaterThanOrEqual(1);
    for (const figure of figuresIn(answer)) await expectListAgrees(lina, figure);
    // The lead itself is among the cell's records.
    const converted = await post<{ records: Row[] }>(lina, mine.figures.converted!.list.call, { ...mine.figures.converted!.list.params, pageSize: 200 });
    expect(converted.body.data!.records.map((r) => r.clue_key)).toContain(key);
  });

  it('answer each kind for a leader, every figure equal to its list', async () => {
    for (const kind of DAILY_REPORT_KINDS) {
      const report = await post<DailyReportAnswer>(zhang, dailyReportPath(kind), lastMonths);
      expect(report.body.code, kind).toBe(0);
      const { rows, totals } = report.body.data!;
      expect(rows.length, kind).toBeGreaterThan(0);
      // The totals and the cells of the newest days (each cell is one more list call).
      for (const figure of [...figuresIn(totals), ...figuresIn(rows.slice(0, 6))]) await expectListAgrees(zhang, figure);
    }
  });

  it("add an administrator's rows up to the totals: everyone listed, nobody else", async () => {
    const report = (await post<DailyReportAnswer>(admin, dailyReportPath('clue'), lastMonths)).body.data!;
    for (const measure of report.measures) {
      expect(report.rows.reduce((sum, row) => sum + row.figures[measure]!.value, 0), measure).toBe(report.totals[measure]!.value);
    }
    await expectListAgrees(admin, report.totals.added!);
  });

  it('keep staff to themselves and refuse a user outside the scope', async () => {
    const own = await post<DailyReportAnswer>(wang, dailyReportPath('business'), lastMonths);
    expect(own.body.data!.users.map((u) => u.user_key)).toEqual(['usr-finance']);
    expect(own.body.data!.rows.every((r) => r.user_key === 'usr-finance')).toBe(true);
    const other = await post(wang, dailyReportPath('business'), { ...lastMonths, user_key: 'usr-sales' });
    expect(other.body).toMatchObject({ code: 403, msg: '无权查看该人员的数据' });
  });

  it('refuse a range that runs backwards or past a year', async () => {
    expect((await post(lina, dailyReportPath('clue'), { from: today, to: addDays(today, -1) })).body.code).toBe(400);
    expect((await post(lina, dailyReportPath('clue'), { from: addDays(today, -400), to: today })).body.code).toBe(400);
    expect((await post(lina, dailyReportPath('clue'), { from: 'yesterday', to: today })).body.code).toBe(400);
  });
});

describe('statistics', () => {
  it('answer every call for a leader and an administrator, every figure equal to its list', async () => {
    for (const who of [zhang, admin]) {
      for (const name of STATISTICS_CALLS) {
        const answer = await post(who, statisticsPath(name), lastMonths);
        expect(answer.body.code, name).toBe(0);
        const figures = figuresIn(answer.body.data);
        expect(figures.length, name).toBeGreaterThan(0);
        for (const figure of figures) await expectListAgrees(who, figure);
      }
    }
  });

  it('have the demo history alive: a funnel, signed customers, won opportunities', async () => {
    const funnel = await post<{ stages: { stage: string; figure: Figure }[] }>(zhang, statisticsPath('funnel'), lastMonths);
    for (const stage of funnel.body.data!.stages) expect(stage.figure.value, stage.stage).toBeGreaterThan(0);
  });

  it("rank a leader's departments' users; one user alone when asked, and refuse one outside", async () => {
    const all = await post<RankingAnswer>(zhang, statisticsPath('ranking'), lastMonths);
    const keys = all.body.data!.rows.map((r) => r.user_key);
    expect(keys).toEqual(expect.arrayContaining(['usr-leader', 'usr-sales', 'usr-finance']));
    const one = await post<RankingAnswer>(zhang, statisticsPath('ranking'), { ...lastMonths, user_key: 'usr-sales' });
    expect(one.body.data!.rows.map((r) => r.user_key)).toEqual(['usr-sales']);
    expect(one.body.data!.rows[0]!.figures.wonAmount.value).toBe(all.body.data!.rows.find((r) => r.user_key === 'usr-sales')!.figures.wonAmount.value);
  });

  it('are refused without the statistics right', async () => {
    const answer = await post(wang, statisticsPath('funnel'), lastMonths);
    expect(answer.body.code).toBe(403);
  });
});

describe('the dashboard month figures', () => {
  it('count this month for the caller, each linking to its list', async () => {
    const answer = await call<DashboardOverview>(backend, 'GET', '/api/app/base/app/dashboard/overview', { token: lina.token });
    const items = answer.body.data!.monthFigures!.items;
    expect(items.map((i) => i.kind)).toEqual(['count', 'count', 'count', 'count', 'money', 'money']);
    expect(items[0]!.link).toMatch(/^\/crm\/clue\?create_time_begin=/);
    const month = monthToDate();
    expect(items[0]!.link).toContain(encodeURIComponent(`${month.from} 00:00:00`).replace(/%20/g, '+'));
    // 我的线索 fixes the follower to her: the link's other filters give the figure.
    const params = Object.fromEntries(new URL(items[0]!.link!, 'http://x').searchParams);
    const listed = await post<{ total: number }>(lina, '/api/crm/clue/mine', { ...params, pageSize: 1 });
    expect(listed.body.data!.total).toBe(items[0]!.value);
  });
});
