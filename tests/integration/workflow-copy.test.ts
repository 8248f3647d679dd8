import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bizMessage, bizMessageAcceptor, wfCopy } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import { createTestBackend, loginAs } from '../support/backend';
import { chain, workflowClient, type Answer, type Page, type Session } from '../support/workflow';

/**
 * Copies (抄送): the model copies a request when a task of a node naming copyTo is approved, the
 * holder of a task copies it with 抄送 or as she approves. The people copied are told, find it in
 * 抄送我的 (unread until they open it) and may read it, never act on it.
 */

let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let lina: Session; // applicant
let zhangwei: Session; // approver
let wangfang: Session;
let zhaolei: Session;
let admin: Session;

type CopyRow = { copy_key: string; instance_key: string; from_user: string | null; node_name: string | null; comment: string | null; read_time: string | null; instance_status: string };

beforeAll(async () => {
  backend = await createTestBackend();
  wf = workflowClient(backend);
  [lina, zhangwei, wangfang, admin] = await Promise.all([loginAs(backend, 'lina'), loginAs(backend, 'zhangwei'), loginAs(backend, 'wangfang'), loginAs(backend, 'admin')]);
  const added = await wf.post(admin, '/api/app/base/app/sys/user/add', { username: 'zhaolei', realname: '赵磊', password: 'Welcome2026', selectedroles: 'role-staff', selecteddeparts: 'dep-project' });
  expect(added.body.code).toBe(0);
  zhaolei = await loginAs(backend, 'zhaolei', 'Welcome2026');
  await wf.deploy(admin, chain('copy_chain', [
    { id: 'check', name: '主管审批', attrs: { assignee: zhangwei.userKey }, properties: { copyTo: `${wangfang.userKey}, ${lina.userKey}` } },
    { id: 'finance', name: '财务审批', attrs: { assignee: admin.userKey } },
  ]));
});
afterAll(async () => {
  await backend?.database.close();
});

const db = () => backend.database.db;
const copied = (who: Session, filters: Record<string, unknown> = {}) => wf.post<Page<CopyRow>>(who, paths.copiedToMe, filters);
const copy = (who: Session, taskId: string, users: string[] | string, comment?: string) => wf.post<Answer>(who, paths.copy, { taskId, users, comment });
const comments = (who: Session, id: string) => wf.get<{ action: string; user_key: string | null; target_users: string[] | null; comment: string | null; node_id: string | null }[]>(who, paths.comments(id));

async function messagesTo(userKey: string): Promise<{ title: string; link: string | null }[]> {
  const rows = await db()
    .select({ title: bizMessage.title, link: bizMessage.biz_link })
    .from(bizMessageAcceptor)
    .innerJoin(bizMessage, eq(bizMessage.message_key, bizMessageAcceptor.message_key))
    .where(and(eq(bizMessageAcceptor.ref_key, userKey), eq(bizMessage.message_type, 'BUSINESS')));
  return rows.map((r) => ({ title: r.title ?? '', link: r.link ?? null }));
}

describe('copies made by the model', () => {
  it('copies the request when the node’s task is approved: told, listed unread, readable, then read', async () => {
    const started = await wf.start(lina, 'copy_chain', { title: '采购打印机' });
    const instanceKey = started.body.data!.instance_key;
    // Not copied yet: she may not read it.
    expect((await comments(wangfang, instanceKey)).body.code).toBe(403);
    expect((await copied(wangfang)).body.data!.records.map((r) => r.instance_key)).not.toContain(instanceKey);

    const approved = await wf.confirm(zhangwei, started.body.data!.tasks[0]!.task_key, { comment: '同意' });
    expect(approved.body.code).toBe(0);

    const mine = (await copied(wangfang)).body.data!.records.find((r) => r.instance_key === instanceKey);
    expect(mine).toMatchObject({ from_user: null, node_name: '主管审批', read_time: null, instance_status: 'RUNNING' });
    expect(await messagesTo(wangfang.userKey)).toContainEqual({ title: '抄送：采购打印机', link: `/home/workbench/copiedToMe?instanceId=${instanceKey}` });
    // The applicant is not copied her own request.
    expect((await copied(lina)).body.data!.records.map((r) => r.instance_key)).not.toContain(instanceKey);

    const history = (await comments(wangfang, instanceKey)).body.data!;
    expect(history.map((c) => [c.action, c.user_key, c.target_users])).toEqual([
      ['START', lina.userKey, null],
      ['APPROVE', zhangwei.userKey, null],
      ['COPY', null, [wangfang.userKey]],
    ]);
    // Copied people read, they do not act.
    expect((await wf.confirm(wangfang, approved.body.data!.tasks[0]!.task_key)).body.code).toBe(403);

    expect((await copied(wangfang, { read: 'unread' })).body.data!.records.map((r) => r.instance_key)).toContain(instanceKey);
    const read = await wf.post<{ read: boolean }>(wangfang, paths.readCopy, { processInstanceId: instanceKey });
    expect(read.body.data).toEqual({ read: true });
    expect((await copied(wangfang, { read: 'unread' })).body.data!.records.map((r) => r.instance_key)).not.toContain(instanceKey);
    expect((await copied(wangfang, { read: 'read' })).body.data!.records.map((r) => r.instance_key)).toContain(instanceKey);
    // Someone it was not copied to marks nothing.
    expect((await wf.post<{ read: boolean }>(zhaolei, paths.readCopy, { processInstanceId: instanceKey })).body.data).toEqual({ read: false });
  });

  it('filters 抄送我的 by read state together with the words and the copy date, and refuses another state', async () => {
    const started = await wf.start(lina, 'copy_chain', { title: '采购白板笔' });
    const instanceKey = started.body.data!.instance_key;
    await wf.confirm(zhangwei, started.body.data!.tasks[0]!.task_key, { comment: '同意' });
    const keys = async (filters: Record<string, unknown>) => (await copied(wangfang, filters)).body.data!.records.map((r) => r.instance_key);
    const today = new Date().toISOString();
    expect(await keys({ read: 'unread', keyword: '白板笔', startTime: '2000-01-01', endTime: today })).toEqual([instanceKey]);
    expect(await keys({ read: 'unread', keyword: '打印机' })).not.toContain(instanceKey);
    expect(await keys({ read: 'unread', startTime: '2000-01-01', endTime: '2000-01-02' })).toEqual([]);
    await wf.post(wangfang, paths.readCopy, { processInstanceId: instanceKey });
    expect(await keys({ read: 'read', keyword: '白板笔' })).toEqual([instanceKey]);
    expect(await keys({ read: 'unread', keyword: '白板笔' })).toEqual([]);
    expect(await keys({ read: '', keyword: '白板笔' })).toEqual([instanceKey]);
    const refused = await copied(wangfang, { read: 'maybe' });
    expect(refused.body.code).toBe(400);
    expect(refused.body.msg).toBe('阅读状态只能是未读或已读');
  });

  it('refuses a model whose copyTo is not a list of user keys', async () => {
    await expect(wf.deploy(admin, chain('copy_bad', [{ id: 'a', name: '审批', attrs: { assignee: zhangwei.userKey }, properties: { copyTo: '王芳 主管' } }]))).rejects.toThrow(/copyTo/);
  });
});

