import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import type { BuildProcess } from '@/lib/backend/modules/workflow/model/bpmn-builder';
import { createTestBackend, loginAs } from '../support/backend';
import { workflowClient, type Session } from '../support/workflow';

/** An embedded sub-process deployed and run through the engine's calls. */

let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let admin: Session;
let lina: Session;
let zhangwei: Session; // usr-leader
let wangfang: Session; // usr-finance

const MODEL: BuildProcess = {
  id: 'joint_review', name: '联合审核', nodes: [
    { id: 'start', type: 'startEvent', at: [0, 1] },
    {
      id: 'review', type: 'subProcess', name: '会审', at: [2, 1],
      inner: {
        nodes: [
          { id: 'in_start', type: 'startEvent', at: [1, 1] },
          { id: 'in_fork', type: 'parallelGateway', at: [2, 1] },
          { id: 'legal', type: 'userTask', name: '法务审核', at: [3, 0], attrs: { assignee: 'usr-leader' } },
          { id: 'money', type: 'userTask', name: '财务审核', at: [3, 2], attrs: { assignee: 'usr-finance' } },
          { id: 'in_join', type: 'parallelGateway', at: [4, 1] },
          { id: 'in_end', type: 'endEvent', at: [5, 1] },
        ],
        flows: [
          { id: 'i0', from: 'in_start', to: 'in_fork' }, { id: 'i1', from: 'in_fork', to: 'legal' }, { id: 'i2', from: 'in_fork', to: 'money' },
          { id: 'i3', from: 'legal', to: 'in_join' }, { id: 'i4', from: 'money', to: 'in_join' }, { id: 'i5', from: 'in_join', to: 'in_end' },
        ],
      },
    },
    { id: 'confirm', type: 'userTask', name: '申请人确认', at: [7, 1], attrs: { assignee: '${initiator}' } },
    { id: 'end', type: 'endEvent', at: [8, 1] },
  ],
  flows: [{ id: 'f0', from: 'start', to: 'review' }, { id: 'f1', from: 'review', to: 'confirm' }, { id: 'f2', from: 'confirm', to: 'end' }],
};

beforeAll(async () => {
  backend = await createTestBackend();
  wf = workflowClient(backend);
  [admin, lina, zhangwei, wangfang] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina'), loginAs(backend, 'zhangwei'), loginAs(backend, 'wangfang')]);
  await wf.deploy(admin, MODEL);
});
afterAll(async () => {
  await backend?.database.close();
});

describe('embedded sub-process', () => {
  it('runs the tasks inside, shows the sub-process as active, and goes on when the inside has ended', async () => {
    const started = await wf.start(lina, 'joint_review');
    expect(started.body.code, started.body.msg).toBe(0);
    const tasks = started.body.data!.tasks;
    expect(tasks.map((t) => t.task_name).sort()).toEqual(['法务审核', '财务审核']);
    const lights = await wf.highlight(lina, started.body.data!.instance_key);
    expect(lights.body.data!.active_nodes.sort()).toEqual(['legal', 'money', 'review']);

    const half = await wf.confirm(zhangwei, tasks.find((t) => t.node_id === 'legal')!.task_key);
    expect(half.body.data!.tasks.map((t) => t.node_id)).toEqual(['money']);
    const out = await wf.confirm(wangfang, tasks.find((t) => t.node_id === 'money')!.task_key);
    // The applicant's own step goes to her leader (segregation of duties).
    expect(out.body.data!.tasks.map((t) => [t.node_id, t.assignee])).toEqual([['confirm', zhangwei.userKey]]);
    expect((await wf.confirm(zhangwei, out.body.data!.tasks[0]!.task_key)).body.data!.status).toBe('APPROVED');
    const done = await wf.highlight(lina, started.body.data!.instance_key);
    expect(done.body.data!.finished_nodes).toEqual(expect.arrayContaining(['review', 'in_end', 'legal', 'money']));
  });

  it('ends the whole request when a task inside is rejected', async () => {
    const started = await wf.start(lina, 'joint_review');
    const legal = started.body.data!.tasks.find((t) => t.node_id === 'legal')!;
    const rejected = await wf.reject(zhangwei, legal.task_key, { comment: '不合规' });
    expect(rejected.body.data!.status).toBe('REJECTED');
    expect(rejected.body.data!.tasks).toEqual([]);
  });
});
