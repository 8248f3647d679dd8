// @database postgres: concurrent 加签 on one instance.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wfInstance, wfTask } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { buildBpmn } from '@/lib/backend/modules/workflow/model/bpmn-builder';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import { createTestBackend, loginAs } from '../support/backend';
import { chain, workflowClient, type Answer, type Session } from '../support/workflow';

/**
 * 加签 and 减签: signers added before the holder approve first and the task comes back to her;
 * signers added after her approve once she has, and only then does the process move on. Whoever
 * added a signer withdraws them while they have not acted. Two holders adding signers to one
 * instance at once are served one after the other, nothing half-applied.
 */

let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let lina: Session;
let zhangwei: Session;
let wangfang: Session;
let admin: Session;

beforeAll(async () => {
  backend = await createTestBackend();
  wf = workflowClient(backend);
  [lina, zhangwei, wangfang, admin] = await Promise.all([loginAs(backend, 'lina'), loginAs(backend, 'zhangwei'), loginAs(backend, 'wangfang'), loginAs(backend, 'admin')]);
  // These models let the applicant sign her own request (selfApproval allow): lina is added as a signer below.
  await wf.deploy(admin, chain('sign_chain', [
    { id: 'check', name: '主管审批', attrs: { assignee: zhangwei.userKey } },
    { id: 'final', name: '总经理审批', attrs: { assignee: admin.userKey } },
  ], { selfApproval: 'allow' }));
  await wf.deploy(admin, chain('sign_guarded', [{ id: 'check', name: '主管审批', attrs: { assignee: zhangwei.userKey } }]));
  await wf.deploy(admin, buildBpmn({
    id: 'sign_parallel',
    name: 'sign_parallel',
    nodes: [
      { id: 'start', type: 'startEvent', name: '开始', at: [0, 0] },
      { id: 'both', type: 'userTask', name: '会签', at: [1, 0], attrs: { assignee: '${signer}' }, multi: { collection: `${zhangwei.userKey},${wangfang.userKey}`, elementVariable: 'signer' } },
      { id: 'end', type: 'endEvent', name: '结束', at: [2, 0] },
    ],
    flows: [{ id: 'f1', from: 'start', to: 'both' }, { id: 'f2', from: 'both', to: 'end' }],
    properties: { selfApproval: 'allow' },
  }));
});
afterAll(async () => {
  await backend?.database.close();
});

const db = () => backend.database.db;
const addSign = (who: Session, taskId: string, users: string[], position: 'BEFORE' | 'AFTER', comment?: string) => wf.post<Answer>(who, paths.addSign, { taskId, users, position, comment });
const removeSign = (who: Session, taskId: string) => wf.post<Answer>(who, paths.removeSign, { taskId });
const history = async (id: string) => (await wf.get<{ action: string; user_key: string | null; target_user: string | null; target_users: string[] | null }[]>(lina, paths.comments(id))).body.data!;
const pendingKeys = async (who: Session) => (await wf.pending(who, { pageSize: 30 })).body.data!.records.map((r) => r.task_key);

async function signersOf(taskKey: string) {
  return db().select({ task_key: wfTask.task_key, assignee: wfTask.assignee, status: wfTask.status, sign_kind: wfTask.sign_kind, owner: wfTask.owner }).from(wfTask).where(eq(wfTask.parent_task_key, taskKey));
}

async function started() {
  const answer = await wf.start(lina, 'sign_chain', { title: '加签测试' });
  expect(answer.body.code).toBe(0);
  return { instanceKey: answer.body.data!.instance_key, taskKey: answer.body.data!.tasks[0]!.task_key };
}

