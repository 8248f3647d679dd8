// @database postgres: concurrent actions on a delegated task.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bizMessage, bizMessageAcceptor, wfTask } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import { createTestBackend, loginAs } from '../support/backend';
import { workflowClient, type Answer, type Session } from '../support/workflow';

/**
 * Delegation (委派): the holder of a task has a colleague work on it; the delegate can only hand it
 * back (完成委派), and the holder still approves or rejects it. Unlike a hand-over, the task stays
 * the holder's. Concurrent actions on a delegated task are served one after the other.
 */

let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let lina: Session; // applicant
let zhangwei: Session; // lina's department leader: holds the payment's first task
let wangfang: Session; // the delegate
let admin: Session;

beforeAll(async () => {
  backend = await createTestBackend();
  wf = workflowClient(backend);
  [lina, zhangwei, wangfang, admin] = await Promise.all([loginAs(backend, 'lina'), loginAs(backend, 'zhangwei'), loginAs(backend, 'wangfang'), loginAs(backend, 'admin')]);
});
afterAll(async () => {
  await backend?.database.close();
});

const db = () => backend.database.db;
const paymentForm = { formData: { payee: '某某供应商', amount: 150000, purpose: '采购办公设备' } };
const delegate = (who: Session, taskId: string, to: string, comment?: string) => wf.post<Answer>(who, paths.delegate, { taskId, delegateTo: to, comment });
const resolve = (who: Session, taskId: string, comment = '已核对合同与发票') => wf.post<Answer>(who, paths.resolve, { taskId, comment });

async function taskRow(taskKey: string) {
  const [row] = await db().select().from(wfTask).where(eq(wfTask.task_key, taskKey));
  return row!;
}

async function messageTitles(userKey: string): Promise<string[]> {
  const rows = await db()
    .select({ title: bizMessage.title })
    .from(bizMessageAcceptor)
    .innerJoin(bizMessage, eq(bizMessage.message_key, bizMessageAcceptor.message_key))
    .where(and(eq(bizMessageAcceptor.ref_key, userKey), eq(bizMessage.message_type, 'BUSINESS')));
  return rows.map((r) => r.title ?? '');
}

async function delegatedPayment() {
  const started = await wf.start(lina, 'payment_approval', paymentForm);
  const task = started.body.data!.tasks[0]!;
  expect(task.assignee).toBe(zhangwei.userKey);
  const delegated = await delegate(zhangwei, task.task_key, wangfang.userKey, '请核对付款依据');
  expect(delegated.body.code).toBe(0);
  return { instanceKey: started.body.data!.instance_key, taskKey: task.task_key };
}