describe('copies made by an approver', () => {
  it('copies with 抄送 while the task stays hers, and names everyone copied in the history', async () => {
    const started = await wf.start(lina, 'payment_approval', { title: '付款：办公设备', formData: { payee: '某某供应商', amount: 150000, purpose: '采购办公设备' } });
    const instanceKey = started.body.data!.instance_key;
    const taskKey = started.body.data!.tasks[0]!.task_key;
    const answer = await copy(zhangwei, taskKey, [zhaolei.userKey, wangfang.userKey, zhaolei.userKey], '请知悉');
    expect(answer.body.code).toBe(0);
    expect(answer.body.msg).toBe('已抄送');
    expect(answer.body.data!.tasks.map((t) => [t.task_key, t.assignee])).toEqual([[taskKey, zhangwei.userKey]]);
    for (const who of [zhaolei, wangfang]) {
      const row = (await copied(who)).body.data!.records.find((r) => r.instance_key === instanceKey);
      expect(row).toMatchObject({ from_user: zhangwei.userKey, comment: '请知悉', read_time: null });
      expect((await wf.get(who, paths.highlightedNode(instanceKey))).body.code).toBe(0);
    }
    const history = (await comments(lina, instanceKey)).body.data!;
    expect(history.at(-1)).toMatchObject({ action: 'COPY', user_key: zhangwei.userKey, target_users: [zhaolei.userKey, wangfang.userKey], comment: '请知悉' });
  });

  it('copies as she approves; copied again, a request is unread again and listed once', async () => {
    const started = await wf.start(lina, 'payment_approval', { title: '付款：差旅', formData: { payee: '某酒店', amount: 150000, purpose: '差旅' } });
    const instanceKey = started.body.data!.instance_key;
    const first = started.body.data!.tasks[0]!.task_key;
    expect((await copy(zhangwei, first, zhaolei.userKey)).body.code).toBe(0);
    await wf.post(zhaolei, paths.readCopy, { processInstanceId: instanceKey });
    const approved = await wf.confirm(zhangwei, first, { comment: '同意', copyTo: [zhaolei.userKey] });
    expect(approved.body.code).toBe(0);
    const rows = (await copied(zhaolei)).body.data!.records.filter((r) => r.instance_key === instanceKey);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ read_time: null, comment: '同意' });
    expect((await comments(lina, instanceKey)).body.data!.map((c) => c.action)).toEqual(['START', 'COPY', 'APPROVE', 'COPY']);
  });

  it('refuses copying to oneself or to nobody, to an unknown user, and a task that is not the caller’s; nothing is written', async () => {
    const started = await wf.start(lina, 'payment_approval', { formData: { payee: '某某供应商', amount: 150000, purpose: '采购' } });
    const instanceKey = started.body.data!.instance_key;
    const taskKey = started.body.data!.tasks[0]!.task_key;
    const self = await copy(zhangwei, taskKey, [zhangwei.userKey]);
    expect(self.body.code).toBe(400);
    expect(self.body.msg).toBe('不能抄送给自己');
    const nobody = await copy(zhangwei, taskKey, []);
    expect(nobody.body.code).toBe(400);
    expect(nobody.body.msg).toContain('请选择抄送人');
    expect((await copy(zhangwei, taskKey, ['usr-nobody'])).body.code).toBe(400);
    expect((await copy(wangfang, taskKey, [zhaolei.userKey])).body.code).toBe(403);
    expect((await wf.confirm(zhangwei, taskKey, { copyTo: ['usr-nobody'] })).body.code).toBe(400);
    expect(await db().select().from(wfCopy).where(eq(wfCopy.instance_key, instanceKey))).toEqual([]);
    expect((await comments(lina, instanceKey)).body.data!.map((c) => c.action)).toEqual(['START']);
  });

  it('filters 抄送我的 by keyword', async () => {
    const list = await copied(zhaolei, { keyword: '差旅' });
    expect(list.body.code).toBe(0);
    expect(list.body.data!.records.every((r) => r.instance_key)).toBe(true);
    expect(list.body.data!.total).toBe(1);
  });
});
