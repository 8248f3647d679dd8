import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { createTestBackend, loginAs } from '../support/backend';
import { workflowClient, type Session } from '../support/workflow';

/** A fresh start shows requests in each state a newcomer should meet in 我的申请 and the task lists. */

let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let lina: Session;

type Mine = { instance_key: string; status: string; title: string; business_key: string | null; current_tasks: { task_name: string; assignee: string | null }[] };

beforeAll(async () => {
  backend = await createTestBackend();
  wf = workflowClient(backend);
  lina = await loginAs(backend, 'lina');
});
afterAll(async () => {
  await backend?.database.close();
});

const mine = async () => ((await wf.myProcesses(lina, { pageSize: 30 })).body.data!.records as Mine[]);
const byTitle = (rows: Mine[], title: string) => {
  const row = rows.find((r) => r.title === title);
  if (!row) throw new Error(`no demo request ${title}`);
  return row;
};

describe('the demo requests', () => {
  it('hold one approved, one rejected with its reason, one withdrawn, one returned to the applicant and one urged', async () => {
    const rows = await mine();
    expect(byTitle(rows, '报价审批：明远科技年度运维报价').status).toBe('APPROVED');
    const rejected = byTitle(rows, '付款审批：客户答谢会场地费');
    expect(rejected.status).toBe('REJECTED');
    expect((await wf.comments(lina, rejected.instance_key)).body.data!.some((c) => c.comment === '本季度市场活动预算已用完，请下季度再申请')).toBe(true);
    expect(byTitle(rows, '付款审批：宣传册印刷').status).toBe('CANCELED');
    const returned = byTitle(rows, '项目立项：华南区财富管理系统升级');
    expect(returned.status).toBe('RUNNING');
    expect(returned.current_tasks.map((t) => t.assignee)).toEqual(['usr-sales']);
    const urged = byTitle(rows, '采购申请：销售部笔记本电脑');
    expect(urged.status).toBe('RUNNING');
    expect((await wf.comments(lina, urged.instance_key)).body.data!.some((c) => c.action === 'URGE')).toBe(true);
  });

  it('hold one where segregation of duties acted: 王芳’s own 财务审批 waits with 张伟, the path saying why', async () => {
    const wangfang = await loginAs(backend, 'wangfang');
    const own = ((await wf.myProcesses(wangfang, { pageSize: 30 })).body.data!.records as Mine[]).find((r) => r.title === '付款审批：财务软件年费')!;
    expect(own.current_tasks).toEqual([expect.objectContaining({ task_name: '财务审批', assignee: 'usr-leader' })]);
    expect((await wf.comments(wangfang, own.instance_key)).body.data!.map((c) => [c.action, c.target_user])).toEqual([['START', null], ['REASSIGN', 'usr-leader']]);
    expect((await wf.pending(wangfang)).body.data!.records.map((t) => t.instance_key)).not.toContain(own.instance_key);
  });

  it('are not seeded twice when the seed runs again on the same data', async () => {
    const before = (await mine()).length;
    const { seedDemoWorkflowOutcomes } = await import('@/lib/backend/seed/demo-workflow-outcomes');
    await seedDemoWorkflowOutcomes(backend.database.db);
    expect((await mine()).length).toBe(before);
  });
});