describe('signers added before the holder', () => {
  it('wait first; the task comes back to the holder once they approved', async () => {
    const { instanceKey, taskKey } = await started();
    const added = await addSign(zhangwei, taskKey, [wangfang.userKey], 'BEFORE', '请先核对预算');
    expect(added.body.code).toBe(0);
    expect(added.body.msg).toBe('已加签：加签人同意后，任务回到您的待办');
    const [signer] = await signersOf(taskKey);
    expect(signer).toMatchObject({ assignee: wangfang.userKey, status: 'PENDING', sign_kind: 'BEFORE', owner: zhangwei.userKey });
    expect(await pendingKeys(wangfang)).toContain(signer!.task_key);
    expect(await pendingKeys(zhangwei)).not.toContain(taskKey);
    // The path says who acts now: the signer first, the holder waiting for her.
    const path = await wf.get<{ steps: { name: string; approvers: { key: string; status: string | null }[] }[] }>(lina, paths.instancePath(instanceKey));
    expect(path.body.data!.steps.find((s) => s.name === '主管审批')!.approvers.map((a) => [a.key, a.status])).toEqual([[wangfang.userKey, 'PENDING'], [zhangwei.userKey, 'WAITING']]);
    const early = await wf.confirm(zhangwei, taskKey);
    expect(early.body.code).toBe(409);
    expect(early.body.msg).toBe('任务“主管审批”已加签，待加签人审批后再处理');

    const signed = await wf.confirm(wangfang, signer!.task_key, { comment: '预算无误' });
    expect(signed.body.code).toBe(0);
    expect(signed.body.data!.tasks.map((t) => t.task_key)).toEqual([taskKey]);
    expect(await pendingKeys(zhangwei)).toContain(taskKey);
    const approved = await wf.confirm(zhangwei, taskKey);
    expect(approved.body.data!.tasks.map((t) => t.task_name)).toEqual(['总经理审批']);
    expect((await history(instanceKey)).map((c) => [c.action, c.user_key, c.target_users])).toEqual([
      ['START', lina.userKey, null],
      ['ADD_SIGN_BEFORE', zhangwei.userKey, [wangfang.userKey]],
      ['APPROVE', wangfang.userKey, null],
      ['APPROVE', zhangwei.userKey, null],
    ]);
  });

  it('withdrawn (减签) before acting, gives the task back; only by whoever added them, only while they have not acted', async () => {
    const { instanceKey, taskKey } = await started();
    await addSign(zhangwei, taskKey, [wangfang.userKey, admin.userKey], 'BEFORE');
    const signers = await signersOf(taskKey);
    const byWang = signers.find((s) => s.assignee === wangfang.userKey)!;
    const byAdmin = signers.find((s) => s.assignee === admin.userKey)!;
    expect((await removeSign(wangfang, byAdmin.task_key)).body.code).toBe(403);
    expect((await removeSign(zhangwei, taskKey)).body.code).toBe(400);
    expect((await wf.confirm(wangfang, byWang.task_key)).body.code).toBe(0);
    const late = await removeSign(zhangwei, byWang.task_key);
    expect(late.body.code).toBe(409);
    expect(late.body.msg).toBe('加签人已处理任务“主管审批”，不能减签');
    expect((await removeSign(zhangwei, byAdmin.task_key)).body.code).toBe(0);
    expect((await signersOf(taskKey)).find((s) => s.task_key === byAdmin.task_key)!.status).toBe('CANCELED');
    expect(await pendingKeys(admin)).not.toContain(byAdmin.task_key);
    expect((await wf.confirm(zhangwei, taskKey)).body.code).toBe(0);
    const actions = (await history(instanceKey)).map((c) => [c.action, c.target_user]);
    expect(actions).toContainEqual(['REMOVE_SIGN', admin.userKey]);
  });

  it('a signer’s reject ends the request as rejected, and nobody is left waiting', async () => {
    const { instanceKey, taskKey } = await started();
    await addSign(zhangwei, taskKey, [wangfang.userKey], 'BEFORE');
    const [signer] = await signersOf(taskKey);
    expect((await wf.reject(wangfang, signer!.task_key, { comment: '预算超标', rejectTo: 'initiator' })).body.code).toBe(403);
    const rejected = await wf.reject(wangfang, signer!.task_key, { comment: '预算超标' });
    expect(rejected.body.data!.status).toBe('REJECTED');
    const rows = await db().select({ status: wfTask.status }).from(wfTask).where(eq(wfTask.instance_key, instanceKey));
    expect(rows.filter((r) => r.status === 'PENDING' || r.status === 'PLANNED')).toEqual([]);
  });

  it('refuses adding oneself, nobody, the same signer twice, a signer adding signers, and a task not the caller’s', async () => {
    const { instanceKey, taskKey } = await started();
    expect((await addSign(zhangwei, taskKey, [zhangwei.userKey], 'BEFORE')).body.msg).toBe('不能给自己加签');
    expect((await addSign(zhangwei, taskKey, [], 'BEFORE')).body.msg).toContain('请选择加签人');
    expect((await wf.post(zhangwei, paths.addSign, { taskId: taskKey, users: [wangfang.userKey], position: 'MIDDLE' })).body.code).toBe(400);
    expect((await addSign(wangfang, taskKey, [admin.userKey], 'BEFORE')).body.code).toBe(403);
    const added = await addSign(zhangwei, taskKey, [wangfang.userKey], 'AFTER');
    expect(added.body.code).toBe(0);
    // Added after, the task stays with the holder, and the answer says so.
    expect(added.body.msg).toBe('已加签：您同意后，由加签人继续审批');
    expect((await addSign(zhangwei, taskKey, [wangfang.userKey], 'BEFORE')).body.msg).toBe('所选人员已是任务“主管审批”的加签人');
    await addSign(zhangwei, taskKey, [admin.userKey], 'BEFORE');
    const before = (await signersOf(taskKey)).find((s) => s.sign_kind === 'BEFORE')!;
    expect((await addSign(admin, before.task_key, [wangfang.userKey], 'BEFORE')).body).toMatchObject({ code: 403, msg: '加签人只能同意或驳回，不能转办、委派、抄送或再加签' });
    expect((await history(instanceKey)).map((c) => c.action)).toEqual(['START', 'ADD_SIGN_AFTER', 'ADD_SIGN_BEFORE']);
  });
});

