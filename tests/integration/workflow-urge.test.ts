// @database postgres: simultaneous urges.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bizMessage, bizMessageAcceptor, wfInstance } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { nextUrgeAt } from '@/lib/backend/modules/workflow/operations/urge';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import { createTestBackend, loginAs } from '../support/backend';
import { workflowClient, type Answer, type Session } from '../support/workflow';

/** Urging (催办): the applicant reminds the current approvers, at most once per interval per request. */

let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let lina: Session;
let zhangwei: Session;
let wangfang: Session;

beforeAll(async () => {
  backend = await createTestBackend();
  wf = workflowClient(backend);
  [lina, zhangwei, wangfang] = await Promise.all([loginAs(backend, 'lina'), loginAs(backend, 'zhangwei'), loginAs(backend, 'wangfang')]);
});
afterAll(async () => {
  await backend?.database.close();
});

const db = () => backend.database.db;
const urge = (who: Session, processInstanceId: string, comment?: string) => wf.post<Answer>(who, paths.urge, { processInstanceId, comment });

async function urgedMessages(userKey: string): Promise<{ title: string; link: string | null }[]> {
  const rows = await db()
    .select({ title: bizMessage.title, link: bizMessage.biz_link })
    .from(bizMessageAcceptor)
    .innerJoin(bizMessage, eq(bizMessage.message_key, bizMessageAcceptor.message_key))
    .where(and(eq(bizMessageAcceptor.ref_key, userKey), eq(bizMessage.message_type, 'BUSINESS')));
  return rows.map((r) => ({ title: r.title ?? '', link: r.link })).filter((m) => m.title.startsWith('催办：'));
}

describe('urge', () => {
  it('tells the holder of each waiting task, writes a history line, and refuses a second urge within the interval', async () => {
    const started = await wf.start(lina, 'payment_approval', { formData: { payee: '某某供应商', amount: 150000 } });
    const instanceKey = started.body.data!.instance_key;
    const taskKey = started.body.data!.tasks[0]!.task_key;
    const before = (await urgedMessages(zhangwei.userKey)).length;

    const first = await urge(lina, instanceKey, '客户催款，请尽快');
    expect(first.body.code).toBe(0);
    const messages = await urgedMessages(zhangwei.userKey);
    expect(messages).toHaveLength(before + 1);
    expect(messages.at(-1)).toMatchObject({ title: '催办：部门负责人审批', link: `/home/workbench/pending?taskId=${taskKey}` });
    const history = (await wf.comments(lina, instanceKey)).body.data!;
    expect(history.at(-1)).toMatchObject({ action: 'URGE', user_key: lina.userKey, comment: '客户催款，请尽快' });

    const [row] = await db().select({ urge_time: wfInstance.urge_time }).from(wfInstance).where(eq(wfInstance.instance_key, instanceKey));
    const again = await urge(lina, instanceKey);
    expect(again.body.code).toBe(400);
    expect(again.body.msg).toMatch(/^该申请已于 \d\d:\d\d 催办过，每 10 分钟最多催办一次，请于 \d\d:\d\d 后再催办$/);
    expect(await urgedMessages(zhangwei.userKey)).toHaveLength(before + 1);
    expect((await wf.comments(lina, instanceKey)).body.data!.filter((c) => c.action === 'URGE')).toHaveLength(1);
    const [unchanged] = await db().select({ urge_time: wfInstance.urge_time }).from(wfInstance).where(eq(wfInstance.instance_key, instanceKey));
    expect(unchanged!.urge_time).toEqual(row!.urge_time);

    // Once the interval has passed (the stored time moved back), it may be urged again.
    await db().update(wfInstance).set({ urge_time: new Date(Date.now() - 11 * 60 * 1000) }).where(eq(wfInstance.instance_key, instanceKey));
    expect((await urge(lina, instanceKey)).body.code).toBe(0);
    expect(await urgedMessages(zhangwei.userKey)).toHaveLength(before + 2);
  });

  it('reaches every candidate of a task offered to a group', async () => {
    const started = await wf.start(lina, 'payment_approval', { formData: { payee: '某某供应商', amount: 5000 } });
    const before = (await urgedMessages(wangfang.userKey)).length;
    expect((await urge(lina, started.body.data!.instance_key)).body.code).toBe(0);
    expect((await urgedMessages(wangfang.userKey)).map((m) => m.title).slice(before)).toEqual(['催办：财务审批']);
  });

  it('is the initiator’s alone, and only while the request runs', async () => {
    const started = await wf.start(lina, 'payment_approval', { formData: { payee: '某某供应商', amount: 5000 } });
    const instanceKey = started.body.data!.instance_key;
    expect((await urge(zhangwei, instanceKey)).body.code).toBe(403);
    expect((await urge(wangfang, instanceKey)).body.code).toBe(403);
    expect((await wf.confirm(wangfang, started.body.data!.tasks[0]!.task_key)).body.data!.status).toBe('APPROVED');
    expect((await urge(lina, instanceKey)).body.code).toBe(409);
    expect((await wf.comments(lina, instanceKey)).body.data!.map((c) => c.action)).not.toContain('URGE');
  });

  it('lets one of two simultaneous urges through', async () => {
    const started = await wf.start(lina, 'payment_approval', { formData: { payee: '某某供应商', amount: 150000 } });
    const instanceKey = started.body.data!.instance_key;
    const answers = await Promise.all([urge(lina, instanceKey), urge(lina, instanceKey)]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, 400]);
    expect((await wf.comments(lina, instanceKey)).body.data!.filter((c) => c.action === 'URGE')).toHaveLength(1);
  });
});

describe('the urge interval', () => {
  it('opens again ten minutes after the last urge, on the next full minute', () => {
    expect(nextUrgeAt(new Date('2026-03-01T08:00:00.000Z')).toISOString()).toBe('2026-03-01T08:10:00.000Z');
    expect(nextUrgeAt(new Date('2026-03-01T08:00:20.000Z')).toISOString()).toBe('2026-03-01T08:11:00.000Z');
  });
});
