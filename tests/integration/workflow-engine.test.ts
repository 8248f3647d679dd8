import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bizMessage, bizMessageAcceptor, wfComment, wfInstance, wfTask } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { registerWorkflowBinding, type BindingEvent } from '@/lib/backend/modules/workflow/store/binding';
import type { BuildProcess } from '@/lib/backend/modules/workflow/model/bpmn-builder';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import { createTestBackend, loginAs } from '../support/backend';
import { chain, workflowClient, type Session } from '../support/workflow';

/**
 * The engine's behaviour through its calls: gateways, parallel
 * paths, countersign and or-sign, reject, return, hand-over, cancel, history, highlights, business
 * messages, forms and the business binding.
 */

let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let admin: Session;
let lina: Session; // 华东销售组, staff; department leader found above: 张伟
let wangfang: Session; // 财务部, finance role
let zhangwei: Session; // leader

beforeAll(async () => {
  backend = await createTestBackend();
  wf = workflowClient(backend);
  [admin, lina, wangfang, zhangwei] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina'), loginAs(backend, 'wangfang'), loginAs(backend, 'zhangwei')]);
});
afterAll(async () => {
  await backend?.database.close();
});

const db = () => backend.database.db;

async function unreadTitles(userKey: string): Promise<string[]> {
  const rows = await db()
    .select({ title: bizMessage.title })
    .from(bizMessageAcceptor)
    .innerJoin(bizMessage, eq(bizMessage.message_key, bizMessageAcceptor.message_key))
    .where(and(eq(bizMessageAcceptor.ref_key, userKey), eq(bizMessageAcceptor.read_status, 'UNREAD'), eq(bizMessage.message_type, 'BUSINESS')));
  return rows.map((r) => r.title ?? '');
}

const projectForm = (amount: number) => ({ formData: { project_name: `项目${amount}`, amount, reason: '业务拓展' } });

describe('exclusive gateway on an amount threshold (立项审批)', () => {
  it('sends a large budget on to a leader after finance', async () => {
    const started = await wf.start(lina, 'project_initiation', projectForm(800000));
    expect(started.body.code).toBe(0);
    const review = started.body.data!.tasks;
    expect(review.map((t) => [t.task_name, t.assignee])).toEqual([['财务审核', null]]);
    const wangPending = await wf.pending(wangfang, { processDefinitionKey: 'project_initiation' });
    expect(wangPending.body.data!.records.map((r) => r.task_key)).toContain(review[0]!.task_key);
    expect((await wf.pending(lina)).body.data!.records.map((r) => r.task_key)).not.toContain(review[0]!.task_key);

    const afterFinance = await wf.confirm(wangfang, review[0]!.task_key, { comment: '预算合理' });
    expect(afterFinance.body.data!.status).toBe('RUNNING');
    expect(afterFinance.body.data!.tasks.map((t) => t.task_name)).toEqual(['领导审批']);
    const done = await wf.confirm(zhangwei, afterFinance.body.data!.tasks[0]!.task_key);
    expect(done.body.data!.status).toBe('APPROVED');
    expect(await unreadTitles(lina.userKey)).toContain('审批通过：立项审批');
  });

  it('ends a small budget after finance, taking the default flow', async () => {
    const started = await wf.start(lina, 'project_initiation', projectForm(300000));
    const done = await wf.confirm(wangfang, started.body.data!.tasks[0]!.task_key);
    expect(done.body.data!.status).toBe('APPROVED');
    const lights = await wf.highlight(lina, started.body.data!.instance_key);
    expect(lights.body.data!.finished_flows).toContain('flow_small');
    expect(lights.body.data!.finished_flows).not.toContain('flow_large');
    expect(lights.body.data!.finished_nodes).toEqual(expect.arrayContaining(['start', 'finance_review', 'budget_gateway', 'end']));
    expect(lights.body.data!.active_nodes).toEqual([]);
  });

  it('evaluates and/or and arithmetic over the variables', async () => {
    const model: BuildProcess = {
      id: 'arith_gateway', name: '表达式', nodes: [
        { id: 'start', type: 'startEvent', at: [0, 0] },
        { id: 'gw', type: 'exclusiveGateway', at: [1, 0], defaultFlow: 'f_other' },
        { id: 'big_a', type: 'userTask', name: 'A类大额', at: [2, 0], attrs: { assignee: 'usr-leader' } },
        { id: 'other', type: 'userTask', name: '其他', at: [2, 1], attrs: { assignee: 'usr-finance' } },
        { id: 'end', type: 'endEvent', at: [3, 0] },
      ],
      flows: [
        { id: 'f0', from: 'start', to: 'gw' },
        { id: 'f_big', from: 'gw', to: 'big_a', condition: "${price * quantity > 10000 && (type == 'A' or vip)}" },
        { id: 'f_other', from: 'gw', to: 'other' },
        { id: 'f1', from: 'big_a', to: 'end' }, { id: 'f2', from: 'other', to: 'end' },
      ],
    };
    await wf.deploy(admin, model);
    const big = await wf.start(lina, 'arith_gateway', { variables: { price: 600, quantity: 20, type: 'A', vip: false } });
    expect(big.body.data!.tasks[0]!.task_name).toBe('A类大额');
    const vip = await wf.start(lina, 'arith_gateway', { variables: { price: 600, quantity: 20, type: 'B', vip: true } });
    expect(vip.body.data!.tasks[0]!.task_name).toBe('A类大额');
    const small = await wf.start(lina, 'arith_gateway', { variables: { price: 600, quantity: 2, type: 'A', vip: true } });
    expect(small.body.data!.tasks[0]!.task_name).toBe('其他');
  });
});

