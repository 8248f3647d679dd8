import { and, eq } from 'drizzle-orm';
import { delegateSchema, startProcessSchema } from '@/lib/contract/workflow';
import { loadUserContext } from '../auth/context';
import type { Db } from '../db/client';
import { crmCustomer, crmCustomerContract, crmFollow, okrReceivablePlan, sysSetting, wfInstance, wfTask } from '../db/schema';
import { POOL_SETTING_KEY } from '../modules/customers/pool-setting';
import { startProcess } from '../modules/workflow/operations/actions';
import { delegateTask } from '../modules/workflow/operations/delegation';
import { atBusinessHour, businessDayFromToday } from './demo-days';

/**
 * What 待办提醒 (the to-do reminders) has to show on a fresh start, for 李娜 and for the
 * administrator who sees everything: a follow-up planned for today and one planned for yesterday
 * and not done, a customer about to go back to the public pool (the demo company returns customers
 * left alone for 90 days), a contract ending within the week, a receivable due in two days (the
 * overdue one is the budget demo's 上线验收款) and, for each, an approval past its due time that
 * 张伟 delegated to them. Every day counts from the day of the first start, in the business time
 * zone; fixed keys and business keys mean a second start adds nothing.
 */

const SALES = { follower: 'usr-sales', belong_depart: 'dep-sales-east', create_by: 'usr-sales', update_by: 'usr-sales' } as const;
const POOL_RETURN_DAYS = 90;
const HOUR_MS = 60 * 60 * 1000;

/** [key, name, created days ago, followed days ago]: the idle one's last follow-up was 86 days ago, four days before it returns. */
const CUSTOMERS: [string, string, number, number][] = [
  ['cus-demo-todo-1', '湖州太湖财富管理有限公司', -200, -86],
  ['cus-demo-todo-2', '嘉兴南湖金融服务有限公司', -150, -3],
  ['cus-demo-todo-3', '扬州瘦西湖投资咨询有限公司', -60, -2],
];

/** [key, customer, followed days ago, what was said, next follow-up as [day from today, hour] or none] */
const FOLLOWS: [string, string, number, string, [number, number] | null][] = [
  ['fol-demo-todo-1', 'cus-demo-todo-1', -86, '年度配置方案已发送，客户暂无预算', null],
  ['fol-demo-todo-2', 'cus-demo-todo-2', -3, '续约报价已发送，客户答应昨天回复', [-1, 10]],
  ['fol-demo-todo-3', 'cus-demo-todo-3', -2, '约好今天下午电话确认开户资料', [0, 16]],
];

async function seedCrm(db: Db): Promise<void> {
  await db.insert(crmCustomer).values(CUSTOMERS.map(([customer_key, customer_name, created, followed]) => ({
    customer_key, customer_name, status: 'following', in_sea: false, last_follow_time: atBusinessHour(followed, 10), ...SALES,
    create_time: atBusinessHour(created, 9), update_time: atBusinessHour(followed, 10),
  }))).onConflictDoNothing();
  await db.insert(crmFollow).values(FOLLOWS.map(([follow_key, subject_key, followed, content, next]) => ({
    follow_key, subject_kind: 'customer', subject_key, follow_time: atBusinessHour(followed, 10), follow_type: 'phone', content,
    next_follow_time: next ? atBusinessHour(next[0], next[1]) : null, ...SALES, create_time: atBusinessHour(followed, 10),
  }))).onConflictDoNothing();
  await db.insert(crmCustomerContract).values({
    contract_key: 'ctr-demo-todo-1', customer_key: 'cus-demo-todo-2', contract_no: 'KH-TODO-0001', contract_name: '年度投顾服务合同',
    signed_date: businessDayFromToday(-360), start_date: businessDayFromToday(-360), end_date: businessDayFromToday(5), amount: 96000, status: 'effective', ...SALES,
  }).onConflictDoNothing();
  await db.insert(okrReceivablePlan).values({
    receivable_plan_key: 'rp-demo-todo-1', project_key: 'prj-demo-02', purpose: '二期开发里程碑款', payer: '深圳前海跨境金融服务有限公司',
    amount: 180000, planned_date: businessDayFromToday(2), received_amount: 0, remaining_amount: 180000, create_by: 'usr-sales', update_by: 'usr-sales',
  }).onConflictDoNothing();
  // Only a company that has not set its pool rules yet gets the demo's.
  await db.insert(sysSetting).values({ setting_key: POOL_SETTING_KEY, value: { claim_limit: 50, auto_return_days: POOL_RETURN_DAYS } }).onConflictDoNothing();
}

/** 王芳's payment request, which 张伟 handed to `delegate` (委派), its due time passed a day ago. */
async function overdueDelegation(db: Db, businessKey: string, title: string, purpose: string, delegate: string): Promise<void> {
  const [found] = await db.select({ key: wfInstance.instance_key }).from(wfInstance).where(and(eq(wfInstance.business_key, businessKey), eq(wfInstance.initiator, 'usr-finance'))).limit(1);
  if (found) return;
  const [wangfang, zhangwei] = await Promise.all([loadUserContext(db, 'usr-finance', null), loadUserContext(db, 'usr-leader', null)]);
  if (!wangfang || !zhangwei) return;
  const started = await startProcess(db, wangfang, startProcessSchema.parse({
    processDefinitionKey: 'payment_approval', businessKey, title, formData: { payee: '上海信诚会计师事务所', amount: 42_000, purpose },
  }));
  const task = started.tasks[0];
  if (!task || task.assignee !== zhangwei.userKey) return;
  await delegateTask(db, zhangwei, delegateSchema.parse({ taskId: task.task_key, delegateTo: delegate, comment: '请先核对合同与发票，今天内处理' }));
  await db.update(wfTask).set({ due_date: new Date(Date.now() - 24 * HOUR_MS) }).where(eq(wfTask.task_key, task.task_key));
}

export async function seedDemoTodo(db: Db): Promise<void> {
  await seedCrm(db);
  await overdueDelegation(db, 'DEMO-WF-TODO-SALES', '付款审批：年度审计服务费', '年度财务审计服务费（首期）', 'usr-sales');
  await overdueDelegation(db, 'DEMO-WF-TODO-ADMIN', '付款审批：信息系统审计费', '信息系统专项审计服务费', 'usr-admin');
}
