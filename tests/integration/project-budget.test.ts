// @database postgres: two payments at once cannot overdraw a plan.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import type { BudgetPlans, OtherFeeFigures } from '@/lib/contract/project-budget';
import { call, createTestBackend, loginAs } from '../support/backend';
import { workflowClient, type Session } from '../support/workflow';

/**
 * A project's budget: payment plans approved through the 付款审批
 * (above 100,000 yuan the applicant's leader first, then finance), paid in parts never beyond the
 * plan, even by two payments at once; receivable plans with receipts; other fees; the budget
 * figures; all reached through the project's membership.
 *
 * 前海跨境收付款通道升级 (prj-demo-02): 张伟 manages it, 李娜 and 王芳 (finance) take part; 张伟 leads
 * 李娜's department chain.
 */
let backend: Backend;
let lina: Session;
let wang: Session;
let zhang: Session;
let outsider: Session;
let flow: ReturnType<typeof workflowClient>;

const PAYMENT = '/api/eis/restful/payment';
const RECEIVABLE = '/api/eis/restful/receivable';
const FEE = '/api/eis/restful/otherFee';
const BUDGET = '/api/eis/restful/budget';
const PROJECT = 'prj-demo-02';
type Plan = Record<string, unknown> & { payment_plan_key: string; status: string; version: number; amount: number; paid_amount: number; remaining_amount: number };
type Page<T> = { records: T[]; total: number; totals?: Record<string, number> };

const post = <T>(who: Session, path: string, json: unknown) => call<T>(backend, 'POST', path, { token: who.token, json });
const get = <T>(who: Session, path: string, query?: Record<string, string>) => call<T>(backend, 'GET', path, { token: who.token, query });

beforeAll(async () => {
  backend = await createTestBackend();
  const admin = await loginAs(backend, 'admin');
  [lina, wang, zhang] = await Promise.all([loginAs(backend, 'lina'), loginAs(backend, 'wangfang'), loginAs(backend, 'zhangwei')]);
  const added = await post(admin, '/api/app/base/app/sys/user/add', { username: 'zhaolei', realname: '赵磊', password: 'Welcome2026', selectedroles: 'role-staff', selecteddeparts: 'dep-project' });
  expect(added.body.code, added.body.msg).toBe(0);
  outsider = await loginAs(backend, 'zhaolei', 'Welcome2026');
  flow = workflowClient(backend);
});
afterAll(async () => backend?.database.close());

async function newPlan(amount: number, json: Record<string, unknown> = {}): Promise<Plan> {
  const res = await post<Plan>(lina, `${PAYMENT}/save`, { purpose: '设备采购款', payee: '深圳云启科技有限公司', project_key: PROJECT, amount, planned_date: '2026-12-31', ...json });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data!;
}

const plan = async (key: string) => (await get<Plan>(lina, `${PAYMENT}/detail/${key}`)).body.data!;
const pay = (key: string, amount: number, who = lina) => post<Record<string, unknown>>(who, `${PAYMENT}/pay`, { payment_plan_key: key, amount, pay_date: '2026-11-20', pay_method: 'transfer' });

/** Submits a plan and approves every task of its process in turn; answers who held each task. */
async function approveThrough(key: string): Promise<string[]> {
  const submitted = await post<Plan>(lina, `${PAYMENT}/submit`, { id: key });
  expect(submitted.body.code, submitted.body.msg).toBe(0);
  const holders: string[] = [];
  for (const who of [zhang, wang, zhang, wang]) {
    const info = (await get<{ task_key: string | null; task_name: string | null; status: string }>(who, `${PAYMENT}/approval/${key}`)).body.data!;
    if (info.status !== 'RUNNING') break;
    if (!info.task_key) continue;
    holders.push(`${who === zhang ? 'zhang' : 'wang'}:${info.task_name}`);
    const done = await flow.confirm(who, info.task_key, { comment: '同意' });
    expect(done.body.code, done.body.msg).toBe(0);
  }
  return holders;
}

