// @database postgres: aggregates over a project's records.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okrContract, okrObjective, okrQuote, okrTask } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { projectPaths, projectReportPath } from '@/lib/contract/project-paths';
import type { ProjectReport } from '@/lib/contract/project-report';
import { addDays, businessDay } from '@/lib/entity/date-presets';
import { call, createTestBackend, loginAs } from '../support/backend';
import type { Session } from '../support/workflow';

/**
 * The workspace's report call: tasks open at the end of each day of the range with the ideal line
 * to the project's end, each objective's progress with the weighted whole, the planned budget
 * against contracts in force or archived and approved quotes not yet under a contract. Reached
 * exactly as the project is; a bad range is refused in words.
 */
let backend: Backend;
let lina: Session; // manager
let wang: Session; // participant
let admin: Session;
let outsider: Session; // staff of 项目部, on no project

const T = '/api/eis/restful/tasks';
type Rec = Record<string, unknown>;

const today = businessDay(new Date());
const day = (n: number) => addDays(today, n);
/** Noon of a business day, as an instant. */
const noonOf = (d: string) => new Date(`${d}T12:00:00+08:00`);
const range = { from: day(-4), to: today };

const report = (who: Session, query: Record<string, string>) => call<ProjectReport>(backend, 'GET', projectReportPath, { token: who.token, query });

async function saved(who: Session, path: string, json: Rec): Promise<Rec> {
  const res = await call<Rec>(backend, 'POST', path, { token: who.token, json });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data!;
}

let projectKey: string;
/** Created today, still to do: the task the second test finishes. */
let lastTaskKey: string;

/** A task whose days are set as if it had been created (and done) earlier. */
async function task(title: string, created: string, done: string | null): Promise<string> {
  const rec = await saved(lina, `${T}/addOrUpdate`, { project_key: projectKey, title });
  const key = String(rec.task_key);
  await backend.database.db.update(okrTask)
    .set({ create_time: noonOf(created), ...(done ? { status: 'done', done_time: noonOf(done) } : {}) })
    .where(eq(okrTask.task_key, key));
  return key;
}

const money = { create_by: 'usr-sales', update_by: 'usr-sales' };

beforeAll(async () => {
  backend = await createTestBackend();
  [lina, wang, admin] = await Promise.all([loginAs(backend, 'lina'), loginAs(backend, 'wangfang'), loginAs(backend, 'admin')]);
  const res = await call(backend, 'POST', '/api/app/base/app/sys/user/add', {
    token: admin.token, json: { username: 'rptoutsider', realname: '局外人', password: 'Welcome2026', selectedroles: 'role-staff', selecteddeparts: 'dep-project' },
  });
  expect(res.body.code, res.body.msg).toBe(0);
  outsider = await loginAs(backend, 'rptoutsider', 'Welcome2026');

  const project = await saved(admin, projectPaths.save, {
    project_code: `RPT-${Date.now().toString(36)}`, project_name: '分析测试项目', project_city: '上海',
    project_start_time: `${day(-20)} 09:00:00`, project_end_time: `${day(6)} 18:00:00`, customer_key: 'cus-demo-01',
    project_mgr_key: lina.userKey, participant_keys: wang.userKey, initial_budget: 500000,
  });
  projectKey = String(project.project_key);

  // Open throughout; done two days ago; added three days ago; added today.
  await task('一直未完成', day(-10), null);
  await task('两天前完成', day(-10), day(-2));
  await task('三天前新增', day(-3), null);
  lastTaskKey = await task('今天新增', today, null);
  // Done long before the range: never open in it.
  await task('早已完成', day(-30), day(-20));
  // Deleted: not counted.
  const gone = await task('已删除', day(-10), null);
  expect((await call(backend, 'POST', `${T}/deleteById`, { token: lina.token, form: { id: gone } })).body.code).toBe(0);

  const first = await saved(lina, '/api/eis/restful/objective/addOrUpdate', { project_key: projectKey, title: '吞吐提升', owner: lina.userKey, weight: 3 });
  const second = await saved(lina, '/api/eis/restful/objective/addOrUpdate', { project_key: projectKey, title: '客户满意', owner: wang.userKey, weight: 1 });
  // Progress rolls up from key results elsewhere; here it is set as it would stand.
  await backend.database.db.update(okrObjective).set({ progress: 80 }).where(eq(okrObjective.objective_key, String(first.objective_key)));
  await backend.database.db.update(okrObjective).set({ progress: 40 }).where(eq(okrObjective.objective_key, String(second.objective_key)));

  const stamp = Date.now().toString(36);
  const common = { ...money, project_key: projectKey, customer_key: 'cus-demo-01', customer_name: '上海浦江信托有限公司' };
  await backend.database.db.insert(okrQuote).values([
    { ...common, quote_key: `rq1-${stamp}`, quote_code: `BJ-R1-${stamp}`, quote_name: '已成合同的报价', valid_until: day(30), total_amount: 100000, status: 'APPROVED' },
    { ...common, quote_key: `rq2-${stamp}`, quote_code: `BJ-R2-${stamp}`, quote_name: '已审批报价', valid_until: day(30), total_amount: 30000.5, status: 'APPROVED' },
    { ...common, quote_key: `rq3-${stamp}`, quote_code: `BJ-R3-${stamp}`, quote_name: '草稿报价', valid_until: day(30), total_amount: 9999, status: 'DRAFT' },
    { ...common, quote_key: `rq4-${stamp}`, quote_code: `BJ-R4-${stamp}`, quote_name: '审批中报价', valid_until: day(30), total_amount: 8888, status: 'PROGRESS' },
  ]);
  await backend.database.db.insert(okrContract).values([
    { ...common, contract_key: `rc1-${stamp}`, contract_code: `HT-R1-${stamp}`, contract_name: '生效合同', category_key: 'cct-service', quote_key: `rq1-${stamp}`, amount: 100000, status: 'APPROVED' },
    { ...common, contract_key: `rc2-${stamp}`, contract_code: `HT-R2-${stamp}`, contract_name: '已归档合同', category_key: 'cct-service', amount: 50000, status: 'ARCHIVED' },
    { ...common, contract_key: `rc3-${stamp}`, contract_code: `HT-R3-${stamp}`, contract_name: '草稿合同', category_key: 'cct-service', amount: 7777, status: 'DRAFT' },
    { ...common, contract_key: `rc4-${stamp}`, contract_code: `HT-R4-${stamp}`, contract_name: '退回合同', category_key: 'cct-service', amount: 1, status: 'RETURNED' },
  ]);
});
afterAll(async () => backend?.database.close());