describe('parallel gateway', () => {
  it('forks into both branches and joins only when both are done', async () => {
    await wf.deploy(admin, {
      id: 'parallel_review', name: '并行审核', nodes: [
        { id: 'start', type: 'startEvent', at: [0, 0] },
        { id: 'fork', type: 'parallelGateway', at: [1, 0] },
        { id: 'legal', type: 'userTask', name: '法务审核', at: [2, 0], attrs: { assignee: 'usr-leader' } },
        { id: 'money', type: 'userTask', name: '财务审核', at: [2, 1], attrs: { assignee: 'usr-finance' } },
        { id: 'join', type: 'parallelGateway', at: [3, 0] },
        { id: 'final', type: 'userTask', name: '总结', at: [4, 0], attrs: { assignee: '${initiator}' } },
        { id: 'end', type: 'endEvent', at: [5, 0] },
      ],
      flows: [
        { id: 'f0', from: 'start', to: 'fork' }, { id: 'f1', from: 'fork', to: 'legal' }, { id: 'f2', from: 'fork', to: 'money' },
        { id: 'f3', from: 'legal', to: 'join' }, { id: 'f4', from: 'money', to: 'join' }, { id: 'f5', from: 'join', to: 'final' }, { id: 'f6', from: 'final', to: 'end' },
      ],
    });
    const started = await wf.start(lina, 'parallel_review');
    const tasks = started.body.data!.tasks;
    expect(tasks.map((t) => t.task_name).sort()).toEqual(['法务审核', '财务审核']);
    const legal = tasks.find((t) => t.task_name === '法务审核')!;
    const money = tasks.find((t) => t.task_name === '财务审核')!;
    const half = await wf.confirm(zhangwei, legal.task_key);
    expect(half.body.data!.tasks.map((t) => t.task_name)).toEqual(['财务审核']);
    const joined = await wf.confirm(wangfang, money.task_key);
    // A step for the applicant herself goes to her leader: nobody approves their own request by default.
    expect(joined.body.data!.tasks.map((t) => [t.task_name, t.assignee])).toEqual([['总结', zhangwei.userKey]]);
    const lights = await wf.highlight(lina, started.body.data!.instance_key);
    expect(lights.body.data!.active_nodes).toEqual(['final']);
    expect(lights.body.data!.finished_nodes).toEqual(expect.arrayContaining(['fork', 'legal', 'money', 'join']));
    expect((await wf.confirm(zhangwei, joined.body.data!.tasks[0]!.task_key)).body.data!.status).toBe('APPROVED');
  });
});