describe('payment plans and the threshold route of the 付款审批', () => {
  it('sends 150,000 to the leader, then finance; 50,000 only to finance; status only through the outcome', async () => {
    const large = await newPlan(150000);
    expect(large).toMatchObject({ status: 'DRAFT' });
    expect(Number(large.remaining_amount)).toBe(150000);
    // Status is never taken from a save.
    expect((await post<Plan>(lina, `${PAYMENT}/save`, { ...large, status: 'APPROVED' })).body.data!.status).toBe('DRAFT');
    const fresh = await plan(large.payment_plan_key);
    expect(await approveThrough(fresh.payment_plan_key)).toEqual(['zhang:部门负责人审批', 'wang:财务审批']);
    expect((await plan(large.payment_plan_key)).status).toBe('APPROVED');

    const small = await newPlan(50000);
    expect(await approveThrough(small.payment_plan_key)).toEqual(['wang:财务审批']);
    const approval = (await get<{ instance_key: string }>(lina, `${PAYMENT}/approval/${small.payment_plan_key}`)).body.data!;
    const lights = (await flow.highlight(lina, approval.instance_key)).body.data!;
    expect(lights.finished_nodes).not.toContain('leader_approval');
    expect(lights.finished_flows).toContain('flow_small');
  });

  it('is read-only while in approval and once approved, and cannot be paid before approval', async () => {
    const draft = await newPlan(20000);
    const early = await pay(draft.payment_plan_key, 100);
    expect(early.body.code).toBe(409);
    expect(early.body.msg).toBe('付款计划审批通过后才能付款');
    await post(lina, `${PAYMENT}/submit`, { id: draft.payment_plan_key });
    const running = await plan(draft.payment_plan_key);
    expect((await post(lina, `${PAYMENT}/save`, { ...running, amount: 1 })).body.code).toBe(409);
    expect((await pay(draft.payment_plan_key, 100)).body.code).toBe(409);
    const info = (await get<{ task_key: string }>(wang, `${PAYMENT}/approval/${draft.payment_plan_key}`)).body.data!;
    await flow.confirm(wang, info.task_key, { comment: '同意' });
    const approved = await plan(draft.payment_plan_key);
    const edit = await post(lina, `${PAYMENT}/save`, { ...approved, amount: 99999 });
    expect(edit.body.code).toBe(409);
    expect(edit.body.msg).toBe('付款计划已批准，只能登记付款，不能修改或删除');
    expect((await post(lina, `${PAYMENT}/deleteById`, { id: draft.payment_plan_key })).body.code).toBe(409);
    expect((await pay(draft.payment_plan_key, 100)).body.code).toBe(0);
  });
});

