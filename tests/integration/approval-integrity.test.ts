import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okrPaymentPlan, wfComment, wfCopy, wfInstance, wfTask } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import { call, createTestBackend, loginAs } from '../support/backend';
import { chain, workflowClient, type Answer, type Session } from '../support/workflow';

/**
 * An approval is a control nobody routes around (issue: approval integrity). A record is approved
 * only by the model its kind declares, routed by the record's values; nobody approves what they
 * started or own unless the model allows; only active staff take part; an added signer only signs.
 */

let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let admin: Session;
let lina: Session;
let zhangwei: Session;
let wangfang: Session;
let partner: Session;

const PROJECT = 'prj-demo-02';
const PAYMENT = '/api/eis/restful/payment';
const PRICING = '/api/eis/restful/pricing';
const db = () => backend.database.db;
const post = <T>(who: Session, path: string, json: unknown) => call<T>(backend, 'POST', path, { token: who.token, json });

beforeAll(async () => {
  backend = await createTestBackend();
  wf = workflowClient(backend);
  [admin, lina, zhangwei, wangfang] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina'), loginAs(backend, 'zhangwei'), loginAs(backend, 'wangfang')]);
  // A partner company's account placed in lina's department, active.
  const created = await post<{ user_key: string }>(admin, '/api/app/base/app/sys/user/addPartnerSysUser', {
    username: 'partner45', realname: '周合作', company_name: '鼎信财富', password: 'Partner2026', selecteddeparts: 'dep-sales-east', activate: true,
  });
  expect(created.body.code, created.body.msg).toBe(0);
  partner = await loginAs(backend, 'partner45', 'Partner2026');
  await wf.deploy(admin, chain('integrity_chain', [{ id: 'check', name: '主管审批', attrs: { assignee: zhangwei.userKey } }, { id: 'final', name: '复核', attrs: { assignee: admin.userKey } }]));
  await wf.deploy(admin, chain('integrity_pick', [{ id: 'pick', name: '自选审批', attrs: {}, properties: { approverKind: 'initiatorPick' } }]));
  await wf.deploy(admin, chain('integrity_depart', [{ id: 'dept', name: '部门审批', attrs: {}, properties: { approverKind: 'departments', approverValue: 'dep-sales-east' } }]));
});
afterAll(async () => {
  await backend?.database.close();
});

const instancesOf = (businessKey: string) => db().select().from(wfInstance).where(eq(wfInstance.business_key, businessKey));
const pendingOf = (instanceKey: string) => db().select({ node_id: wfTask.node_id, assignee: wfTask.assignee }).from(wfTask).where(and(eq(wfTask.instance_key, instanceKey), eq(wfTask.status, 'PENDING')));
const historyOf = async (instanceKey: string) => (await db().select({ action: wfComment.action, target: wfComment.target_user }).from(wfComment).where(eq(wfComment.instance_key, instanceKey)).orderBy(wfComment.seq));

async function newPlan(who: Session, amount: number): Promise<string> {
  const res = await post<{ payment_plan_key: string }>(who, `${PAYMENT}/save`, { purpose: '设备采购款', payee: '深圳云启科技有限公司', project_key: PROJECT, amount, planned_date: '2026-12-31' });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data!.payment_plan_key;
}