describe('signers added after the holder', () => {
  it('are asked once she approved, and the process moves on after the last of them', async () => {
    const { instanceKey, taskKey } = await started();
    expect((await addSign(zhangwei, taskKey, [wangfang.userKey, lina.userKey], 'AFTER', '请财务与经办复核')).body.code).toBe(0);
    const planned = await signersOf(taskKey);
    expect(planned.map((s) => s.status)).toEqual(['PLANNED', 'PLANNED']);
    expect(await pendingKeys(wangfang)).not.toContain(planned[0]!.task_key);

    const approved = await wf.confirm(zhangwei, taskKey, { comment: '同意' });
    expect(approved.body.code).toBe(0);
    expect(approved.body.data!.tasks.map((t) => t.assignee).sort()).toEqual([lina.userKey, wangfang.userKey].sort());
    const wangTask = planned.find((s) => s.assignee === wangfang.userKey)!;
    const linaTask = planned.find((s) => s.assignee === lina.userKey)!;
    expect(await pendingKeys(wangfang)).toContain(wangTask.task_key);

    const first = await wf.confirm(wangfang, wangTask.task_key);
    expect(first.body.data!.tasks.map((t) => t.task_key)).toEqual([linaTask.task_key]);
    // Withdrawing the last one lets the process go on.
    const released = await removeSign(zhangwei, linaTask.task_key);
    expect(released.body.code).toBe(0);
    expect(released.body.data!.tasks.map((t) => t.task_name)).toEqual(['总经理审批']);
    const [instance] = await db().select({ state: wfInstance.engine_state }).from(wfInstance).where(eq(wfInstance.instance_key, instanceKey));
    expect(instance!.state.tokens.map((t) => t.nodeId)).toEqual(['final']);
  });

  it('go with the task when the holder returns it', async () => {
    const { taskKey } = await started();
    await addSign(zhangwei, taskKey, [wangfang.userKey], 'AFTER');
    expect((await wf.reject(zhangwei, taskKey, { comment: '不同意' })).body.data!.status).toBe('REJECTED');
    expect((await signersOf(taskKey)).map((s) => s.status)).toEqual(['CANCELED']);
  });
});

