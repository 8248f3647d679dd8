import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wfCopy, wfInstance } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { fireDueTimers } from '@/lib/backend/modules/workflow/jobs/timer-fire';
import { answer as instanceAnswer } from '@/lib/backend/modules/workflow/operations/actions';
import { compileSimpleFlow } from '@/lib/workflow/simple-flow/compile';
import { newApprover } from '@/lib/workflow/simple-flow/new-nodes';
import type { SimpleFlow } from '@/lib/workflow/simple-flow/schema';
import { createTestBackend, loginAs } from '../support/backend';
import { expenseFlow, parallelFlow } from '../support/simple-flow';
import { workflowClient, type Answer, type Session } from '../support/workflow';

/**
 * Flows made in the simple designer, compiled to BPMN, saved and deployed through the model calls
 * and walked: amount thresholds pick the branch, 其他情况 takes the rest, the initiator's department
 * and role route, parallel branches join, a copy node copies, a delay waits for the (moved) clock.
 */

let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let admin: Session;
let lina: Session;
let wangfang: Session;
let zhangwei: Session;

beforeAll(async () => {
  backend = await createTestBackend();
  wf = workflowClient(backend);
  [admin, lina, wangfang, zhangwei] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina'), loginAs(backend, 'wangfang'), loginAs(backend, 'zhangwei')]);
});
afterAll(async () => {
  await backend?.database.close();
});

const db = () => backend.database.db;
const HOUR = 3_600_000;

const deploy = async (flow: SimpleFlow) => wf.deploy(admin, await compileSimpleFlow(flow));

async function started(who: Session, processKey: string, formData: Record<string, unknown>): Promise<Answer> {
  const answer = await wf.start(who, processKey, { formData });
  expect(answer.body.code, answer.body.msg).toBe(0);
  return answer.body.data!;
}

async function approve(who: Session, answer: Answer, nodeId: string): Promise<Answer> {
  const task = answer.tasks.find((t) => t.node_id === nodeId);
  expect(task, `a task at ${nodeId}`).toBeDefined();
  const next = await wf.confirm(who, task!.task_key, { comment: '同意' });
  expect(next.body.code, next.body.msg).toBe(0);
  return next.body.data!;
}

const answerOf = (instanceKey: string) => instanceAnswer(db(), instanceKey);
const tasksOf = (answer: Answer) => answer.tasks.map((t) => [t.node_id, t.assignee]);

describe('a condition branch on the amount', () => {
  it('sends a large amount to 王芳, then the finance role, then copies the leader', async () => {
    await deploy(expenseFlow());
    let answer = await started(lina, 'simple_expense', { amount: 8600, category: 'travel' });
    expect(tasksOf(answer)).toEqual([['wangfang_approval', 'usr-finance']]);
    answer = await approve(wangfang, answer, 'wangfang_approval');
    expect(tasksOf(answer)).toEqual([['finance_approval', 'usr-finance']]);
    answer = await approve(wangfang, answer, 'finance_approval');
    expect(answer.tasks).toEqual([]);
    const [instance] = await db().select({ status: wfInstance.status }).from(wfInstance).where(eq(wfInstance.instance_key, answer.instance_key));
    expect(instance!.status).toBe('APPROVED');
    const copies = await db().select({ user: wfCopy.user_key, node: wfCopy.node_id }).from(wfCopy).where(eq(wfCopy.instance_key, answer.instance_key));
    expect(copies).toEqual([{ user: 'usr-leader', node: 'copy_leader' }]);
  });

  it('sends any other amount (其他情况) to the leader', async () => {
    const answer = await started(lina, 'simple_expense', { amount: 3000, category: 'office' });
    expect(tasksOf(answer)).toEqual([['leader_approval', 'usr-leader']]);
    expect((await approve(zhangwei, answer, 'leader_approval')).tasks).toEqual([]);
  });
});

describe('conditions on the initiator', () => {
  const byInitiator = (kind: 'department' | 'role'): SimpleFlow => ({
    version: 1,
    process: { id: `simple_by_${kind}`, name: `按${kind}`, startName: '发起人', endName: '流程结束' },
    fields: [],
    nodes: [{
      type: 'condition',
      id: 'who',
      branches: [{
        id: 'sales',
        name: '销售',
        conditions: [kind === 'department' ? { kind, departments: ['dep-sales-east', 'dep-sales-south'] } : { kind, roles: ['sales_admin'] }],
        nodes: [{ ...newApprover('finance_check', '财务审核'), rule: { kind: 'users', refs: ['usr-finance'], levels: 1, expression: '' } }],
      }],
      otherwise: { id: 'others', name: '其他情况', nodes: [{ ...newApprover('leader_check', '总经理审核'), rule: { kind: 'users', refs: ['usr-leader'], levels: 1, expression: '' } }] },
    }],
  });

  it.each(['department', 'role'] as const)('routes by the initiator’s %s', async (kind) => {
    await deploy(byInitiator(kind));
    expect(tasksOf(await started(lina, `simple_by_${kind}`, {}))).toEqual([['finance_check', 'usr-finance']]);
    expect(tasksOf(await started(wangfang, `simple_by_${kind}`, {}))).toEqual([['leader_check', 'usr-leader']]);
  });
});

describe('parallel branches and a delay', () => {
  it('waits for both branches, then the delay, then the last approver', async () => {
    await deploy(parallelFlow());
    let answer = await started(lina, 'simple_parallel', { amount: 100 });
    expect(tasksOf(answer).sort()).toEqual([['finance_check', 'usr-finance'], ['leader_check', 'usr-leader']]);
    const leaderTask = answer.tasks.find((t) => t.node_id === 'leader_check')!;
    answer = await approve(wangfang, answer, 'finance_check');
    expect(tasksOf(answer)).toEqual([['leader_check', 'usr-leader']]);
    answer = await approve(zhangwei, { ...answer, tasks: [leaderTask] }, 'leader_check');
    expect(answer.tasks).toEqual([]);

    await fireDueTimers(db(), new Date(Date.now() + HOUR / 2), { instanceKey: answer.instance_key });
    expect(tasksOf(await answerOf(answer.instance_key))).toEqual([]);
    await fireDueTimers(db(), new Date(Date.now() + 2 * HOUR), { instanceKey: answer.instance_key });
    expect(tasksOf(await answerOf(answer.instance_key))).toEqual([['final_check', 'usr-leader']]);
  });
});