describe('a record is approved only by the model its kind declares, routed by its own values', () => {
  it('refuses a quote bound by hand to 法务审查: nothing starts, the quote stays a draft', async () => {
    const quote = await post<{ quote_key: string; status: string }>(zhangwei, `${PRICING}/save`, { quote_name: '法务绕行测试', project_key: PROJECT, valid_until: '2026-12-31' });
    expect(quote.body.code, quote.body.msg).toBe(0);
    const key = quote.body.data!.quote_key;
    const started = await wf.start(zhangwei, 'legal_review', { biz_type: 'quote', businessKey: key, formData: { contract_name: 'x', amount: 1 } });
    expect(started.body).toMatchObject({ code: 403, msg: '该业务记录只能通过其规定的审批流程审批，不能用“法务审查”审批' });
    expect(await instancesOf(key)).toEqual([]);
    expect((await call<{ status: string }>(backend, 'GET', `${PRICING}/detail/${key}`, { token: zhangwei.token })).body.data!.status).toBe('DRAFT');
  });

  it('routes a 900,000 payment by the plan’s amount whatever the caller sends: leader, finance, then the countersign', async () => {
    const key = await newPlan(lina, 900_000);
    const started = await wf.start(lina, 'payment_approval', { biz_type: 'payment', businessKey: key, formData: { payee: 'x', amount: 1, purpose: 'y' }, variables: { amount: 1 } });
    expect(started.body.code, started.body.msg).toBe(0);
    const instanceKey = started.body.data!.instance_key;
    expect(started.body.data!.tasks).toMatchObject([{ node_id: 'leader_approval', assignee: zhangwei.userKey }]);
    const [instance] = await db().select().from(wfInstance).where(eq(wfInstance.instance_key, instanceKey));
    expect(instance!.form_data).toMatchObject({ amount: 900000, payee: '深圳云启科技有限公司' });
    expect(instance!.variables).toMatchObject({ amount: 900000 });
    // Deciding it cannot change what routes it either.
    const leaderTask = started.body.data!.tasks[0]!.task_key;
    expect((await wf.confirm(zhangwei, leaderTask, { variables: { amount: 1 } })).body).toMatchObject({ code: 403, msg: '此申请的内容来自业务记录，审批时不能修改；请修改业务记录后重新提交' });
    expect((await wf.confirm(zhangwei, leaderTask, { formData: { amount: 1 } })).body.code).toBe(403);
    expect(await pendingOf(instanceKey)).toEqual([{ node_id: 'leader_approval', assignee: zhangwei.userKey }]);
    const finance = await wf.confirm(zhangwei, leaderTask, { comment: '同意' });
    expect(finance.body.data!.tasks.map((t) => t.node_id)).toEqual(['finance_approval']);
    const countersign = await wf.confirm(wangfang, finance.body.data!.tasks[0]!.task_key);
    expect(countersign.body.data!.tasks.map((t) => t.node_id)).toContain('countersign');
    const [plan] = await db().select({ status: okrPaymentPlan.status }).from(okrPaymentPlan).where(eq(okrPaymentPlan.payment_plan_key, key));
    expect(plan!.status).toBe('PROGRESS');
  });
});

describe('segregation of duties', () => {
  it('passes a step that would go to the record’s owner to the applicant’s leader, and says why', async () => {
    // wangfang (finance) enters the plan, lina submits it: the finance step would be wangfang's own.
    const key = await newPlan(wangfang, 50_000);
    // The submit dialog's preview already says so.
    const preview = await post<{ steps: { node_id: string; approvers: { key: string }[]; note: string | null }[] }>(lina, `${PAYMENT}/submitPreview`, { id: key });
    expect(preview.body.data!.steps.find((s) => s.node_id === 'finance_approval')).toMatchObject({ approvers: [{ key: zhangwei.userKey }] });
    const submitted = await post<{ instance_key: string }>(lina, `${PAYMENT}/submit`, { id: key });
    expect(submitted.body.code, submitted.body.msg).toBe(0);
    const instanceKey = submitted.body.data!.instance_key;
    expect(await pendingOf(instanceKey)).toEqual([{ node_id: 'finance_approval', assignee: zhangwei.userKey }]);
    expect(await historyOf(instanceKey)).toEqual([{ action: 'START', target: null }, { action: 'REASSIGN', target: zhangwei.userKey }]);
    // wangfang, though of the finance group the step names, is not offered it.
    expect((await wf.pending(wangfang)).body.data!.records.map((t) => t.instance_key)).not.toContain(instanceKey);
  });

  it('keeps the applicant from a step offered to her group, and administrators are not exempt', async () => {
    const own = await wf.start(zhangwei, 'integrity_depart');
    // Of 华东销售组 only lina is staff: the partner placed there is never an approver.
    expect(own.body.data!.tasks).toMatchObject([{ assignee: lina.userKey }]);
    const byAdmin = await wf.start(admin, 'integrity_chain');
    const check = byAdmin.body.data!.tasks[0]!.task_key;
    await wf.confirm(zhangwei, check);
    // The second step names the administrator, who started it: it goes to his leader instead.
    const [next] = await pendingOf(byAdmin.body.data!.instance_key);
    expect(next!.assignee).not.toBe(admin.userKey);
    expect(await historyOf(byAdmin.body.data!.instance_key)).toContainEqual({ action: 'REASSIGN', target: next!.assignee });
  });

  it('refuses handing a task over, delegating it or adding the applicant as a signer', async () => {
    const started = await wf.start(lina, 'integrity_chain');
    const task = started.body.data!.tasks[0]!.task_key;
    const interested = '李娜是本申请的申请人或业务记录负责人，不能处理任务“主管审批”';
    expect((await wf.turn(zhangwei, task, lina.userKey)).body).toMatchObject({ code: 403, msg: interested });
    expect((await post(zhangwei, paths.delegate, { taskId: task, delegateTo: lina.userKey, comment: '请核对' })).body).toMatchObject({ code: 403, msg: interested });
    expect((await post(zhangwei, paths.addSign, { taskId: task, users: [lina.userKey], position: 'AFTER' })).body).toMatchObject({ code: 403, msg: interested });
    expect(await pendingOf(started.body.data!.instance_key)).toEqual([{ node_id: 'check', assignee: zhangwei.userKey }]);
  });
});

