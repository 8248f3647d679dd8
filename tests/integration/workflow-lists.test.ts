// @database postgres: twenty simultaneous approvals of one task.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wfComment, wfTask } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { call, createTestBackend, loginAs } from '../support/backend';
import { chain, workflowClient, type Session } from '../support/workflow';

/**
 * The workbench lists: paged on the server with correct totals, page sizes 10/20/30,
 * filters by process, applicant, time range and keyword; and one task approved by 20 callers at
 * once (meaningful on PostgreSQL, where the calls really run in parallel).
 */

let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let admin: Session;
let lina: Session;
let wangfang: Session;
let zhangwei: Session;
/** What the demo data already holds in these lists (its purchases went through the 采购审批): the counts below come on top. */
const base = { pending: 0, pendingSales: 0, processed: 0, mine: 0, mineApproved: 0, mineRejected: 0, mineRunning: 0, wangMine: 0, linaPending: 0 };

beforeAll(async () => {
  backend = await createTestBackend();
  wf = workflowClient(backend);
  [admin, lina, wangfang, zhangwei] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina'), loginAs(backend, 'wangfang'), loginAs(backend, 'zhangwei')]);
  const total = async (answer: Promise<{ body: { data?: { total: number } | null } }>) => (await answer).body.data!.total;
  Object.assign(base, {
    pending: await total(wf.pending(zhangwei)), pendingSales: await total(wf.pending(zhangwei, { applicant: 'usr-sales' })), processed: await total(wf.processed(zhangwei)),
    mine: await total(wf.myProcesses(lina)), mineApproved: await total(wf.myProcesses(lina, { status: 'APPROVED' })), mineRejected: await total(wf.myProcesses(lina, { status: 'REJECTED' })),
    mineRunning: await total(wf.myProcesses(lina, { status: 'RUNNING' })), wangMine: await total(wf.myProcesses(wangfang)), linaPending: await total(wf.pending(lina)),
  });
  await wf.deploy(admin, chain('list_alpha', [{ id: 'a', name: '甲审批', attrs: { assignee: 'usr-leader' } }]));
  await wf.deploy(admin, chain('list_beta', [{ id: 'b', name: '乙审批', attrs: { candidateGroups: 'leader' } }]));
  for (let i = 0; i < 23; i += 1) await wf.start(lina, 'list_alpha', { title: `采购申请-${i}`, businessKey: `PO-${i}` });
  for (let i = 0; i < 7; i += 1) await wf.start(wangfang, 'list_beta', { title: `报销申请-${i}` });
});
afterAll(async () => {
  await backend?.database.close();
});

describe('pending (queryApplyingTasks)', () => {
  it('pages on the server with the total of the whole filter', async () => {
    const first = await wf.pending(zhangwei, { pageNo: 1, pageSize: 20 });
    expect(first.body.data!.total).toBe(30 + base.pending);
    expect(first.body.data!.records).toHaveLength(20);
    const last = await wf.pending(zhangwei, { pageNo: 2, pageSize: 20 });
    expect(last.body.data!.records).toHaveLength(10 + base.pending);
    const keys = new Set([...first.body.data!.records, ...last.body.data!.records].map((r) => r.task_key));
    expect(keys.size).toBe(30 + base.pending);
    expect((await wf.pending(zhangwei, { pageSize: 30 })).body.data!.records).toHaveLength(30);
    expect((await wf.pending(zhangwei, { pageSize: 15 })).body.code).toBe(400);
  });

  it('includes candidate tasks and filters by process, applicant and keyword', async () => {
    const beta = await wf.pending(zhangwei, { processDefinitionKey: 'list_beta' });
    expect(beta.body.data!.total).toBe(7);
    expect(beta.body.data!.records.every((r) => r.assignee === null)).toBe(true);
    // And the demo's 付款审批：财务软件年费, whose finance step passed from 王芳 to him (segregation of duties).
    expect((await wf.pending(zhangwei, { applicant: 'usr-finance' })).body.data!.total).toBe(7 + 1);
    expect((await wf.pending(zhangwei, { applicant: 'usr-sales' })).body.data!.total).toBe(23 + base.pendingSales);
    const words = await wf.pending(zhangwei, { keyword: '采购申请-1' });
    expect(words.body.data!.total).toBe(11); // 1 and 10-19
    expect((await wf.pending(zhangwei, { keyword: 'PO-22' })).body.data!.total).toBe(1);
    expect((await wf.pending(lina)).body.data!.total).toBe(base.linaPending);
  });

  it('filters by time range', async () => {
    expect((await wf.pending(zhangwei, { startTime: '2000-01-01', endTime: '2999-01-01' })).body.data!.total).toBe(30 + base.pending);
    expect((await wf.pending(zhangwei, { startTime: '2999-01-01' })).body.data!.total).toBe(0);
    expect((await wf.pending(zhangwei, { endTime: '2000-01-01' })).body.data!.total).toBe(0);
  });

  it('is refused to a user without the workbench menu', async () => {
    expect((await wf.pending({ token: 'nope', userKey: 'x' })).body.code).toBe(401);
  });
});

