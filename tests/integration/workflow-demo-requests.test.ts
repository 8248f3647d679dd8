import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import { createTestBackend, loginAs } from '../support/backend';
import { workflowClient, type Session } from '../support/workflow';

/** A fresh start shows requests in each state a newcomer should meet in 我的申请 and the task lists. */

let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let lina: Session;

type Mine = { instance_key: string; status: string; title: string; request_no: string | null; business_key: string | null; current_tasks: { task_name: string; assignee: string | null }[]; summary: { id: string; value: unknown }[] };

beforeAll(async () => {
  backend = await createTestBackend();
  wf = workflowClient(backend);
  lina = await loginAs(backend, 'lina');
});
afterAll(async () => {
  await backend?.database.close();
});

/** Every request of hers, page by page (the list's largest page is 30). */
async function mine(): Promise<Mine[]> {
  const rows: Mine[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const page = (await wf.myProcesses(lina, { pageSize: 30, pageNo })).body.data!;
    rows.push(...(page.records as Mine[]));
    if (rows.length >= page.total || page.records.length === 0) return rows;
  }
}
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

  it('hold designed forms in every state: waiting for finance, approved, returned, rejected, withdrawn, at the general manager; leave; a payment against a contract', async () => {
    const rows = await mine();
    const state = (title: string) => {
      const row = byTitle(rows, title);
      return [row.status, ...row.current_tasks.map((t) => `${t.task_name}:${t.assignee ?? ''}`)];
    };
    expect(state('李娜的差旅费报销：11 月华东客户拜访（上海、杭州）')).toEqual(['RUNNING', '财务审核:']);
    expect(state('李娜的办公费报销：销售部季度办公用品')).toEqual(['APPROVED']);
    expect(state('李娜的业务招待费报销：年末客户答谢晚宴')).toEqual(['RUNNING', '提交报销单:usr-sales']);
    expect(state('李娜的其他报销：销售部季度团建')).toEqual(['REJECTED']);
    expect(state('李娜的其他报销：金融科技展会物料')).toEqual(['CANCELED']);
    expect(state('李娜的业务招待费报销：华东区年度客户大会')).toEqual(['RUNNING', '总经理审批:usr-leader']);
    expect(state('李娜的年假：家中有事，休年假两天')).toEqual(['RUNNING', '直属领导审批:usr-leader']);
    expect(state('李娜的事假：办理房产手续')).toEqual(['APPROVED']);
    expect(state('李娜的付款申请 ¥86,400.00：上海清算科技有限公司')).toEqual(['RUNNING', '部门负责人审批:usr-leader']);
    const payment = await wf.post<{ form_data: Record<string, unknown> }>(lina, paths.formDetail, { processInstanceId: byTitle(rows, '李娜的付款申请 ¥86,400.00：上海清算科技有限公司').instance_key });
    expect(payment.body.data!.form_data).toMatchObject({ contract: 'ctr-demo-02', amount: 86400, payWay: 'bank' });
    const visit = await wf.post<{ form_data: Record<string, unknown> }>(lina, paths.formDetail, { processInstanceId: byTitle(rows, '李娜的差旅费报销：11 月华东客户拜访（上海、杭州）').instance_key });
    expect(visit.body.data!.form_data.total).toBe(8600);
  });

  it('are named by their forms’ title templates, carry their summary fields and a number each', async () => {
    const rows = await mine();
    const summary = (title: string) => Object.fromEntries(byTitle(rows, title).summary.map((s) => [s.id, s.value]));
    expect(summary('李娜的差旅费报销：11 月华东客户拜访（上海、杭州）')).toEqual({ total: '¥8,600.00', customer: expect.any(String) });
    expect(summary('李娜的年假：家中有事，休年假两天')).toMatchObject({ handover: '王芳', leave: expect.stringMatching(/^\d{4}-\d{2}-\d{2} ~ \d{4}-\d{2}-\d{2}（\d+ 天）$/) });
    expect(summary('李娜的付款申请 ¥86,400.00：上海清算科技有限公司')).toMatchObject({ contract: expect.any(String), payDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(rows.some((r) => r.title === '李娜的用印申请：浦江信托年度服务协议（一式四份）')).toBe(true);
    // Every request she started numbered by the rule, none twice.
    const numbers = rows.map((r) => r.request_no);
    expect(numbers.every((n) => n && /^SP-\d{8}-\d{4}$/.test(n))).toBe(true);
    expect(new Set(numbers).size).toBe(rows.length);
  });

  it('offer the general manager of the 年度客户大会 claim a return to each step it passed, in path order, beside the applicant', async () => {
    const zhangwei = await loginAs(backend, 'zhangwei');
    const [task] = (await wf.pending(zhangwei, { keyword: '年度客户大会' })).body.data!.records;
    expect(task).toMatchObject({ task_name: '总经理审批' });
    type TaskView = { task: { return_targets: string[]; return_nodes: { node_id: string; name: string }[] } };
    const view = (await wf.post<TaskView>(zhangwei, paths.formFields, { taskId: task!.task_key })).body.data!.task;
    expect(view.return_targets).toContain('initiator');
    expect(view.return_nodes).toEqual([{ node_id: 'leader_approval', name: '直属领导审批' }, { node_id: 'finance_review', name: '财务审核' }]);
  });

  it('are not seeded twice when the seed runs again on the same data', async () => {
    const before = (await mine()).length;
    const { seedDemoWorkflowOutcomes } = await import('@/lib/backend/seed/demo-workflow-outcomes');
    const { seedDemoApprovalRequests } = await import('@/lib/backend/seed/demo-approval-requests');
    await seedDemoWorkflowOutcomes(backend.database.db);
    await seedDemoApprovalRequests(backend.database.db, backend.services.storage);
    expect((await mine()).length).toBe(before);
  });

  it('go on without a request whose model an administrator suspended, rather than stop the start-up', async () => {
    const { startOnce } = await import('@/lib/backend/seed/demo-workflow-outcomes');
    const { loadUserContext } = await import('@/lib/backend/auth/context');
    const admin = await loginAs(backend, 'admin');
    expect((await wf.post(admin, paths.modelSuspend, { model_key: 'wf-model-leave-request', suspended: true })).body.code).toBe(0);
    const applicant = (await loadUserContext(backend.database.db, 'usr-sales', null))!;
    const before = (await mine()).length;
    expect(await startOnce(backend.database.db, applicant, { processDefinitionKey: 'leave_request', businessKey: 'DEMO-FORM-LEAVE-LATER', formData: {} })).toBeNull();
    expect((await mine()).length).toBe(before);
    await wf.post(admin, paths.modelSuspend, { model_key: 'wf-model-leave-request', suspended: false });
  });
});