describe('pay', () => {
  it('records payments in parts, keeps paid and remaining, and refuses what would exceed the plan', async () => {
    const p = await newPlan(150000);
    await approveThrough(p.payment_plan_key);
    const first = await pay(p.payment_plan_key, 60000.5);
    expect(first.body.code, first.body.msg).toBe(0);
    expect(first.body.data).toMatchObject({ project_key: PROJECT });
    let stored = await plan(p.payment_plan_key);
    expect([Number(stored.paid_amount), Number(stored.remaining_amount)]).toEqual([60000.5, 89999.5]);
    const over = await pay(p.payment_plan_key, 90000);
    expect(over.body.code).toBe(409);
    expect(over.body.msg).toBe('付款金额超过计划剩余金额（剩余 ¥89,999.50）');
    // The refusal names the input it is about, so the form shows it at the amount.
    expect(over.body.data).toEqual({ field: 'amount' });
    expect((await pay(p.payment_plan_key, 89999.5)).body.code).toBe(0);
    stored = await plan(p.payment_plan_key);
    expect([Number(stored.paid_amount), Number(stored.remaining_amount)]).toEqual([150000, 0]);
    expect((await pay(p.payment_plan_key, 0.01)).body.msg).toBe('付款金额超过计划剩余金额（剩余 ¥0.00）');

    // details: the plan with its payments, oldest first.
    const details = await get<Plan & { payments: { amount: number }[] }>(lina, `${PAYMENT}/details`, { id: p.payment_plan_key });
    expect(details.body.data!.payments.map((x) => Number(x.amount))).toEqual([60000.5, 89999.5]);
    // A recorded payment stays as it is.
    const payment = first.body.data! as { payment_key: string; version: number };
    expect((await post(lina, `${PAYMENT}/record/addOrUpdate`, { ...payment, amount: 1 })).body.msg).toBe('付款记录已登记，不能修改或删除');
    expect((await post(lina, `${PAYMENT}/record/deleteById`, { id: payment.payment_key })).body.code).toBe(409);
  });

  it('two payments at once cannot overdraw the plan: one waits and is then refused', async () => {
    const p = await newPlan(100000);
    await approveThrough(p.payment_plan_key);
    const [a, b] = await Promise.all([pay(p.payment_plan_key, 70000), pay(p.payment_plan_key, 70000, wang)]);
    const codes = [a.body.code, b.body.code].sort();
    expect(codes).toEqual([0, 409]);
    expect([a.body.msg, b.body.msg]).toContain('付款金额超过计划剩余金额（剩余 ¥30,000.00）');
    const stored = await plan(p.payment_plan_key);
    expect([Number(stored.paid_amount), Number(stored.remaining_amount)]).toEqual([70000, 30000]);
  });

  it('is reached through the project only: a non-member is refused by key and sees nothing', async () => {
    const p = await newPlan(30000);
    expect((await get(outsider, `${PAYMENT}/detail/${p.payment_plan_key}`)).body.code).toBe(403);
    expect((await get(outsider, `${PAYMENT}/details`, { id: p.payment_plan_key })).body.code).toBe(403);
    expect((await post(outsider, `${PAYMENT}/save`, { ...p, purpose: '改' })).body.code).toBe(403);
    expect((await post(outsider, `${PAYMENT}/save`, { purpose: 'x', payee: 'y', project_key: PROJECT, amount: 1, planned_date: '2026-12-01' })).body.code).toBe(403);
    expect((await pay(p.payment_plan_key, 1, outsider)).body.code).toBe(403);
    expect((await post<Page<Plan>>(outsider, `${PAYMENT}/query`, {})).body.data!.total).toBe(0);
    const budget = await get(outsider, `${BUDGET}/payment`, { projectKey: PROJECT });
    expect(budget.body.code).toBe(403);
    expect(budget.body.msg).toBe('您不是该项目的成员，无权操作');
    expect((await get(outsider, `${BUDGET}/receivable`, { projectKey: PROJECT })).body.code).toBe(403);
    expect((await get(outsider, `${BUDGET}/otherFee`, { projectKey: PROJECT })).body.code).toBe(403);
  });
});

describe('budget figures', () => {
  it('answers a project’s plans with planned, paid, remaining and overdue to the cent', async () => {
    const overdue = await newPlan(1000.1, { purpose: '逾期付款', planned_date: '2020-01-01' });
    await approveThrough(overdue.payment_plan_key);
    await pay(overdue.payment_plan_key, 0.05);
    const res = await get<BudgetPlans<Plan>>(zhang, `${BUDGET}/payment`, { projectKey: PROJECT });
    expect(res.body.code, res.body.msg).toBe(0);
    const { records, totals } = res.body.data!;
    const sum = (field: keyof Plan) => records.reduce((s, r) => s + Math.round(Number(r[field]) * 100), 0) / 100;
    expect(totals).toMatchObject({ count: records.length, planned: sum('amount'), actual: sum('paid_amount'), remaining: sum('remaining_amount') });
    expect(totals.overdueCount).toBeGreaterThanOrEqual(1);
    expect(records.map((r) => r.planned_date)[0]).toBe('2020-01-01');
    // The list's query sums the same.
    const list = await post<Page<Plan>>(lina, `${PAYMENT}/query`, { project_key: PROJECT, pageSize: 10 });
    expect(list.body.data!.total).toBe(records.length);
  });

  it('gives the report’s paid figure from the payments recorded', async () => {
    const report = await get<{ budget: { paid: number | null } }>(lina, '/api/eis/restful/project/report', { projectKey: PROJECT, from: '2026-11-01', to: '2026-11-30' });
    expect(report.body.code, report.body.msg).toBe(0);
    const payments = await post<Page<{ amount: number }>>(lina, `${PAYMENT}/record/query`, { project_key: PROJECT, pageSize: 200 });
    const cents = payments.body.data!.records.reduce((s, r) => s + Math.round(Number(r.amount) * 100), 0);
    expect(report.body.data!.budget.paid).toBe(cents / 100);
  });
});