describe('who may sign', () => {
  it('by default never the applicant; a signer only approves or rejects', async () => {
    const answer = await wf.start(lina, 'sign_guarded', { title: '职责分离' });
    const taskKey = answer.body.data!.tasks[0]!.task_key;
    const own = await addSign(zhangwei, taskKey, [lina.userKey], 'BEFORE');
    expect(own.body).toMatchObject({ code: 403, msg: '李娜是本申请的申请人或业务记录负责人，不能处理任务“主管审批”' });
    expect((await addSign(zhangwei, taskKey, [wangfang.userKey], 'BEFORE')).body.code).toBe(0);
    const signer = (await signersOf(taskKey))[0]!;
    for (const path of [paths.copy, paths.delegate, paths.turn]) {
      const body = { taskId: signer.task_key, users: [admin.userKey], delegateTo: admin.userKey, employeeKey: wangfang.userKey, turnToEemployeeKey: admin.userKey };
      expect((await wf.post(wangfang, path, body)).body).toMatchObject({ code: 403, msg: '加签人只能同意或驳回，不能转办、委派、抄送或再加签' });
    }
    expect((await history(answer.body.data!.instance_key)).map((c) => c.action)).toEqual(['START', 'ADD_SIGN_BEFORE']);
  });
});

describe('concurrent 加签', () => {
  it('serves two holders adding signers to one instance one after the other: both applied, whole', async () => {
    for (let round = 0; round < 3; round += 1) {
      const answer = await wf.start(lina, 'sign_parallel', { title: `并行加签${round}` });
      const instanceKey = answer.body.data!.instance_key;
      const tasks = answer.body.data!.tasks;
      const mine = tasks.find((t) => t.assignee === zhangwei.userKey)!;
      const hers = tasks.find((t) => t.assignee === wangfang.userKey)!;
      const [revision] = await db().select({ revision: wfInstance.revision }).from(wfInstance).where(eq(wfInstance.instance_key, instanceKey));
      const results = await Promise.all([addSign(zhangwei, mine.task_key, [admin.userKey], 'BEFORE'), addSign(wangfang, hers.task_key, [admin.userKey, lina.userKey], 'AFTER')]);
      expect(results.map((r) => r.body.code)).toEqual([0, 0]);
      expect((await signersOf(mine.task_key)).map((s) => [s.assignee, s.status])).toEqual([[admin.userKey, 'PENDING']]);
      expect((await signersOf(hers.task_key)).map((s) => s.status)).toEqual(['PLANNED', 'PLANNED']);
      expect((await history(instanceKey)).filter((c) => c.action.startsWith('ADD_SIGN'))).toHaveLength(2);
      const [after] = await db().select({ revision: wfInstance.revision }).from(wfInstance).where(eq(wfInstance.instance_key, instanceKey));
      expect(after!.revision).toBe(revision!.revision + 2);
    }
  });

  it('serves an add and the holder’s approval of one task in order: either the signer waits on an open task or the add is refused', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { instanceKey, taskKey } = await started();
      const [added, approved] = await Promise.all([addSign(zhangwei, taskKey, [wangfang.userKey], 'BEFORE'), wf.confirm(zhangwei, taskKey)]);
      const signers = await signersOf(taskKey);
      const actions = (await history(instanceKey)).map((c) => c.action);
      if (added.body.code === 0) {
        expect(approved.body.code).toBe(409);
        expect(signers.map((s) => s.status)).toEqual(['PENDING']);
        expect(actions).toEqual(['START', 'ADD_SIGN_BEFORE']);
      } else {
        expect(added.body.code).toBe(409);
        expect(approved.body.code).toBe(0);
        expect(signers).toEqual([]);
        expect(actions).toEqual(['START', 'APPROVE']);
      }
    }
  });
});