describe('delegate and resolve', () => {
  it('leaves the request readable to its holder while the delegate has the task', async () => {
    // 张伟 is the task's only assignee: once it is lent out, only the delegation links him to it.
    const { instanceKey, taskKey } = await delegatedPayment();
    const detail = await wf.post<{ task: { delegation: string; delegator: string; can_act: boolean } }>(zhangwei, paths.formFields, { taskId: taskKey });
    expect(detail.body.code).toBe(0);
    expect(detail.body.data!.task).toMatchObject({ delegation: 'PENDING', delegator: zhangwei.userKey, can_act: false });
    expect((await wf.post(zhangwei, paths.formDetail, { processInstanceId: instanceKey })).body.code).toBe(0);
  });

  it('puts the task in the delegate’s pending list, who may only hand it back; the holder then decides', async () => {
    const { instanceKey, taskKey } = await delegatedPayment();
    expect(await taskRow(taskKey)).toMatchObject({ assignee: wangfang.userKey, delegator: zhangwei.userKey, delegation: 'PENDING', status: 'PENDING' });
    expect((await wf.pending(wangfang)).body.data!.records.map((r) => r.task_key)).toContain(taskKey);
    expect((await wf.pending(zhangwei)).body.data!.records.map((r) => r.task_key)).not.toContain(taskKey);
    expect(await messageTitles(wangfang.userKey)).toContain('委派：部门负责人审批');

    // The delegate neither decides nor passes it on; the holder waits for it.
    const delegateApproves = await wf.confirm(wangfang, taskKey);
    expect(delegateApproves.body.code).toBe(403);
    expect(delegateApproves.body.msg).toContain('完成委派');
    expect((await wf.reject(wangfang, taskKey, { comment: '不同意' })).body.code).toBe(403);
    expect((await wf.turn(wangfang, taskKey, admin.userKey)).body.code).toBe(403);
    expect((await delegate(wangfang, taskKey, admin.userKey)).body.code).toBe(403);
    const holderApproves = await wf.confirm(zhangwei, taskKey);
    expect(holderApproves.body.code).toBe(409);
    expect(holderApproves.body.msg).toContain('已委派给他人');
    expect((await resolve(zhangwei, taskKey)).body.code).toBe(403);
    expect((await resolve(wangfang, taskKey, '  ')).body.code).toBe(400);
    expect(await taskRow(taskKey)).toMatchObject({ assignee: wangfang.userKey, delegation: 'PENDING', status: 'PENDING' });

    const resolved = await resolve(wangfang, taskKey, '付款依据齐全');
    expect(resolved.body.code).toBe(0);
    expect(await taskRow(taskKey)).toMatchObject({ assignee: zhangwei.userKey, delegation: 'RESOLVED', status: 'PENDING' });
    expect(await messageTitles(zhangwei.userKey)).toContain('委派已完成：部门负责人审批');
    expect((await resolve(wangfang, taskKey)).body.code).toBe(409);
    expect((await wf.confirm(wangfang, taskKey)).body.code).toBe(403);

    const approved = await wf.confirm(zhangwei, taskKey, { comment: '同意付款' });
    expect(approved.body.code).toBe(0);
    expect(approved.body.data!.tasks.map((t) => t.task_name)).toEqual(['财务审批']);
    expect(await taskRow(taskKey)).toMatchObject({ status: 'APPROVED', handled_by: zhangwei.userKey });

    const history = await wf.comments(lina, instanceKey);
    expect(history.body.data!.map((c) => [c.action, c.user_key, c.target_user, c.comment])).toEqual([
      ['START', lina.userKey, null, null],
      ['DELEGATE', zhangwei.userKey, wangfang.userKey, '请核对付款依据'],
      ['RESOLVE', wangfang.userKey, zhangwei.userKey, '付款依据齐全'],
      ['APPROVE', zhangwei.userKey, null, '同意付款'],
    ]);
  });

  it('names in the history the people a delegation went to and came back to', async () => {
    const { instanceKey, taskKey } = await delegatedPayment();
    expect((await resolve(wangfang, taskKey, '付款依据齐全')).body.code).toBe(0);
    const history = (await wf.comments(wangfang, instanceKey)).body.data!;
    expect(history.map((c) => [c.action, c.target_user, c.target_user_name])).toEqual([
      ['START', null, null],
      ['DELEGATE', wangfang.userKey, '王芳'],
      ['RESOLVE', zhangwei.userKey, '张伟'],
    ]);
  });

  it('lists the handed-back task in the delegate’s 我已处理, at the time she handed it back, and keeps it there after the holder decides', async () => {
    const { taskKey } = await delegatedPayment();
    const before = new Date(Date.now() - 1000).toISOString();
    expect((await resolve(wangfang, taskKey, '付款依据齐全')).body.code).toBe(0);
    type Row = { task_key: string; status: string; resolved_time?: string | null };
    const processedRow = async (filters: Record<string, unknown> = {}) => ((await wf.processed(wangfang, { pageSize: 30, ...filters })).body.data!.records as Row[]).find((r) => r.task_key === taskKey);
    const handedBack = await processedRow();
    expect(handedBack).toMatchObject({ status: 'PENDING' });
    expect(new Date(handedBack!.resolved_time!).getTime()).toBeGreaterThanOrEqual(new Date(before).getTime());
    // The range of 我已处理 applies to when she handed it back.
    expect(await processedRow({ startTime: before })).toBeDefined();
    expect(await processedRow({ endTime: before })).toBeUndefined();
    expect((await wf.pending(wangfang)).body.data!.records.map((r) => r.task_key)).not.toContain(taskKey);

    expect((await wf.confirm(zhangwei, taskKey, { comment: '同意付款' })).body.code).toBe(0);
    expect(await processedRow()).toMatchObject({ status: 'APPROVED' });
    // The holder's own decision is his, not hers.
    expect(((await wf.processed(zhangwei, { pageSize: 30 })).body.data!.records as Row[]).find((r) => r.task_key === taskKey)).toMatchObject({ status: 'APPROVED', resolved_time: null });
  });

  it('refuses delegating to oneself, to an unknown user, and a task that is not the caller’s', async () => {
    const started = await wf.start(lina, 'payment_approval', paymentForm);
    const taskKey = started.body.data!.tasks[0]!.task_key;
    expect((await delegate(zhangwei, taskKey, zhangwei.userKey)).body.code).toBe(400);
    expect((await delegate(zhangwei, taskKey, 'usr-nobody')).body.code).not.toBe(0);
    expect((await delegate(wangfang, taskKey, admin.userKey)).body.code).toBe(403);
    expect((await wf.post(zhangwei, paths.delegate, { taskId: taskKey })).body.code).toBe(400);
    expect(await taskRow(taskKey)).toMatchObject({ assignee: zhangwei.userKey, delegation: null });
    const history = await wf.comments(lina, started.body.data!.instance_key);
    expect(history.body.data!.map((c) => c.action)).toEqual(['START']);
  });

  it('claims a candidates’ task for the one who delegates it, and gives it back to them', async () => {
    const started = await wf.start(lina, 'payment_approval', { formData: { payee: '某某供应商', amount: 5000 } });
    const taskKey = started.body.data!.tasks[0]!.task_key;
    expect(started.body.data!.tasks[0]!.assignee).toBeNull();
    expect((await delegate(wangfang, taskKey, admin.userKey)).body.code).toBe(0);
    expect((await resolve(admin, taskKey)).body.code).toBe(0);
    expect(await taskRow(taskKey)).toMatchObject({ assignee: wangfang.userKey, delegation: 'RESOLVED' });
    expect((await wf.confirm(wangfang, taskKey)).body.data!.status).toBe('APPROVED');
  });
});

