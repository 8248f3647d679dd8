import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import { createTestBackend, loginAs } from '../support/backend';
import { workflowClient, type Session } from '../support/workflow';

/**
 * The workbench opens a task from its key alone (a business message links ?taskId=): the task
 * form call answers the task with its instance, state, the returns its model allows and whether
 * the caller may act on it now. Run on the seeded project initiation (finance, then leader).
 */

type TaskView = {
  node_id: string;
  node_type: string;
  fields: { id: string }[];
  task: { task_key: string; instance_key: string; status: string; return_targets: string[]; can_act: boolean } | null;
};

let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let lina: Session;
let wangfang: Session;
let zhangwei: Session;
let admin: Session;

beforeAll(async () => {
  backend = await createTestBackend();
  wf = workflowClient(backend);
  [lina, wangfang, zhangwei, admin] = await Promise.all([loginAs(backend, 'lina'), loginAs(backend, 'wangfang'), loginAs(backend, 'zhangwei'), loginAs(backend, 'admin')]);
});
afterAll(async () => {
  await backend?.database.close();
});

const view = (who: Session, taskId: string) => wf.post<TaskView>(who, paths.formFields, { taskId });

describe('the task view by task key', () => {
  it('answers the task, its instance, the returns allowed and who may act', async () => {
    const started = await wf.start(lina, 'project_initiation', { title: '大额立项', formData: { project_name: '华东理财', amount: 800000 } });
    expect(started.body.code).toBe(0);
    const finance = started.body.data!.tasks[0]!;

    const mine = await view(wangfang, finance.task_key);
    expect(mine.body.code).toBe(0);
    expect(mine.body.data).toMatchObject({ node_id: 'finance_review', node_type: 'userTask' });
    expect(mine.body.data!.task).toMatchObject({ task_key: finance.task_key, instance_key: started.body.data!.instance_key, status: 'PENDING', return_targets: ['initiator'], can_act: true });

    // The applicant may look at it but not act on it; an administrator sees it too.
    expect((await view(lina, finance.task_key)).body.data!.task!.can_act).toBe(false);
    expect((await view(admin, finance.task_key)).body.data!.task!.can_act).toBe(false);
    // Someone the request never reached may not read it (the permission table's 403).
    expect((await view(zhangwei, finance.task_key)).body.code).toBe(403);

    const next = await wf.confirm(wangfang, finance.task_key, { comment: '预算合理' });
    const leader = next.body.data!.tasks[0]!;
    expect((await view(wangfang, finance.task_key)).body.data!.task).toMatchObject({ status: 'APPROVED', can_act: false });
    expect((await view(zhangwei, leader.task_key)).body.data!.task).toMatchObject({ return_targets: ['previous', 'initiator'], can_act: true });
  });

  it('answers the start form for a task given back to the applicant', async () => {
    const started = await wf.start(lina, 'project_initiation', { formData: { project_name: '退回测试', amount: 100 } });
    const finance = started.body.data!.tasks[0]!;
    const back = await wf.reject(wangfang, finance.task_key, { comment: '补充说明', rejectTo: 'initiator' });
    expect(back.body.code).toBe(0);
    const resubmit = back.body.data!.tasks[0]!;
    const answer = await view(lina, resubmit.task_key);
    expect(answer.body.data).toMatchObject({ node_type: 'startEvent', task: { can_act: true } });
    expect(answer.body.data!.fields.map((f) => f.id)).toEqual(['project_name', 'amount', 'reason']);
    expect((await view(lina, 'no-such-task')).body.code).toBe(404);
  });
});