describe('the project report', () => {
  it('answers the burn-down, the objectives and the budget of a seeded project', async () => {
    const res = await report(wang, { projectKey, ...range });
    expect(res.body.code, res.body.msg).toBe(0);
    const { burnDown, objectives, budget } = res.body.data!;
    expect(burnDown.days.map((d) => d.day)).toEqual([day(-4), day(-3), day(-2), day(-1), today]);
    expect(burnDown.days.map((d) => d.remaining)).toEqual([2, 3, 2, 2, 3]);
    expect(burnDown.remainingToday).toBe(3);
    // From the first day's 2 to zero on the project's end day, ten days after the range's first.
    expect(burnDown.idealEnd).toBe(day(6));
    expect(burnDown.days.map((d) => d.ideal)).toEqual([2, 1.8, 1.6, 1.4, 1.2]);

    expect(objectives.items.map((o) => [o.title, o.progress, o.weight])).toEqual([['吞吐提升', 80, 3], ['客户满意', 40, 1]]);
    expect(objectives.overall).toBe(70); // (80×3 + 40×1) / 4

    // The quote turned into a contract counts once, as the contract; drafts, returned and pending ones not at all.
    expect(budget).toEqual({ planned: 500000, contracts: 150000, quotesWithoutContract: 30000.5, committed: 180000.5, paid: 0 });
  });

  it("lowers today's remaining tasks when one is moved to done", async () => {
    const moved = await call(backend, 'POST', `${T}/changeStatus`, { token: wang.token, json: { ids: lastTaskKey, status: 'done' } });
    expect(moved.body.code, moved.body.msg).toBe(0);
    const { burnDown } = (await report(lina, { projectKey, ...range })).body.data!;
    expect(burnDown.remainingToday).toBe(2);
    expect(burnDown.days.at(-1)!.remaining).toBe(2);
    // The days before are as they were.
    expect(burnDown.days.slice(0, -1).map((d) => d.remaining)).toEqual([2, 3, 2, 2]);
  });

  it('leaves days still to come blank and answers a project without tasks, objectives or budget', async () => {
    const ahead = (await report(lina, { projectKey, from: day(-1), to: day(1) })).body.data!;
    expect(ahead.burnDown.days.map((d) => d.remaining)).toEqual([2, 2, null]);

    const bare = await saved(admin, projectPaths.save, {
      project_code: `RPT0-${Date.now().toString(36)}`, project_name: '空项目', project_city: '上海',
      project_start_time: `${day(-1)} 09:00:00`, project_end_time: `${day(1)} 18:00:00`, customer_key: 'cus-demo-01', project_mgr_key: lina.userKey, participant_keys: wang.userKey,
    });
    const res = await report(lina, { projectKey: String(bare.project_key), ...range });
    expect(res.body.code, res.body.msg).toBe(0);
    expect(res.body.data!.burnDown.remainingToday).toBe(0);
    expect(res.body.data!.burnDown.days.every((d) => d.remaining === 0 && d.ideal === 0)).toBe(true);
    expect(res.body.data!.objectives).toEqual({ items: [], overall: null });
    expect(res.body.data!.budget).toMatchObject({ planned: null, committed: 0, paid: 0 });
  });

  it('refuses whoever may not read the project, by key too', async () => {
    const refused = await report(outsider, { projectKey, ...range });
    expect(refused.body.code).toBe(403);
    expect(refused.body.data).toBeNull();
    // The demo project under way is not his either.
    expect((await report(outsider, { projectKey: 'prj-demo-02', ...range })).body.code).toBe(403);
    // An administrator reads every project.
    expect((await report(admin, { projectKey, ...range })).body.code).toBe(0);
  });

  it('refuses a range that runs backwards, is longer than a year or is not made of days, in words', async () => {
    const backwards = await report(lina, { projectKey, from: today, to: day(-1) });
    expect(backwards.body).toMatchObject({ code: 400, msg: '开始日期不能晚于结束日期' });
    const long = await report(lina, { projectKey, from: day(-400), to: today });
    expect(long.body).toMatchObject({ code: 400, msg: '统计时间不能超过一年' });
    const garbled = await report(lina, { projectKey, from: '2026/01/01', to: today });
    expect(garbled.body.code).toBe(400);
    expect(garbled.body.msg).toBe('开始日期的格式应为 YYYY-MM-DD');
    expect((await report(lina, { projectKey: '', ...range })).body.code).toBe(400);
  });
});

