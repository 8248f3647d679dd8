import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { buildBpmn } from '@/lib/backend/modules/workflow/model/bpmn-builder';
import { workflowPaths as paths, type TaskDeparture } from '@/lib/contract/workflow';
import { createTestBackend, loginAs } from '../support/backend';
import { chain, workflowClient, type Answer, type Session } from '../support/workflow';

/**
 * Issue 46 point 5: a task that leaves someone's list because someone else moved it says why, both
 * in the task's view and to the list that lost the row; what the caller did, a task still theirs and
 * a task that never reached them say nothing.
 */

let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let lina: Session;
let zhangwei: Session;
let wangfang: Session;
let admin: Session;

type Departed = { task_key: string; title: string; departure: TaskDeparture };

beforeAll(async () => {
  backend = await createTestBackend();
  wf = workflowClient(backend);
  [lina, zhangwei, wangfang, admin] = await Promise.all([loginAs(backend, 'lina'), loginAs(backend, 'zhangwei'), loginAs(backend, 'wangfang'), loginAs(backend, 'admin')]);
  await wf.deploy(admin, chain('departure_shared', [
    { id: 'check', name: '财务复核', attrs: { candidateUsers: `${zhangwei.userKey},${wangfang.userKey}` } },
    { id: 'final', name: '总经理审批', attrs: { assignee: admin.userKey } },
  ]));
  await wf.deploy(admin, chain('departure_single', [{ id: 'check', name: '主管审批', attrs: { assignee: zhangwei.userKey } }]));
  await wf.deploy(admin, buildBpmn({
    id: 'departure_countersign',
    name: 'departure_countersign',
    nodes: [
      { id: 'start', type: 'startEvent', name: '开始', at: [0, 0] },
      { id: 'both', type: 'userTask', name: '会签', at: [1, 0], attrs: { assignee: '${signer}' }, multi: { collection: `${zhangwei.userKey},${wangfang.userKey}`, elementVariable: 'signer' } },
      { id: 'end', type: 'endEvent', name: '结束', at: [2, 0] },
    ],
    flows: [{ id: 'f1', from: 'start', to: 'both' }, { id: 'f2', from: 'both', to: 'end' }],
  }));
});
afterAll(async () => {
  await backend?.database.close();
});

const departures = async (who: Session, taskIds: string[]) => {
  const answer = await wf.post<Departed[]>(who, paths.taskDepartures, { taskIds });
  expect(answer.body.code, answer.body.msg).toBe(0);
  return answer.body.data!;
};
const departureInView = async (who: Session, taskId: string) => (await wf.post<{ task: { departure: TaskDeparture | null } }>(who, paths.formFields, { taskId })).body.data!.task.departure;

async function started(processKey: string, title: string): Promise<Answer> {
  const answer = await wf.start(lina, processKey, { title });
  expect(answer.body.code, answer.body.msg).toBe(0);
  return answer.body.data!;
}

describe('why a task left the caller', () => {
  it('a colleague offered the same task decided it: 王芳 已同意, in the list and in the task’s view', async () => {
    const request = await started('departure_shared', '共享任务');
    const task = request.tasks[0]!.task_key;
    expect(await departures(zhangwei, [task]), 'still his to take: nothing to say').toEqual([]);
    expect((await wf.confirm(wangfang, task, { comment: '同意' })).body.code).toBe(0);
    expect(await departures(zhangwei, [task])).toEqual([{ task_key: task, title: '共享任务', departure: { kind: 'decidedBy', by: '王芳', to: null, action: 'APPROVED' } }]);
    expect(await departureInView(zhangwei, task)).toEqual({ kind: 'decidedBy', by: '王芳', to: null, action: 'APPROVED' });
    expect(await departures(wangfang, [task]), 'her own decision').toEqual([]);
    expect(await departureInView(lina, task), 'the applicant never held it').toBeNull();
  });

  it('a colleague handed the shared task to someone else: 王芳 已转交给 系统管理员', async () => {
    const request = await started('departure_shared', '转交任务');
    const task = request.tasks[0]!.task_key;
    expect((await wf.turn(wangfang, task, admin.userKey)).body.code).toBe(0);
    const [gone] = await departures(zhangwei, [task]);
    expect(gone!.departure).toMatchObject({ kind: 'handedOver', by: '王芳', to: '系统管理员' });
    expect(await departures(wangfang, [task]), 'she handed it over herself').toEqual([]);
  });

  it('the applicant withdrew: 李娜 已撤回申请', async () => {
    const request = await started('departure_single', '撤回的申请');
    const task = request.tasks[0]!.task_key;
    expect((await wf.cancel(lina, request.instance_key)).body.code).toBe(0);
    expect((await departures(zhangwei, [task]))[0]!.departure).toEqual({ kind: 'withdrawn', by: '李娜', to: null, action: null });
  });

  it('the other countersigner rejected, which ended his part: 王芳 已驳回', async () => {
    const request = await started('departure_countersign', '会签驳回');
    const mine = request.tasks.find((t) => t.assignee === zhangwei.userKey)!.task_key;
    const hers = request.tasks.find((t) => t.assignee === wangfang.userKey)!.task_key;
    expect((await wf.reject(wangfang, hers, { rejectTo: 'end', comment: '金额有误' })).body.code).toBe(0);
    expect((await departures(zhangwei, [mine]))[0]!.departure).toEqual({ kind: 'decidedBy', by: '王芳', to: null, action: 'REJECTED' });
  });

  it('his added signature was withdrawn by the holder: 张伟 已撤销您的加签', async () => {
    const request = await started('departure_single', '撤销加签');
    const task = request.tasks[0]!.task_key;
    expect((await wf.post(zhangwei, paths.addSign, { taskId: task, users: [wangfang.userKey], position: 'BEFORE' })).body.code).toBe(0);
    const signer = (await wf.pending(wangfang, { pageSize: 30 })).body.data!.records.find((r) => r.instance_key === request.instance_key)!.task_key;
    expect((await wf.post(zhangwei, paths.removeSign, { taskId: signer })).body.code).toBe(0);
    expect((await departures(wangfang, [signer]))[0]!.departure).toEqual({ kind: 'signRemoved', by: '张伟', to: null, action: null });
    expect(await departures(zhangwei, [task]), 'the holder has his task back').toEqual([]);
  });

  it('says nothing of his own decision, of a task that never reached the caller, and refuses too many keys at once', async () => {
    const request = await started('departure_single', '自己处理');
    const task = request.tasks[0]!.task_key;
    expect((await wf.confirm(zhangwei, task, { comment: '同意' })).body.code).toBe(0);
    expect(await departures(zhangwei, [task])).toEqual([]);
    expect(await departures(wangfang, [task]), 'never hers: no word, not even its title').toEqual([]);
    const tooMany = await wf.post(zhangwei, paths.taskDepartures, { taskIds: Array.from({ length: 31 }, (_, i) => `task-${i}`) });
    expect(tooMany.body.code).not.toBe(0);
    expect(tooMany.body.msg).toBe('一次最多查询 30 项任务');
  });
});
