import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bizMessage, bizMessageAcceptor } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import { call, createTestBackend, loginAs } from '../support/backend';
import { workflowClient, type Session } from '../support/workflow';

/**
 * A business message about an approval task follows the task: once the task no longer waits for a
 * recipient (decided, handed over, withdrawn), that recipient's copy is handled and leaves the bell.
 */

let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let lina: Session;
let zhangwei: Session;
let admin: Session;

beforeAll(async () => {
  backend = await createTestBackend();
  wf = workflowClient(backend);
  [admin, lina, zhangwei] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina'), loginAs(backend, 'zhangwei')]);
});
afterAll(async () => backend?.database.close());

const payment = (payee: string) => ({ formData: { payee, amount: 150000, purpose: '采购办公设备' } });

/** The state of `who`'s copies of the messages about one task. */
async function copiesAbout(taskKey: string, who: Session): Promise<{ title: string | null; status: string }[]> {
  return backend.database.db
    .select({ title: bizMessage.title, status: bizMessageAcceptor.read_status })
    .from(bizMessage)
    .innerJoin(bizMessageAcceptor, eq(bizMessageAcceptor.message_key, bizMessage.message_key))
    .where(and(eq(bizMessage.task_key, taskKey), eq(bizMessageAcceptor.ref_key, who.userKey)));
}

const bell = async (who: Session) => (await call<{ business: number }>(backend, 'GET', '/api/fintech/biz/message/queryMsgTotal', { token: who.token })).body.data!.business;

describe('messages about a task', () => {
  it('name the request and its applicant, and are handled once the recipient decided the task', async () => {
    const before = await bell(zhangwei);
    const started = await wf.start(lina, 'payment_approval', payment('上海浦江信托有限公司'));
    const task = started.body.data!.tasks[0]!;
    expect(await copiesAbout(task.task_key, zhangwei)).toEqual([{ title: '待审批：付款审批 · 李娜', status: 'UNREAD' }]);
    expect(await bell(zhangwei)).toBe(before + 1);
    expect((await wf.confirm(zhangwei, task.task_key)).body.code).toBe(0);
    expect(await copiesAbout(task.task_key, zhangwei)).toEqual([expect.objectContaining({ status: 'READED' })]);
    expect(await bell(zhangwei)).toBe(before);
  });

  it('are handled for the one who handed the task over, and wait for the one who received it', async () => {
    const started = await wf.start(lina, 'payment_approval', payment('转办测试'));
    const task = started.body.data!.tasks[0]!;
    expect((await wf.turn(zhangwei, task.task_key, admin.userKey)).body.code).toBe(0);
    expect(await copiesAbout(task.task_key, zhangwei)).toEqual([expect.objectContaining({ status: 'READED' })]);
    // A reminder after the hand-over reaches the new holder, whose copy waits until he decides.
    expect((await wf.post(lina, paths.urge, { processInstanceId: started.body.data!.instance_key })).body.code).toBe(0);
    expect(await copiesAbout(task.task_key, admin)).toContainEqual({ title: expect.stringMatching(/^催办/), status: 'UNREAD' });
    expect(await copiesAbout(task.task_key, zhangwei)).not.toContainEqual(expect.objectContaining({ status: 'UNREAD' }));
    expect((await wf.confirm(admin, task.task_key)).body.code).toBe(0);
    expect((await copiesAbout(task.task_key, admin)).every((c) => c.status === 'READED')).toBe(true);
  });

  it('are handled when the applicant withdraws the request', async () => {
    const before = await bell(zhangwei);
    const started = await wf.start(lina, 'payment_approval', payment('撤回测试'));
    const task = started.body.data!.tasks[0]!;
    expect(await bell(zhangwei)).toBe(before + 1);
    expect((await wf.cancel(lina, started.body.data!.instance_key)).body.code).toBe(0);
    expect(await copiesAbout(task.task_key, zhangwei)).toEqual([expect.objectContaining({ status: 'READED' })]);
    expect(await bell(zhangwei)).toBe(before);
  });
});
