import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wfInstance } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import type { BuildProcess } from '@/lib/backend/modules/workflow/model/bpmn-builder';
import { createTestBackend, loginAs } from '../support/backend';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import type { InstancePath } from '@/lib/contract/workflow-path';
import { workflowClient, type Session } from '../support/workflow';

/**
 * A call activity through the engine's calls: the called process runs as a child instance with its
 * own tasks, linked to its caller; its end continues the caller with the variables passed out.
 */

let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let admin: Session;
let lina: Session;
let zhangwei: Session; // usr-leader
let wangfang: Session; // usr-finance

const CHILD: BuildProcess = {
  id: 'legal_check', name: '法务审查', nodes: [
    { id: 'start', type: 'startEvent', at: [0, 0] },
    { id: 'check', type: 'userTask', name: '法务审查', at: [1, 0], attrs: { assignee: 'usr-leader' } },
    { id: 'verdict', type: 'scriptTask', name: '审查结论', at: [2, 0], script: { body: "verdict = sum > 1000 ? 'escalate' : 'ok'" } },
    { id: 'end', type: 'endEvent', at: [3, 0] },
  ],
  flows: [{ id: 'f0', from: 'start', to: 'check' }, { id: 'f1', from: 'check', to: 'verdict' }, { id: 'f2', from: 'verdict', to: 'end' }],
};

const CALLER: BuildProcess = {
  id: 'contract_with_check', name: '合同审查', nodes: [
    { id: 'start', type: 'startEvent', at: [0, 0] },
    { id: 'call', type: 'callActivity', name: '调用法务审查', at: [1, 0], call: { process: 'legal_check', in: [{ source: 'amount', target: 'sum' }], out: [{ source: 'verdict', target: 'verdict' }] } },
    { id: 'gw', type: 'exclusiveGateway', at: [2, 0], defaultFlow: 'ok' },
    { id: 'finance', type: 'userTask', name: '财务复核', at: [3, 1], attrs: { assignee: 'usr-finance' } },
    { id: 'end', type: 'endEvent', at: [4, 0] },
  ],
  flows: [
    { id: 'f0', from: 'start', to: 'call' }, { id: 'f1', from: 'call', to: 'gw' },
    { id: 'esc', from: 'gw', to: 'finance', condition: "${verdict == 'escalate'}" }, { id: 'ok', from: 'gw', to: 'end' }, { id: 'f2', from: 'finance', to: 'end' },
  ],
};

beforeAll(async () => {
  backend = await createTestBackend();
  wf = workflowClient(backend);
  [admin, lina, zhangwei, wangfang] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina'), loginAs(backend, 'zhangwei'), loginAs(backend, 'wangfang')]);
  await wf.deploy(admin, CHILD);
  await wf.deploy(admin, CALLER);
});
afterAll(async () => {
  await backend?.database.close();
});

const instanceRow = async (key: string) => (await backend.database.db.select().from(wfInstance).where(eq(wfInstance.instance_key, key)))[0]!;
const childOf = async (parentKey: string) => (await backend.database.db.select().from(wfInstance).where(eq(wfInstance.parent_instance_key, parentKey)))[0];