describe('receivable plans and receipts', () => {
  it('receives in parts, never beyond the plan, and answers its figures', async () => {
    const saved = await post<Record<string, unknown> & { receivable_plan_key: string }>(lina, `${RECEIVABLE}/save`, { purpose: '二期验收款', payer: '深圳前海跨境金融服务有限公司', project_key: PROJECT, amount: 80000, planned_date: '2026-12-15' });
    expect(saved.body.code, saved.body.msg).toBe(0);
    const key = saved.body.data!.receivable_plan_key;
    const receive = (amount: number) => post(lina, `${RECEIVABLE}/receive`, { receivable_plan_key: key, amount, receive_date: '2026-11-18', pay_method: 'transfer' });
    expect((await receive(50000)).body.code).toBe(0);
    const [a, b] = await Promise.all([receive(20000), receive(20000)]);
    expect([a.body.code, b.body.code].sort()).toEqual([0, 409]);
    expect((await receive(10000.01)).body.msg).toBe('收款金额超过计划剩余金额（剩余 ¥10,000.00）');
    const details = await get<{ received_amount: number; remaining_amount: number; receipts: unknown[] }>(lina, `${RECEIVABLE}/details`, { id: key });
    expect([Number(details.body.data!.received_amount), Number(details.body.data!.remaining_amount), details.body.data!.receipts.length]).toEqual([70000, 10000, 2]);
    const budget = await get<BudgetPlans>(lina, `${BUDGET}/receivable`, { projectKey: PROJECT });
    expect(budget.body.data!.records.map((r) => r.receivable_plan_key)).toContain(key);
    expect((await get(outsider, `${RECEIVABLE}/details`, { id: key })).body.code).toBe(403);
  });
});

describe('other fees', () => {
  it('are saved, listed, summed by category and exported within the project', async () => {
    const saved = await post<{ other_fee_key: string }>(lina, `${FEE}/addOrUpdate`, { fee_name: '上线差旅', category: 'travel', project_key: PROJECT, amount: 3456.78, fee_date: '2026-11-10', payer: 'usr-sales' });
    expect(saved.body.code, saved.body.msg).toBe(0);
    const figures = await get<OtherFeeFigures>(lina, `${BUDGET}/otherFee`, { projectKey: PROJECT });
    expect(figures.body.data!.byCategory.find((c) => c.category === 'travel')!.amount).toBeGreaterThanOrEqual(3456.78);
    expect((await get(outsider, `${FEE}/detail/${saved.body.data!.other_fee_key}`)).body.code).toBe(403);
    const res = await call(backend, 'POST', `${FEE}/exportXls`, { token: lina.token, json: { project_key: PROJECT } });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.response.arrayBuffer());
    expect(book.worksheets[0]!.getSheetValues().flat().map(String)).toContain('上线差旅');
  });

  it('exports payment plans as a workbook', async () => {
    const res = await call(backend, 'POST', `${PAYMENT}/exportXls`, { token: lina.token, json: { project_key: PROJECT } });
    expect(res.status).toBe(200);
    expect(res.response.headers.get('content-type')).toContain('spreadsheetml');
  });
});

describe('demo data', () => {
  it('has an approved 150,000 plan partly paid, a small one waiting for finance, receipts and a settled finished project', async () => {
    const partly = (await get<Plan>(lina, `${PAYMENT}/detail/pp-demo-01`)).body.data!;
    expect([partly.status, Number(partly.amount), Number(partly.paid_amount), Number(partly.remaining_amount)]).toEqual(['APPROVED', 150000, 90000, 60000]);
    const pending = (await get<{ status: string; task_name: string | null }>(wang, `${PAYMENT}/approval/pp-demo-04`)).body.data!;
    expect(pending).toMatchObject({ status: 'RUNNING', task_name: '财务审批' });
    expect((await get<Plan>(lina, `${PAYMENT}/detail/pp-demo-04`)).body.data!.status).toBe('PROGRESS');
    const finished = (await get<BudgetPlans<Plan>>(lina, `${BUDGET}/payment`, { projectKey: 'prj-demo-03' })).body.data!;
    expect(finished.totals.remaining).toBe(0);
    const received = (await get<BudgetPlans>(lina, `${BUDGET}/receivable`, { projectKey: 'prj-demo-03' })).body.data!;
    expect(received.totals).toMatchObject({ planned: 120000, actual: 120000, remaining: 0, overdueCount: 0 });
  });
});