describe('multi-instance tasks', () => {
  it('countersign (合同会签) needs both roles to approve', async () => {
    const started = await wf.start(lina, 'contract_approval', { formData: { contract_name: '年度服务合同', amount: 120000 } });
    expect(started.body.data!.tasks).toHaveLength(2);
    const leaderTask = (await wf.pending(zhangwei, { processDefinitionKey: 'contract_approval' })).body.data!.records[0]!;
    const financeTask = (await wf.pending(wangfang, { processDefinitionKey: 'contract_approval' })).body.data!.records[0]!;
    expect(leaderTask.task_key).not.toBe(financeTask.task_key);
    const first = await wf.confirm(zhangwei, leaderTask.task_key);
    expect(first.body.data!.status).toBe('RUNNING');
    expect(first.body.data!.tasks.map((t) => t.task_key)).toEqual([financeTask.task_key]);
    // The leader is no candidate of the finance instance.
    expect((await wf.confirm(zhangwei, financeTask.task_key)).body.code).toBe(403);
    const second = await wf.confirm(wangfang, financeTask.task_key);
    expect(second.body.data!.status).toBe('APPROVED');
  });

  it('or-sign is closed by the first approval; the other instance is canceled', async () => {
    await wf.deploy(admin, {
      id: 'or_sign', name: '或签', nodes: [
        { id: 'start', type: 'startEvent', at: [0, 0] },
        { id: 'sign', type: 'userTask', name: '或签审批', at: [1, 0], attrs: { assignee: '${approver}' }, multi: { collection: '${approvers}', elementVariable: 'approver', completionCondition: '${nrOfCompletedInstances >= 1}' } },
        { id: 'end', type: 'endEvent', at: [2, 0] },
      ],
      flows: [{ id: 'f0', from: 'start', to: 'sign' }, { id: 'f1', from: 'sign', to: 'end' }],
    });
    const started = await wf.start(lina, 'or_sign', { variables: { approvers: ['usr-leader', 'usr-finance'] } });
    expect(started.body.data!.tasks.map((t) => t.assignee).sort()).toEqual(['usr-finance', 'usr-leader']);
    const mine = started.body.data!.tasks.find((t) => t.assignee === 'usr-finance')!;
    const other = started.body.data!.tasks.find((t) => t.assignee === 'usr-leader')!;
    expect((await wf.confirm(wangfang, mine.task_key)).body.data!.status).toBe('APPROVED');
    const [closed] = await db().select({ status: wfTask.status }).from(wfTask).where(eq(wfTask.task_key, other.task_key));
    expect(closed!.status).toBe('CANCELED');
    expect((await wf.confirm(zhangwei, other.task_key)).body.code).toBe(409);
  });

  it('sequential multi-instance hands the task on one after the other', async () => {
    await wf.deploy(admin, {
      id: 'sequential_sign', name: '依次审批', nodes: [
        { id: 'start', type: 'startEvent', at: [0, 0] },
        { id: 'sign', type: 'userTask', name: '依次审批', at: [1, 0], attrs: { assignee: '${approver}' }, multi: { sequential: true, collection: 'usr-leader,usr-finance', elementVariable: 'approver' } },
        { id: 'end', type: 'endEvent', at: [2, 0] },
      ],
      flows: [{ id: 'f0', from: 'start', to: 'sign' }, { id: 'f1', from: 'sign', to: 'end' }],
    });
    const started = await wf.start(lina, 'sequential_sign');
    expect(started.body.data!.tasks.map((t) => t.assignee)).toEqual(['usr-leader']);
    const next = await wf.confirm(zhangwei, started.body.data!.tasks[0]!.task_key);
    expect(next.body.data!.tasks.map((t) => t.assignee)).toEqual(['usr-finance']);
    expect((await wf.confirm(wangfang, next.body.data!.tasks[0]!.task_key)).body.data!.status).toBe('APPROVED');
  });
});