describe('call activity', () => {
  it('runs the called process as a child instance and continues the caller with its result', async () => {
    const started = await wf.start(lina, 'contract_with_check', { variables: { amount: 5000 } });
    expect(started.body.code, started.body.msg).toBe(0);
    const parentKey = started.body.data!.instance_key;
    const child = await childOf(parentKey);
    expect(child).toMatchObject({ process_key: 'legal_check', status: 'RUNNING', initiator: lina.userKey, parent_token_key: expect.any(String) });
    expect(child!.variables).toMatchObject({ sum: 5000 });
    expect(child!.variables).not.toHaveProperty('amount');
    // The child's task is the approver's, under the child instance; the caller waits.
    const pending = (await wf.pending(zhangwei, { processDefinitionKey: 'legal_check' })).body.data!.records;
    const task = pending.find((r) => r.instance_key === child!.instance_key)!;
    expect(task.task_name).toBe('法务审查');
    expect((await wf.highlight(lina, parentKey)).body.data!.active_nodes).toEqual(['call']);

    const childDone = await wf.confirm(zhangwei, task.task_key);
    expect(childDone.body.data!.status).toBe('APPROVED');
    const parent = await instanceRow(parentKey);
    expect(parent.status).toBe('RUNNING');
    expect(parent.variables).toMatchObject({ verdict: 'escalate' });
    const financeTask = (await wf.pending(wangfang, { processDefinitionKey: 'contract_with_check' })).body.data!.records.find((r) => r.instance_key === parentKey)!;
    expect((await wf.confirm(wangfang, financeTask.task_key)).body.data!.status).toBe('APPROVED');
  });

  it('ends the caller as rejected when the child is rejected, and cancels the child when the caller is withdrawn', async () => {
    const first = await wf.start(lina, 'contract_with_check', { variables: { amount: 10 } });
    const child = (await childOf(first.body.data!.instance_key))!;
    const task = (await wf.pending(zhangwei, { processDefinitionKey: 'legal_check' })).body.data!.records.find((r) => r.instance_key === child.instance_key)!;
    expect((await wf.reject(zhangwei, task.task_key, { comment: '条款不合规' })).body.data!.status).toBe('REJECTED');
    expect((await instanceRow(first.body.data!.instance_key)).status).toBe('REJECTED');

    const second = await wf.start(lina, 'contract_with_check', { variables: { amount: 10 } });
    const secondChild = (await childOf(second.body.data!.instance_key))!;
    expect((await wf.cancel(lina, second.body.data!.instance_key)).body.data!.status).toBe('CANCELED');
    expect((await instanceRow(secondChild.instance_key)).status).toBe('CANCELED');
    const open = (await wf.pending(zhangwei, { processDefinitionKey: 'legal_check' })).body.data!.records.filter((r) => r.instance_key === secondChild.instance_key);
    expect(open).toEqual([]);
  });

  it('serves a withdrawal of the caller and an approval in its child one after the other, never half applied', async () => {
    // The child's approval goes on to its caller, the withdrawal of the caller goes on to its child:
    // both lock the caller first, so neither waits for the other in a deadlock.
    for (let round = 0; round < 4; round += 1) {
      const started = await wf.start(lina, 'contract_with_check', { variables: { amount: 10 } });
      const parentKey = started.body.data!.instance_key;
      const child = (await childOf(parentKey))!;
      const task = (await wf.pending(zhangwei, { processDefinitionKey: 'legal_check' })).body.data!.records.find((r) => r.instance_key === child.instance_key)!;
      const [approved, withdrawn] = await Promise.all([wf.confirm(zhangwei, task.task_key), wf.cancel(lina, parentKey)]);
      const answers = [approved, withdrawn].map((a) => a.body.code);
      // Exactly one of them acts; the other finds the request already decided (409).
      expect(answers.filter((code) => code === 0)).toHaveLength(1);
      expect(answers.filter((code) => code !== 0)).toEqual([409]);
      const [parent, after] = [await instanceRow(parentKey), await instanceRow(child.instance_key)];
      expect([parent.status, after.status]).toEqual(approved.body.code === 0 ? ['APPROVED', 'APPROVED'] : ['CANCELED', 'CANCELED']);
    }
  });

  it('lists only the caller in 我的申请; the child shows as a step of the caller’s path, its task titled after the caller', async () => {
    const started = await wf.start(lina, 'contract_with_check', { title: '年度框架合同', businessKey: 'HT-2026-001', variables: { amount: 5000 } });
    const parentKey = started.body.data!.instance_key;
    const child = (await childOf(parentKey))!;
    const mine = (await wf.myProcesses(lina, { pageSize: 30 })).body.data!.records.map((r) => r.instance_key);
    expect(mine).toContain(parentKey);
    expect(mine).not.toContain(child.instance_key);
    expect((await wf.myProcesses(lina, { processDefinitionKey: 'legal_check' })).body.data!.total).toBe(0);

    // The approver sees what the child is for: the caller's title and business record.
    const task = (await wf.pending(zhangwei, { keyword: '年度框架合同' })).body.data!.records.find((r) => r.instance_key === child.instance_key)!;
    expect(task).toMatchObject({ title: '年度框架合同 · 法务审查', process_key: 'legal_check' });
    expect((task as unknown as { business_key: string }).business_key).toBe('HT-2026-001');

    const path = async (who: Session, key: string) => wf.get<InstancePath>(who, paths.instancePath(key));
    const waiting = (await path(lina, parentKey)).body.data!.steps.find((s) => s.node_id === 'call')!;
    expect(waiting).toMatchObject({ name: '调用法务审查', state: 'current', children: [{ instance_key: child.instance_key, process_name: '法务审查', status: 'RUNNING' }] });
    const approved = await wf.confirm(zhangwei, task.task_key, { comment: '条款无误' });
    expect(approved.body.code).toBe(0);
    const steps = (await path(lina, parentKey)).body.data!.steps;
    expect(steps.map((s) => [s.node_id, s.state])).toEqual([['start', 'start'], ['call', 'done'], ['finance', 'current'], ['end', 'end']]);
    // Whoever reads the caller reads the child's steps (the finance approver never had a task there); nobody else does.
    const childPath = await path(wangfang, child.instance_key);
    expect(childPath.body.code).toBe(0);
    expect(childPath.body.data!.steps.find((s) => s.node_id === 'check')!.approvers[0]).toMatchObject({ key: zhangwei.userKey, status: 'APPROVED', comment: '条款无误' });
    const added = await wf.post(admin, '/api/app/base/app/sys/user/add', { username: 'zhouyi', realname: '周毅', password: 'Welcome2026', selectedroles: 'role-staff', selecteddeparts: 'dep-project' });
    expect(added.body.code).toBe(0);
    const stranger = await loginAs(backend, 'zhouyi', 'Welcome2026');
    expect((await path(stranger, child.instance_key)).body.code).toBe(403);
  });

  it('refuses the start when the called process is not deployed', async () => {
    await wf.deploy(admin, { ...CALLER, id: 'calls_nothing', nodes: CALLER.nodes.map((n) => (n.id === 'call' ? { ...n, call: { process: 'no_such_process' } } : n)) });
    const refused = await wf.start(lina, 'calls_nothing', { variables: { amount: 1 } });
    expect(refused.body.code).not.toBe(0);
    expect(refused.body.msg).toBe('调用活动 调用法务审查 调用的流程 no_such_process 尚未部署');
  });
});