describe('the dashboard card of pending approvals', () => {
  type Section = { total: number; items: { key: string; title: string; link: string }[] };
  const overview = async (who: Session) =>
    (await call<{ pendingApprovals: Section | null }>(backend, 'GET', '/api/app/base/app/dashboard/overview', { token: who.token })).body.data!.pendingApprovals;

  it('counts what the pending list counts and lists the newest five, each opening its task', async () => {
    const card = (await overview(zhangwei))!;
    const list = (await wf.pending(zhangwei, { pageSize: 10 })).body.data!;
    expect(card.total).toBe(list.total);
    expect(card.items.map((i) => i.key)).toEqual(list.records.slice(0, 5).map((r) => r.task_key));
    expect(card.items[0]!.link).toBe(`/home/workbench/pending?taskId=${encodeURIComponent(list.records[0]!.task_key)}`);
    expect(card.items[0]!.title).toMatch(/^(采购申请|报销申请)-\d+ · (甲审批|乙审批)$/);
  });

  it('is empty, not missing, for someone with nothing waiting', async () => {
    const added = await call(backend, 'POST', '/api/app/base/app/sys/user/add', { token: admin.token, json: { username: 'nothing_waits', realname: '空闲', password: 'Welcome2026', selectedroles: 'role-staff', selecteddeparts: 'dep-it' } });
    expect(added.body.code).toBe(0);
    expect(await overview(await loginAs(backend, 'nothing_waits', 'Welcome2026'))).toEqual({ total: 0, items: [] });
  });
});

describe('alreadyProcessed, my processes', () => {
  it('lists what the caller handled and what they started, with status', async () => {
    const page = await wf.pending(zhangwei, { processDefinitionKey: 'list_alpha', pageSize: 10 });
    for (const task of page.body.data!.records.slice(0, 3)) expect((await wf.confirm(zhangwei, task.task_key)).body.code).toBe(0);
    await wf.reject(zhangwei, page.body.data!.records[3]!.task_key, { comment: '不同意' });
    expect((await wf.processed(zhangwei)).body.data!.total).toBe(4 + base.processed);
    const handled = await wf.processed(zhangwei, { processDefinitionKey: 'list_alpha' });
    expect(handled.body.data!.total).toBe(4);
    expect(handled.body.data!.records.map((r) => r.status).sort()).toEqual(['APPROVED', 'APPROVED', 'APPROVED', 'REJECTED']);
    expect((await wf.processed(zhangwei, { processDefinitionKey: 'list_beta' })).body.data!.total).toBe(0);
    expect((await wf.pending(zhangwei)).body.data!.total).toBe(26 + base.pending);

    const mine = await wf.myProcesses(lina, { pageSize: 10 });
    expect(mine.body.data!.total).toBe(23 + base.mine);
    expect(mine.body.data!.records).toHaveLength(10);
    expect((await wf.myProcesses(lina, { status: 'APPROVED' })).body.data!.total).toBe(3 + base.mineApproved);
    expect((await wf.myProcesses(lina, { status: 'REJECTED' })).body.data!.total).toBe(1 + base.mineRejected);
    const running = await wf.myProcesses(lina, { status: 'RUNNING', pageSize: 10 });
    expect(running.body.data!.total).toBe(19 + base.mineRunning);
    expect(running.body.data!.records[0]!.current_tasks).toEqual([expect.objectContaining({ task_name: '甲审批', assignee: 'usr-leader' })]);
    expect((await wf.myProcesses(wangfang)).body.data!.total).toBe(7 + base.wangMine);
  });
});

describe('hand-over lists', () => {
  it('shows a hand-over under myTransfer for the giver and transferToMe for the receiver only', async () => {
    const page = await wf.pending(zhangwei, { processDefinitionKey: 'list_alpha', pageSize: 10 });
    const [one, two] = page.body.data!.records;
    await wf.turn(zhangwei, one!.task_key, admin.userKey, '请代审');
    await wf.turn(zhangwei, two!.task_key, 'usr-finance', '财务看看');
    expect((await wf.myTransfer(zhangwei)).body.data!.total).toBe(2);
    expect((await wf.myTransfer(zhangwei, { keyword: one!.title })).body.data!.records.map((r) => r.to_user)).toEqual([admin.userKey]);
    expect((await wf.transferToMe(admin)).body.data!.records.map((r) => r.task_key)).toEqual([one!.task_key]);
    expect((await wf.transferToMe(wangfang)).body.data!.records.map((r) => r.task_key)).toEqual([two!.task_key]);
    expect((await wf.myTransfer(admin)).body.data!.total).toBe(0);
    expect((await wf.pending(admin, { processDefinitionKey: 'list_alpha' })).body.data!.records.map((r) => r.task_key)).toEqual([one!.task_key]);
  });
});

describe('concurrent approvals', () => {
  it('twenty simultaneous approvals of one task: one success, nineteen refusals, one history entry, one next task', async () => {
    await wf.deploy(admin, chain('race_chain', [
      { id: 'first', name: '抢先审批', attrs: { candidateGroups: 'leader' } },
      { id: 'second', name: '后续审批', attrs: { assignee: 'usr-finance' } },
    ]));
    const started = await wf.start(lina, 'race_chain');
    const taskKey = started.body.data!.tasks[0]!.task_key;
    const sessions = await Promise.all(Array.from({ length: 4 }, () => loginAs(backend, 'zhangwei')));
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => wf.confirm(sessions[i % sessions.length]!, taskKey, { comment: `第${i}次` })));
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(results.find((r) => r.body.code === 409)!.body.msg).toContain('抢先审批');
    const id = started.body.data!.instance_key;
    const approvals = (await backend.database.db.select().from(wfComment).where(eq(wfComment.instance_key, id))).filter((c) => c.action === 'APPROVE');
    expect(approvals).toHaveLength(1);
    const tasks = await backend.database.db.select({ node_id: wfTask.node_id, status: wfTask.status }).from(wfTask).where(eq(wfTask.instance_key, id));
    expect(tasks.filter((t) => t.node_id === 'second')).toEqual([{ node_id: 'second', status: 'PENDING' }]);
    expect(tasks.filter((t) => t.node_id === 'first')).toEqual([{ node_id: 'first', status: 'APPROVED' }]);
  });
});
