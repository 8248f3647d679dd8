import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import { createTestBackend, loginAs } from '../support/backend';
import { chain, workflowClient, type Session } from '../support/workflow';

/** A task whose model sets rejectCommentRequired is rejected or returned only with a comment; others need none. */

let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let lina: Session;
let zhangwei: Session;
let admin: Session;

beforeAll(async () => {
  backend = await createTestBackend();
  wf = workflowClient(backend);
  [lina, zhangwei, admin] = await Promise.all([loginAs(backend, 'lina'), loginAs(backend, 'zhangwei'), loginAs(backend, 'admin')]);
  await wf.deploy(admin, chain('reject_reason', [{ id: 'check', name: '主管审批', attrs: { assignee: zhangwei.userKey }, properties: { rejectCommentRequired: 'true', allowReturn: 'initiator' } }]));
  await wf.deploy(admin, chain('reject_free', [{ id: 'check', name: '主管审批', attrs: { assignee: zhangwei.userKey } }]));
});
afterAll(async () => {
  await backend?.database.close();
});

describe('a comment required on reject', () => {
  it('refuses a reject or a return without a comment where the node asks for one, in Chinese, and applies nothing', async () => {
    const started = await wf.start(lina, 'reject_reason');
    const taskKey = started.body.data!.tasks[0]!.task_key;
    // The task's detail tells the workbench, which asks for the comment in the same words.
    const detail = await wf.post<{ task: { reject_comment_required: boolean } }>(zhangwei, paths.formFields, { taskId: taskKey });
    expect(detail.body.data!.task.reject_comment_required).toBe(true);
    const bare = await wf.reject(zhangwei, taskKey, { comment: '   ' });
    expect(bare.body.code).toBe(400);
    expect(bare.body.msg).toBe('驳回或退回任务“主管审批”时须填写意见');
    expect((await wf.reject(zhangwei, taskKey, { rejectTo: 'initiator' })).body.code).toBe(400);
    expect((await wf.comments(lina, started.body.data!.instance_key)).body.data!.map((c) => c.action)).toEqual(['START']);
    const said = await wf.reject(zhangwei, taskKey, { comment: '预算依据不足' });
    expect(said.body.data!.status).toBe('REJECTED');
  });

  it('lets other nodes be rejected without one', async () => {
    const started = await wf.start(lina, 'reject_free');
    const detail = await wf.post<{ task: { reject_comment_required: boolean } }>(zhangwei, paths.formFields, { taskId: started.body.data!.tasks[0]!.task_key });
    expect(detail.body.data!.task.reject_comment_required).toBe(false);
    expect((await wf.reject(zhangwei, started.body.data!.tasks[0]!.task_key)).body.data!.status).toBe('REJECTED');
  });
});
