import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wfInstance, wfTask } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { DEMO_MODELS } from '@/lib/backend/modules/workflow/model/demo-models';
import { bandedPng } from '@/lib/backend/seed/demo-files';
import { workflowPaths } from '@/lib/contract/workflow';
import { call, createTestBackend, loginAs } from '../support/backend';
import { workflowClient, type Session } from '../support/workflow';

/**
 * A condition that reads a variable the instance lacks fails the step with a message naming the
 * variable and the flow (as Flowable does) instead of quietly taking the default; nothing is applied.
 * The demo processes run with what their forms supply.
 */

let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let admin: Session;
let lina: Session;
let zhangwei: Session;
let wangfang: Session;

beforeAll(async () => {
  backend = await createTestBackend();
  wf = workflowClient(backend);
  [admin, lina, zhangwei, wangfang] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina'), loginAs(backend, 'zhangwei'), loginAs(backend, 'wangfang')]);
  await wf.deploy(admin, {
    id: 'region_route', name: '区域审批', nodes: [
      { id: 'start', type: 'startEvent', at: [0, 0] },
      { id: 'review', type: 'userTask', name: '初审', at: [1, 0], attrs: { assignee: 'usr-leader' } },
      { id: 'gw', type: 'exclusiveGateway', name: '区域', at: [2, 0], defaultFlow: 'f_other' },
      { id: 'east', type: 'userTask', name: '华东复核', at: [3, 0], attrs: { assignee: 'usr-finance' } },
      { id: 'other', type: 'userTask', name: '其他复核', at: [3, 1], attrs: { assignee: 'usr-finance' } },
      { id: 'end', type: 'endEvent', at: [4, 0] },
    ],
    flows: [
      { id: 'f0', from: 'start', to: 'review' }, { id: 'f1', from: 'review', to: 'gw' },
      { id: 'f_east', name: '华东', from: 'gw', to: 'east', condition: "${region == 'east'}" },
      { id: 'f_other', from: 'gw', to: 'other' },
      { id: 'f2', from: 'east', to: 'end' }, { id: 'f3', from: 'other', to: 'end' },
    ],
  });
});
afterAll(async () => {
  await backend?.database.close();
});

const db = () => backend.database.db;

describe('a condition on a variable the instance lacks', () => {
  it('refuses the approval with the variable and the flow named, and leaves the instance as it was', async () => {
    const started = await wf.start(lina, 'region_route');
    const instanceKey = started.body.data!.instance_key;
    const taskKey = started.body.data!.tasks[0]!.task_key;
    const [before] = await db().select().from(wfInstance).where(eq(wfInstance.instance_key, instanceKey));

    const refused = await wf.confirm(zhangwei, taskKey, { comment: '同意' });
    expect(refused.body.code).toBe(400);
    expect(refused.body.msg).toBe('连线 华东 的条件使用了流程中没有的变量 region，无法继续');
    const [after] = await db().select().from(wfInstance).where(eq(wfInstance.instance_key, instanceKey));
    expect(after).toEqual(before);
    expect((await db().select({ status: wfTask.status }).from(wfTask).where(eq(wfTask.instance_key, instanceKey))).map((t) => t.status)).toEqual(['PENDING']);
    expect((await wf.comments(lina, instanceKey)).body.data!.map((c) => c.action)).toEqual(['START']);

    // With the variable given (even by the approver's own data), the same step goes on.
    const approved = await wf.confirm(zhangwei, taskKey, { variables: { region: 'north' } });
    expect(approved.body.code).toBe(0);
    expect(approved.body.data!.tasks.map((t) => t.task_name)).toEqual(['其他复核']);
  });

  it('refuses the start when the condition is reached at once', async () => {
    await wf.deploy(admin, {
      id: 'region_start', name: '区域发起', nodes: [
        { id: 'start', type: 'startEvent', at: [0, 0] },
        { id: 'gw', type: 'exclusiveGateway', at: [1, 0], defaultFlow: 'f_other' },
        { id: 'east', type: 'userTask', name: '华东', at: [2, 0], attrs: { assignee: 'usr-finance' } },
        { id: 'other', type: 'userTask', name: '其他', at: [2, 1], attrs: { assignee: 'usr-finance' } },
        { id: 'end', type: 'endEvent', at: [3, 0] },
      ],
      flows: [
        { id: 'f0', from: 'start', to: 'gw' },
        { id: 'f_east', from: 'gw', to: 'east', condition: '${amount > 100 && region == "east"}' },
        { id: 'f_other', from: 'gw', to: 'other' },
        { id: 'f1', from: 'east', to: 'end' }, { id: 'f2', from: 'other', to: 'end' },
      ],
    });
    const count = async () => (await db().select({ key: wfInstance.instance_key }).from(wfInstance).where(eq(wfInstance.process_key, 'region_start'))).length;
    const refused = await wf.start(lina, 'region_start', { variables: { amount: 500 } });
    expect(refused.body.code).toBe(400);
    expect(refused.body.msg).toBe('连线 f_east 的条件使用了流程中没有的变量 region，无法继续');
    expect(await count()).toBe(0);
    // The untaken side of && is not read: a small amount needs no region.
    const small = await wf.start(lina, 'region_start', { variables: { amount: 50 } });
    expect(small.body.data!.tasks.map((t) => t.task_name)).toEqual(['其他']);
  });
});

