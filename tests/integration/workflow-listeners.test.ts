// @database postgres: listeners within the action's transaction.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bizMessage, bizMessageAcceptor, wfInstance } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { registerWorkflowBinding, type BindingEvent } from '@/lib/backend/modules/workflow/store/binding';
import type { BuildProcess } from '@/lib/backend/modules/workflow/model/bpmn-builder';
import { createTestBackend, loginAs } from '../support/backend';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import { workflowClient, type Session } from '../support/workflow';

/**
 * Expression listeners through the engine's calls: a variable set on the way, a business message
 * to the initiator when a task is created, the bound record told a status when a branch is taken,
 * all in the action's transaction (a failing listener leaves nothing behind).
 */

let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let admin: Session;
let lina: Session;
let zhangwei: Session;
const events: BindingEvent[] = [];

const MODEL: BuildProcess = {
  id: 'listener_run', name: '监听器运行', nodes: [
    { id: 'start', type: 'startEvent', at: [0, 0] },
    {
      id: 'review', type: 'userTask', name: '主管审核', at: [1, 0], attrs: { assignee: 'usr-leader' },
      listeners: [
        { kind: 'task', event: 'create', expression: "${notify(initiator, '您的申请已交主管审核，金额 ' + amount)}" },
        { kind: 'execution', event: 'end', expression: "${setVariable('reviewed', true)}" },
      ],
    },
    { id: 'end', type: 'endEvent', at: [2, 0] },
  ],
  flows: [
    { id: 'f0', from: 'start', to: 'review' },
    { id: 'f1', from: 'review', to: 'end', listeners: [{ kind: 'execution', event: 'take', expression: "${setBusinessStatus('APPROVED')}" }] },
  ],
};

let listenerModelKey = '';

beforeAll(async () => {
  backend = await createTestBackend();
  wf = workflowClient(backend);
  [admin, lina, zhangwei] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina'), loginAs(backend, 'zhangwei')]);
  registerWorkflowBinding('listener-record', {
    get modelKey() {
      return listenerModelKey;
    },
    async canStart() {
      // The record's values route a bound request: the amount the listeners read comes from here.
      return { formData: { amount: 3000 }, owners: [] };
    },
    async onStatus(_tx, event) {
      events.push(event);
    },
  });
  listenerModelKey = (await wf.deploy(admin, MODEL)).model_key;
});
afterAll(async () => {
  await backend?.database.close();
});

const messagesOf = async (userKey: string) =>
  (await backend.database.db
    .select({ title: bizMessage.title, content: bizMessage.message_content })
    .from(bizMessageAcceptor)
    .innerJoin(bizMessage, eq(bizMessage.message_key, bizMessageAcceptor.message_key))
    .where(and(eq(bizMessageAcceptor.ref_key, userKey), eq(bizMessage.message_type, 'BUSINESS'))))
    .map((m) => m.content);

describe('listeners that run', () => {
  it('notify the initiator, set a variable and report a status to the bound record', async () => {
    // What the caller sends for a bound record is not what routes it.
    const started = await wf.start(lina, 'listener_run', { variables: { amount: 1 }, biz_type: 'listener-record', businessKey: 'REC-1' });
    expect(started.body.code, started.body.msg).toBe(0);
    expect(await messagesOf(lina.userKey)).toContain('您的申请已交主管审核，金额 3000');
    expect(events.map((e) => [e.businessKey, e.status])).toEqual([['REC-1', 'RUNNING']]);

    const done = await wf.confirm(zhangwei, started.body.data!.tasks[0]!.task_key);
    expect(done.body.data!.status).toBe('APPROVED');
    // The take listener reported APPROVED before the end reported it too.
    expect(events.map((e) => e.status)).toEqual(['RUNNING', 'APPROVED', 'APPROVED']);
    const [row] = await backend.database.db.select({ variables: wfInstance.variables }).from(wfInstance).where(eq(wfInstance.instance_key, started.body.data!.instance_key));
    expect(row!.variables).toMatchObject({ reviewed: true });
  });

  it('refuses the start, leaving nothing behind, when a listener reads a missing variable', async () => {
    const before = (await messagesOf(lina.userKey)).length;
    const refused = await wf.start(lina, 'listener_run', { variables: {} });
    expect(refused.body.code).not.toBe(0);
    expect(refused.body.msg).toBe('主管审核 的监听器 notify 使用了流程中没有的变量 amount，无法继续');
    expect((await messagesOf(lina.userKey)).length).toBe(before);
  });

  it('refuses a notify to a user who does not exist', async () => {
    await wf.deploy(admin, {
      ...MODEL, id: 'listener_nobody', nodes: MODEL.nodes.map((n) => (n.id === 'review' ? { ...n, listeners: [{ kind: 'task' as const, event: 'create', expression: "${notify('usr-nobody', 'x')}" }] } : n)),
    });
    const refused = await wf.start(lina, 'listener_nobody', { variables: { amount: 1 } });
    expect(refused.body.msg).toBe('主管审核 的监听器通知的用户 usr-nobody 不存在或已冻结');
  });

  it('run a task’s assignment listeners again when it is handed over, delegated and handed back', async () => {
    await wf.deploy(admin, {
      ...MODEL, id: 'listener_hands', nodes: MODEL.nodes.map((n) => (n.id === 'review' ? { ...n, listeners: [
        { kind: 'task' as const, event: 'assignment', expression: "${setVariable('holder', task.assignee)}" },
        { kind: 'task' as const, event: 'assignment', expression: "${notify(task.assignee, '审批任务已交给您：' + task.name)}" },
      ] } : n)),
    });
    const wangfang = await loginAs(backend, 'wangfang');
    const holder = async (key: string) => (await backend.database.db.select({ variables: wfInstance.variables }).from(wfInstance).where(eq(wfInstance.instance_key, key)))[0]!.variables.holder;
    const started = await wf.start(lina, 'listener_hands', { variables: { amount: 1 } });
    const key = started.body.data!.instance_key;
    const taskId = started.body.data!.tasks[0]!.task_key;
    expect(await holder(key)).toBe('usr-leader');
    const before = (await messagesOf('usr-finance')).length;

    expect((await wf.turn(zhangwei, taskId, 'usr-finance')).body.code).toBe(0);
    expect(await holder(key)).toBe('usr-finance');
    expect((await messagesOf('usr-finance')).slice(before)).toContain('审批任务已交给您：主管审核');

    // Not to the applicant herself (segregation of duties): to the administrator.
    expect((await wf.post(wangfang, paths.delegate, { taskId, delegateTo: 'usr-sales', comment: '请核对' })).body.code).toBe(403);
    expect((await wf.post(wangfang, paths.delegate, { taskId, delegateTo: 'usr-admin', comment: '请核对' })).body.code).toBe(0);
    expect(await holder(key)).toBe('usr-admin');
    expect((await wf.post(admin, paths.resolve, { taskId, comment: '已核对' })).body.code).toBe(0);
    expect(await holder(key)).toBe('usr-finance');
  });
});
