import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import { createTestBackend, loginAs } from '../support/backend';
import { chain, workflowClient, type Session } from '../support/workflow';

/**
 * 退回 to any step already passed: where the model allows it (allowReturn = any) the holder picks a
 * user task the request went through; it restarts there, given back to whoever handled it.
 */

let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let lina: Session;
let zhangwei: Session;
let wangfang: Session;
let admin: Session;

type TaskView = { task: { return_targets: string[]; return_nodes: { node_id: string; name: string }[] } };

beforeAll(async () => {
  backend = await createTestBackend();
  wf = workflowClient(backend);
  [lina, zhangwei, wangfang, admin] = await Promise.all([loginAs(backend, 'lina'), loginAs(backend, 'zhangwei'), loginAs(backend, 'wangfang'), loginAs(backend, 'admin')]);
  await wf.deploy(admin, chain('return_any', [
    { id: 'a', name: '主管审批', attrs: { assignee: zhangwei.userKey } },
    { id: 'b', name: '财务审批', attrs: { assignee: wangfang.userKey }, properties: { allowReturn: 'previous' } },
    { id: 'c', name: '总经理审批', attrs: { assignee: admin.userKey }, properties: { allowReturn: 'any,initiator' } },
  ]));
});
afterAll(async () => {
  await backend?.database.close();
});

async function atThirdStep() {
  const started = await wf.start(lina, 'return_any', { title: '退回任意节点' });
  const first = started.body.data!.tasks[0]!.task_key;
  const second = (await wf.confirm(zhangwei, first)).body.data!.tasks[0]!.task_key;
  const third = (await wf.confirm(wangfang, second)).body.data!.tasks[0]!.task_key;
  return { instanceKey: started.body.data!.instance_key, second, third };
}

describe('return to a passed step', () => {
  it('offers the passed user tasks in order and restarts at the chosen one, with whoever handled it', async () => {
    const { instanceKey, third } = await atThirdStep();
    const view = await wf.post<TaskView>(admin, paths.formFields, { taskId: third });
    expect(view.body.data!.task.return_nodes).toEqual([{ node_id: 'a', name: '主管审批' }, { node_id: 'b', name: '财务审批' }]);
    const returned = await wf.reject(admin, third, { rejectTo: 'node', targetNode: 'a', comment: '请主管重新确认' });
    expect(returned.body.code).toBe(0);
    expect(returned.body.data!.tasks.map((t) => [t.node_id, t.assignee])).toEqual([['a', zhangwei.userKey]]);
    expect((await wf.comments(lina, instanceKey)).body.data!.map((c) => c.action)).toEqual(['START', 'APPROVE', 'APPROVE', 'RETURN']);
    const highlight = (await wf.highlight(lina, instanceKey)).body.data!;
    expect(highlight.active_nodes).toEqual(['a']);
    expect(highlight.rejected_nodes).toContain('c');
  });

  it('refuses a step not passed, a missing target, and a node whose model does not allow it', async () => {
    const { second, third } = await atThirdStep();
    expect((await wf.reject(admin, third, { rejectTo: 'node', targetNode: 'c', comment: '自己' })).body.msg).toContain('不能退回到该节点');
    expect((await wf.reject(admin, third, { rejectTo: 'node', targetNode: 'nowhere', comment: '无' })).body.code).toBe(400);
    expect((await wf.reject(admin, third, { rejectTo: 'node', comment: '无' })).body.msg).toContain('请选择退回到的节点');
    expect((await wf.post<TaskView>(wangfang, paths.formFields, { taskId: second })).body.data!.task.return_nodes).toEqual([]);
  });

  it('refuses allowReturn values it does not know when deploying', async () => {
    await expect(wf.deploy(admin, chain('return_bad', [{ id: 'a', name: '审批', attrs: { assignee: zhangwei.userKey }, properties: { allowReturn: 'anywhere' } }]))).rejects.toThrow(/allowReturn/);
  });
});