describe('the demo processes', () => {
  const sample: Record<string, Record<string, unknown>> = {
    project_initiation: { project_name: '示例项目' },
    contract_approval: { contract_name: '示例合同' },
    payment_approval: { payee: '示例单位' },
    quote_approval: { quote_name: '示例报价' },
    settlement_approval: { settlement_name: '示例结算' },
    purchase_approval: { purchase_name: '示例采购' },
    expense_reimbursement: { reason: '示例报销', travel: true },
    legal_review: { contract_name: '示例合同' },
    major_contract: { contract_name: '示例合同' },
    // A start day already passed: the delay lets the request through to the applicant's confirmation.
    project_start: { project_name: '示例项目', start_date: '2020-01-01' },
    seal_request: { document_name: '示例文件', seal_kind: '合同专用章', copies: 1 },
    payment_request: { contract: 'ctr-demo-02', payee: '示例单位', payDate: '2026-12-31', payWay: 'bank', purpose: '示例付款' },
    // Designed forms: the amount is a line's price, routed by the lines' total; leave over 3 working days.
    expense_claim: { reason: '示例报销', expenseType: 'travel', payWay: 'cash' },
    leave_request: { leaveType: 'annual', reason: '示例请假', leave: { start: '2026-11-23', end: '2026-11-27' } },
  };
  const formData = (id: string, amount: number) =>
    id === 'expense_claim' ? { ...sample[id], lines: [{ day: '2026-11-20', item: '差旅', qty: 1, price: amount }] } : { ...sample[id], amount };
  /** A step that asks for a handwritten signature is approved with one. */
  async function signatureFor(who: Session, taskKey: string): Promise<string | undefined> {
    const detail = await wf.post<{ task: { signature_required: boolean } }>(who, workflowPaths.formFields, { taskId: taskKey });
    if (!detail.body.data!.task.signature_required) return undefined;
    const body = new FormData();
    body.append('file', new File([bandedPng(40, 20, ['222222', 'ffffff']) as BlobPart], 'signature.png'));
    body.append('taskId', taskKey);
    return (await call<{ file_key: string }>(backend, 'POST', workflowPaths.signatureUpload, { token: who.token, body })).body.data!.file_key;
  }
  /** The request's next waiting task, in it or in a process it called; and the request's own status. */
  async function nextOf(instanceKey: string): Promise<{ status: string; task: { task_key: string; task_name: string } | undefined }> {
    const db = backend.database.db;
    const [request] = await db.select({ status: wfInstance.status }).from(wfInstance).where(eq(wfInstance.instance_key, instanceKey));
    const children = await db.select({ key: wfInstance.instance_key }).from(wfInstance).where(eq(wfInstance.parent_instance_key, instanceKey));
    const [task] = await db
      .select({ task_key: wfTask.task_key, task_name: wfTask.task_name })
      .from(wfTask)
      .where(and(inArray(wfTask.instance_key, [instanceKey, ...children.map((c) => c.key)]), eq(wfTask.status, 'PENDING')))
      .orderBy(asc(wfTask.create_time))
      .limit(1);
    return { status: request!.status, task };
  }
  const everyone = () => [admin, lina, zhangwei, wangfang];

  it('start with their form’s data and run to the end on small and large amounts, every approver approving', async () => {
    expect(DEMO_MODELS.map((m) => m.process.id).sort()).toEqual(Object.keys(sample).sort());
    const runs = DEMO_MODELS.flatMap(({ process }) => [5000, 900000].map((amount) => ({ process, amount })));
    // The legal review is 总经办's to start (its start scope); 张伟 is in it, 李娜 is not.
    const starterOf = (id: string) => (id === 'legal_review' ? zhangwei : lina);
    for (const { process, amount } of runs) {
      const started = await wf.start(starterOf(process.id), process.id, { formData: formData(process.id, amount) });
      expect(started.body.code, `${process.id}: ${started.body.msg}`).toBe(0);
      const instanceKey = started.body.data!.instance_key;
      let answer = await nextOf(instanceKey);
      for (let step = 0; answer.status === 'RUNNING' && step < 10; step += 1) {
        const task = answer.task!;
        const pending = await Promise.all(everyone().map(async (who) => ({ who, keys: (await wf.pending(who, { pageSize: 30 })).body.data!.records.map((r) => r.task_key) })));
        const holder = pending.find((p) => p.keys.includes(task.task_key))!.who;
        const next = await wf.confirm(holder, task.task_key, { signature: await signatureFor(holder, task.task_key) });
        expect(next.body.code, `${process.id} ${task.task_name}: ${next.body.msg}`).toBe(0);
        answer = await nextOf(instanceKey);
      }
      expect(answer.status, process.id).toBe('APPROVED');
    }
    // Every demo model twice, each step a decision with its messages and notifications: a long walk on a busy machine.
  }, 120_000);
});