describe('concurrent actions on a delegated task', () => {
  it('serves the delegate’s resolve and the holder’s approval one after the other: never both on a delegated task', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { instanceKey, taskKey } = await delegatedPayment();
      const [resolved, approved] = await Promise.all([resolve(wangfang, taskKey), wf.confirm(zhangwei, taskKey)]);
      // The resolve always wins; the approval counts only if the task was back with its holder when it ran.
      expect(resolved.body.code).toBe(0);
      const history = (await wf.comments(lina, instanceKey)).body.data!.map((c) => c.action);
      const row = await taskRow(taskKey);
      if (approved.body.code === 0) {
        expect(history).toEqual(['START', 'DELEGATE', 'RESOLVE', 'APPROVE']);
        expect(row).toMatchObject({ status: 'APPROVED', delegation: 'RESOLVED', handled_by: zhangwei.userKey });
      } else {
        expect(approved.body.code).toBe(409);
        expect(history).toEqual(['START', 'DELEGATE', 'RESOLVE']);
        expect(row).toMatchObject({ status: 'PENDING', delegation: 'RESOLVED', assignee: zhangwei.userKey, handled_by: null });
      }
    }
  });

  it('lets exactly one of two competing resolves win, nothing half-applied', async () => {
    const { instanceKey, taskKey } = await delegatedPayment();
    const answers = await Promise.all([resolve(wangfang, taskKey, '第一次'), resolve(wangfang, taskKey, '第二次')]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, 409]);
    const history = (await wf.comments(lina, instanceKey)).body.data!;
    expect(history.filter((c) => c.action === 'RESOLVE')).toHaveLength(1);
    expect(await taskRow(taskKey)).toMatchObject({ assignee: zhangwei.userKey, delegation: 'RESOLVED', status: 'PENDING' });
    expect((await messageTitles(zhangwei.userKey)).filter((t) => t === '委派已完成：部门负责人审批').length).toBeGreaterThanOrEqual(1);
  });
});

describe('a delegated task on the record page', () => {
  it('tells the delegate through the approval port that she holds it as delegate', async () => {
    const { taskKey } = await delegatedPayment();
    const { workflowApprovals } = await import('@/lib/backend/modules/workflow/record-approvals');
    const [row] = await db().select({ instance_key: wfTask.instance_key }).from(wfTask).where(eq(wfTask.task_key, taskKey));
    const auth = { userKey: wangfang.userKey, realname: '王芳', roleCodes: ['staff'], departKeys: ['dep-finance'], isAdmin: false } as never;
    expect(await workflowApprovals.pendingTaskOf(db(), auth, row!.instance_key, 'zh-CN')).toMatchObject({ task_key: taskKey, delegated: true });
  });
});