// Above 100,000 yuan, so the payment approval's exclusive gateway sends it to the leader first.
const paymentForm = { formData: { payee: '某某供应商', amount: 150000, purpose: '采购办公设备' } };

describe('reject, return and cancel', () => {
  it('a reject ends the process as rejected and tells the initiator', async () => {
    const started = await wf.start(lina, 'payment_approval', paymentForm);
    const task = started.body.data!.tasks[0]!;
    expect(task.assignee).toBe('usr-leader');
    const rejected = await wf.reject(zhangwei, task.task_key, { comment: '预算不足' });
    expect(rejected.body.code).toBe(0);
    expect(rejected.body.data!.status).toBe('REJECTED');
    expect(await unreadTitles(lina.userKey)).toContain('审批驳回：付款审批');
    const lights = await wf.highlight(lina, started.body.data!.instance_key);
    expect(lights.body.data!.rejected_nodes).toEqual(['leader_approval']);
    const history = await wf.comments(lina, started.body.data!.instance_key);
    expect(history.body.data!.map((c) => [c.action, c.user_key, c.comment])).toEqual([['START', lina.userKey, null], ['REJECT', 'usr-leader', '预算不足']]);
  });

  it('returns to the previous task, given back to whoever approved it', async () => {
    const started = await wf.start(lina, 'payment_approval', paymentForm);
    const toFinance = await wf.confirm(zhangwei, started.body.data!.tasks[0]!.task_key, { comment: '同意' });
    const financeTask = toFinance.body.data!.tasks[0]!;
    expect(financeTask.task_name).toBe('财务审批');
    const back = await wf.reject(wangfang, financeTask.task_key, { rejectTo: 'previous', comment: '请补充发票' });
    expect(back.body.data!.status).toBe('RUNNING');
    expect(back.body.data!.tasks.map((t) => [t.node_id, t.assignee])).toEqual([['leader_approval', 'usr-leader']]);
    const history = await wf.comments(zhangwei, started.body.data!.instance_key);
    expect(history.body.data!.map((c) => c.action)).toEqual(['START', 'APPROVE', 'RETURN']);
  });

  it('returns to the initiator, who resubmits with corrected form data', async () => {
    const started = await wf.start(lina, 'payment_approval', paymentForm);
    const back = await wf.reject(zhangwei, started.body.data!.tasks[0]!.task_key, { rejectTo: 'initiator', comment: '金额有误' });
    const resubmit = back.body.data!.tasks[0]!;
    expect([resubmit.node_id, resubmit.assignee]).toEqual(['start', lina.userKey]);
    const again = await wf.confirm(lina, resubmit.task_key, { formData: { payee: '某某供应商', amount: 148000 } });
    expect(again.body.data!.tasks.map((t) => t.node_id)).toEqual(['leader_approval']);
    const detail = await wf.post<{ form_data: Record<string, unknown> }>(lina, paths.formDetail, { processInstanceId: started.body.data!.instance_key });
    expect(detail.body.data!.form_data.amount).toBe(148000);
  });

  it('refuses a return the model does not allow', async () => {
    const started = await wf.start(lina, 'payment_approval', paymentForm);
    const refused = await wf.reject(zhangwei, started.body.data!.tasks[0]!.task_key, { rejectTo: 'previous' });
    expect(refused.body.code).toBe(400);
    const [task] = await db().select({ status: wfTask.status }).from(wfTask).where(eq(wfTask.task_key, started.body.data!.tasks[0]!.task_key));
    expect(task!.status).toBe('PENDING');
  });

  it('cancel by the initiator ends a running process; anyone else is refused', async () => {
    const started = await wf.start(lina, 'payment_approval', paymentForm);
    const id = started.body.data!.instance_key;
    expect((await wf.cancel(zhangwei, id)).body.code).toBe(403);
    const canceled = await wf.cancel(lina, id);
    expect(canceled.body.data!.status).toBe('CANCELED');
    expect(canceled.body.data!.tasks).toEqual([]);
    expect((await wf.cancel(lina, id)).body.code).toBe(409);
    expect((await wf.confirm(zhangwei, started.body.data!.tasks[0]!.task_key)).body.code).toBe(409);
    const mine = await wf.myProcesses(lina, { status: 'CANCELED' });
    expect(mine.body.data!.records.map((r) => r.instance_key)).toContain(id);
  });
});