describe('only staff take part', () => {
  it('refuses a partner named by hand in every call that names a participant, and changes nothing', async () => {
    const started = await wf.start(lina, 'integrity_chain');
    const instanceKey = started.body.data!.instance_key;
    const task = started.body.data!.tasks[0]!.task_key;
    const notStaff = '周合作 不是本公司员工账号，不能参与任务“主管审批”的审批';
    const calls = [
      () => wf.turn(zhangwei, task, partner.userKey),
      () => post(zhangwei, paths.delegate, { taskId: task, delegateTo: partner.userKey, comment: '请核对' }),
      () => post(zhangwei, paths.addSign, { taskId: task, users: [partner.userKey], position: 'BEFORE' }),
      () => post(zhangwei, paths.copy, { taskId: task, users: [partner.userKey] }),
      () => wf.confirm(zhangwei, task, { copyTo: [partner.userKey] }),
    ];
    for (const refused of calls) expect((await refused()).body).toMatchObject({ code: 403, msg: notStaff });
    expect(await pendingOf(instanceKey)).toEqual([{ node_id: 'check', assignee: zhangwei.userKey }]);
    expect((await historyOf(instanceKey)).map((h) => h.action)).toEqual(['START']);
    expect(await db().select().from(wfCopy).where(eq(wfCopy.instance_key, instanceKey))).toEqual([]);
    // Picked as an approver at the start, and starting a request of their own.
    const picked = await wf.start(lina, 'integrity_pick', { pickedApprovers: { pick: [partner.userKey] } });
    expect(picked.body).toMatchObject({ code: 403, msg: '周合作 不是本公司员工账号，不能参与任务“自选审批”的审批' });
    expect((await wf.start(partner, 'integrity_chain')).body).toMatchObject({ code: 403, msg: '合作伙伴账号不能发起或处理审批' });
  });
});

describe('an added signer only approves or rejects', () => {
  it('refuses a signer’s copy, delegation and hand-over', async () => {
    const started = await wf.start(lina, 'integrity_chain');
    const task = started.body.data!.tasks[0]!.task_key;
    expect((await post<Answer>(zhangwei, paths.addSign, { taskId: task, users: [wangfang.userKey], position: 'BEFORE' })).body.code).toBe(0);
    const [signer] = await db().select({ task_key: wfTask.task_key }).from(wfTask).where(eq(wfTask.parent_task_key, task));
    const signerOnly = '加签人只能同意或驳回，不能转办、委派、抄送或再加签';
    expect((await post(wangfang, paths.copy, { taskId: signer!.task_key, users: [admin.userKey] })).body).toMatchObject({ code: 403, msg: signerOnly });
    expect((await post(wangfang, paths.delegate, { taskId: signer!.task_key, delegateTo: admin.userKey, comment: 'x' })).body).toMatchObject({ code: 403, msg: signerOnly });
    expect((await wf.turn(wangfang, signer!.task_key, admin.userKey)).body).toMatchObject({ code: 403, msg: signerOnly });
    expect((await wf.confirm(wangfang, signer!.task_key, { comment: '同意' })).body.code).toBe(0);
  });
});
