import { and, eq } from 'drizzle-orm';
import { cancelSchema, confirmSchema, rejectSchema, startProcessSchema, urgeSchema } from '@/lib/contract/workflow';
import { type AuthContext, loadUserContext } from '../auth/context';
import type { Db } from '../db/client';
import { wfInstance } from '../db/schema';
import { cancelProcess, confirmTask, rejectTaskAction, startProcess } from '../modules/workflow/operations/actions';
import { urgeProcess } from '../modules/workflow/operations/urge';
import { ApiError } from '../http/errors';

/**
 * 李娜's requests in every state a request ends in or waits in, so 我的申请 and the lists of her
 * approvers show each on a fresh start: a quote 王芳 approved, a payment she rejected with her reason,
 * a payment 李娜 withdrew, a project 王芳 returned to her for more detail (waiting for her to
 * resubmit), and a purchase going up her leader chain that she has urged. Found again by their
 * business keys: seeding twice adds nothing.
 */

/** A designed form with a title template names its requests itself: those starts give no title. */
export type Start = { processDefinitionKey: string; businessKey: string; title?: string; formData: Record<string, unknown> };

/**
 * Starts the request unless the applicant has one under its business key; answers what it started,
 * and each step acts on that alone: two processes seeding one fresh database at once may both start
 * one, and neither may act on the other's (an urge twice in ten minutes is refused).
 */
export async function startOnce(db: Db, applicant: AuthContext, start: Start): Promise<{ instanceKey: string; taskKey: string | null } | null> {
  const [row] = await db.select({ key: wfInstance.instance_key }).from(wfInstance)
    .where(and(eq(wfInstance.business_key, start.businessKey), eq(wfInstance.initiator, applicant.userKey))).limit(1);
  if (row) return null;
  try {
    const started = await startProcess(db, applicant, startProcessSchema.parse(start));
    return { instanceKey: started.instance_key, taskKey: started.tasks[0]?.task_key ?? null };
  } catch (error) {
    // A used data folder whose administrator suspended or deleted a demo model: the demo goes without this request rather than the app not starting.
    if (!(error instanceof ApiError)) throw error;
    console.warn(`[seed] demo request ${start.businessKey} not started: ${error.message}`);
    return null;
  }
}

export async function seedDemoWorkflowOutcomes(db: Db): Promise<void> {
  const lina = await loadUserContext(db, 'usr-sales', null);
  const wangfang = await loadUserContext(db, 'usr-finance', null);
  if (!lina || !wangfang) return;

  const approved = await startOnce(db, lina, {
    processDefinitionKey: 'quote_approval', businessKey: 'DEMO-WF-APPROVED', title: '报价审批：明远科技年度运维报价',
    formData: { quote_name: '明远科技年度运维报价', customer_name: '上海明远科技有限公司', amount: 86_000 },
  });
  if (approved?.taskKey) await confirmTask(db, wangfang, confirmSchema.parse({ taskId: approved.taskKey, comment: '价格在授权范围内，同意' }));

  const rejected = await startOnce(db, lina, {
    processDefinitionKey: 'payment_approval', businessKey: 'DEMO-WF-REJECTED', title: '付款审批：客户答谢会场地费',
    formData: { payee: '上海静安会务服务有限公司', amount: 35_000, purpose: '年末客户答谢会场地与布置' },
  });
  if (rejected?.taskKey) await rejectTaskAction(db, wangfang, rejectSchema.parse({ taskId: rejected.taskKey, comment: '本季度市场活动预算已用完，请下季度再申请' }));

  const withdrawn = await startOnce(db, lina, {
    processDefinitionKey: 'payment_approval', businessKey: 'DEMO-WF-WITHDRAWN', title: '付款审批：宣传册印刷',
    formData: { payee: '上海彩印包装有限公司', amount: 18_000, purpose: '产品宣传册 2000 册' },
  });
  if (withdrawn) await cancelProcess(db, lina, cancelSchema.parse({ processInstanceId: withdrawn.instanceKey, comment: '供应商报价有误，撤回修改后再提交' }));

  const returned = await startOnce(db, lina, {
    processDefinitionKey: 'project_initiation', businessKey: 'DEMO-WF-RETURNED', title: '项目立项：华南区财富管理系统升级',
    formData: { project_name: '华南区财富管理系统升级', amount: 420_000, reason: '升级客户资产视图' },
  });
  if (returned?.taskKey) await rejectTaskAction(db, wangfang, rejectSchema.parse({ taskId: returned.taskKey, rejectTo: 'initiator', comment: '请补充升级范围与分期付款计划后再提交' }));

  const urged = await startOnce(db, lina, {
    processDefinitionKey: 'purchase_approval', businessKey: 'DEMO-WF-URGED', title: '采购申请：销售部笔记本电脑',
    formData: { purchase_name: '销售部笔记本电脑 8 台', supplier_name: '上海联科电脑有限公司', amount: 64_000 },
  });
  if (urged) await urgeProcess(db, lina, urgeSchema.parse({ processInstanceId: urged.instanceKey, comment: '新员工下周入职，请尽快审批' }));
}