describe('hand-over (Turn)', () => {
  it('moves the task to the receiver, keeps the owner, and lists it for both sides', async () => {
    const started = await wf.start(lina, 'payment_approval', paymentForm);
    const task = started.body.data!.tasks[0]!;
    expect((await wf.turn(wangfang, task.task_key, admin.userKey)).body.code).toBe(403);
    expect((await wf.post(zhangwei, paths.turn, { taskId: task.task_key, employeeKey: lina.userKey, turnToEemployeeKey: admin.userKey })).body.code).toBe(403);
    expect((await wf.turn(zhangwei, task.task_key, zhangwei.userKey)).body.code).toBe(400);
    const turned = await wf.turn(zhangwei, task.task_key, admin.userKey, '出差期间请代审');
    expect(turned.body.code).toBe(0);
    const given = await wf.myTransfer(zhangwei);
    expect(given.body.data!.records.find((r) => r.task_key === task.task_key)).toMatchObject({ to_user: admin.userKey, message: '出差期间请代审', owner: 'usr-leader', assignee: admin.userKey });
    const received = await wf.transferToMe(admin);
    expect(received.body.data!.records.map((r) => r.task_key)).toContain(task.task_key);
    expect((await wf.transferToMe(zhangwei)).body.data!.records.map((r) => r.task_key)).not.toContain(task.task_key);
    expect((await wf.confirm(zhangwei, task.task_key)).body.code).toBe(403);
    expect(await unreadTitles(admin.userKey)).toContain('转办：付款审批');
    expect((await wf.confirm(admin, task.task_key)).body.code).toBe(0);
    const history = await wf.comments(zhangwei, started.body.data!.instance_key);
    expect(history.body.data!.find((c) => c.action === 'TURN')).toMatchObject({ user_key: 'usr-leader', target_user: admin.userKey });
  });
});

describe('history, highlights and who may read them', () => {
  it('records every action with who, when and comment; outsiders read nothing', async () => {
    const started = await wf.start(lina, 'project_initiation', projectForm(900000));
    const id = started.body.data!.instance_key;
    const next = await wf.confirm(wangfang, started.body.data!.tasks[0]!.task_key, { comment: '财务已核' });
    await wf.confirm(zhangwei, next.body.data!.tasks[0]!.task_key, { comment: '同意立项' });
    const history = await wf.comments(admin, id);
    expect(history.body.data!.map((c) => [c.action, c.user_key, c.comment])).toEqual([
      ['START', lina.userKey, null],
      ['APPROVE', 'usr-finance', '财务已核'],
      ['APPROVE', 'usr-leader', '同意立项'],
      ['END', null, null],
    ]);
    const outsider = await loginAs(backend, 'zhangwei');
    expect((await wf.comments(outsider, id)).body.code).toBe(0);
    const payment = await wf.start(wangfang, 'payment_approval', paymentForm);
    expect((await wf.comments(lina, payment.body.data!.instance_key)).body.code).toBe(403);
    expect((await wf.highlight(lina, payment.body.data!.instance_key)).body.code).toBe(403);
    expect((await wf.post(lina, paths.formDetail, { processInstanceId: payment.body.data!.instance_key })).body.code).toBe(403);
  });
});

describe('messages and reminders', () => {
  it('gives the assignee of a new task an unread business message linking to it', async () => {
    const started = await wf.start(lina, 'payment_approval', paymentForm);
    const task = started.body.data!.tasks[0]!;
    const [message] = await db()
      .select({ title: bizMessage.title, link: bizMessage.biz_link, status: bizMessageAcceptor.read_status })
      .from(bizMessage)
      .innerJoin(bizMessageAcceptor, eq(bizMessageAcceptor.message_key, bizMessage.message_key))
      .where(and(eq(bizMessage.biz_link, `/home/workbench/pending?taskId=${task.task_key}`), eq(bizMessageAcceptor.ref_key, 'usr-leader')));
    expect(message).toMatchObject({ title: '待审批：付款审批 · 李娜', status: 'UNREAD' });
  });

  it('reminds the approvers of tasks past their due date, once', async () => {
    await wf.deploy(admin, chain('overdue_chain', [{ id: 'a', name: '逾期任务', attrs: { assignee: 'usr-finance', dueDate: '${deadline}' } }]));
    await wf.start(lina, 'overdue_chain', { variables: { deadline: '2020-01-01T00:00:00Z' } });
    await wf.start(lina, 'overdue_chain', { variables: { deadline: '2999-01-01T00:00:00Z' } });
    const before = (await unreadTitles('usr-finance')).filter((t) => t === '催办：逾期任务').length;
    const reminded = await wf.post<{ reminded: number }>(lina, paths.remindOverdue, {});
    expect(reminded.body.data!.reminded).toBe(1);
    expect((await unreadTitles('usr-finance')).filter((t) => t === '催办：逾期任务').length).toBe(before + 1);
    expect((await wf.post<{ reminded: number }>(lina, paths.remindOverdue, {})).body.data!.reminded).toBe(0);
    expect((await wf.post<{ reminded: number }>(zhangwei, paths.remindOverdue, {})).body.data!.reminded).toBe(0);
  });
});

describe('forms', () => {
  it('answers the start form of a process and the form of a task', async () => {
    const start = await wf.post<{ fields: { id: string; label: string; type: string; constraints: { name: string }[] }[] }>(lina, paths.formFields, { processDefinitionKey: 'project_initiation' });
    expect(start.body.data!.fields.map((f) => [f.id, f.type])).toEqual([['project_name', 'string'], ['amount', 'long'], ['reason', 'string']]);
    expect(start.body.data!.fields[1]!.constraints.map((c) => c.name)).toEqual(['required']);
    const task = await wf.post<{ node_id: string; fields: unknown[] }>(lina, paths.formFields, { processDefinitionKey: 'project_initiation', taskDefinitionKey: 'finance_review' });
    expect(task.body.data!.node_id).toBe('finance_review');
    expect((await wf.post(lina, paths.formFields, { processDefinitionKey: 'project_initiation', taskDefinitionKey: 'budget_gateway' })).body.code).toBe(404);
  });

  it('checks the submitted start form: required fields, numbers', async () => {
    const missing = await wf.start(lina, 'project_initiation', { formData: { amount: 100 } });
    expect(missing.body.code).toBe(400);
    expect(missing.body.msg).toContain('项目名称');
    const notNumber = await wf.start(lina, 'project_initiation', { formData: { project_name: 'x', amount: '很多' } });
    expect(notNumber.body.code).toBe(400);
    const ok = await wf.start(lina, 'project_initiation', { formData: { project_name: 'x', amount: '1200' } });
    const detail = await wf.post<{ form_data: Record<string, unknown>; fields: unknown[] }>(wangfang, paths.formDetail, { processInstanceId: ok.body.data!.instance_key });
    expect(detail.body.data!.form_data).toMatchObject({ project_name: 'x', amount: 1200 });
  });
});

describe('failure mid-action', () => {
  it('leaves the previous state intact when the next step cannot be taken', async () => {
    await wf.deploy(admin, {
      id: 'dead_end_gateway', name: '无出口', nodes: [
        { id: 'start', type: 'startEvent', at: [0, 0] },
        { id: 'a', type: 'userTask', name: '第一步', at: [1, 0], attrs: { assignee: 'usr-leader' } },
        { id: 'gw', type: 'exclusiveGateway', name: '金额判断', at: [2, 0] },
        { id: 'b', type: 'userTask', name: '大额', at: [3, 0], attrs: { assignee: 'usr-finance' } },
        { id: 'end', type: 'endEvent', at: [4, 0] },
      ],
      flows: [
        { id: 'f0', from: 'start', to: 'a' }, { id: 'f1', from: 'a', to: 'gw' },
        { id: 'f2', from: 'gw', to: 'b', condition: '${amount > 100}' }, { id: 'f3', from: 'b', to: 'end' },
      ],
    });
    const started = await wf.start(lina, 'dead_end_gateway', { variables: { amount: 50 } });
    const id = started.body.data!.instance_key;
    const [before] = await db().select().from(wfInstance).where(eq(wfInstance.instance_key, id));
    const failed = await wf.confirm(zhangwei, started.body.data!.tasks[0]!.task_key, { comment: '试试' });
    expect(failed.body.code).toBe(400);
    expect(failed.body.msg).toContain('金额判断');
    const [after] = await db().select().from(wfInstance).where(eq(wfInstance.instance_key, id));
    expect(after).toEqual(before);
    const [task] = await db().select({ status: wfTask.status, comment: wfTask.comment }).from(wfTask).where(eq(wfTask.task_key, started.body.data!.tasks[0]!.task_key));
    expect(task).toEqual({ status: 'PENDING', comment: null });
    expect((await db().select().from(wfComment).where(eq(wfComment.instance_key, id))).map((c) => c.action)).toEqual(['START']);
    // With the variable corrected the same action succeeds.
    expect((await wf.confirm(zhangwei, started.body.data!.tasks[0]!.task_key, { variables: { amount: 500 } })).body.data!.tasks[0]!.task_name).toBe('大额');
  });
});

describe('business binding', () => {
  const events: BindingEvent[] = [];
  beforeAll(() => {
    registerWorkflowBinding('test-record', {
      modelKey: 'wf-model-payment-approval',
      async canStart(_tx, _auth, businessKey) {
        if (businessKey === 'missing') throw new Error('no such record');
        return { formData: paymentForm.formData, owners: [] };
      },
      async onStatus(_tx, event) {
        events.push(event);
      },
    });
  });

  it('reports RUNNING at start and the outcome at the end to the bound record', async () => {
    const started = await wf.start(lina, 'payment_approval', { ...paymentForm, biz_type: 'test-record', businessKey: 'PAY-001' });
    expect(events.map((e) => [e.businessKey, e.status])).toEqual([['PAY-001', 'RUNNING']]);
    const next = await wf.confirm(zhangwei, started.body.data!.tasks[0]!.task_key);
    await wf.confirm(wangfang, next.body.data!.tasks[0]!.task_key);
    expect(events.map((e) => [e.businessKey, e.status])).toEqual([['PAY-001', 'RUNNING'], ['PAY-001', 'APPROVED']]);
    const rejected = await wf.start(lina, 'payment_approval', { ...paymentForm, biz_type: 'test-record', businessKey: 'PAY-002' });
    await wf.reject(zhangwei, rejected.body.data!.tasks[0]!.task_key);
    expect(events.at(-1)).toMatchObject({ businessKey: 'PAY-002', status: 'REJECTED', actorKey: 'usr-leader' });
  });

  it('refuses an unknown business type and a business type without key', async () => {
    expect((await wf.start(lina, 'payment_approval', { ...paymentForm, biz_type: 'nothing', businessKey: 'X' })).body.code).toBe(400);
    expect((await wf.start(lina, 'payment_approval', { ...paymentForm, biz_type: 'test-record' })).body.code).toBe(400);
  });
});
