import { paymentPlanEntity } from '@/lib/entities/payment-plan';
import type { AuthContext } from '../auth/context';
import type { Db } from '../db/client';
import { okrOtherFee, okrPayment, okrPaymentPlan, okrReceipt, okrReceivablePlan } from '../db/schema';
import { registerApprovalBindings, submitForApproval } from '../entity/features/approval/approval';
import { businessDayFromToday } from './demo-days';

const dayFromNow = businessDayFromToday;

type Plan = typeof okrPaymentPlan.$inferInsert;
type Receivable = typeof okrReceivablePlan.$inferInsert;

/** [plan, project, purpose, payee, amount, planned day from now, status, payments as [key, amount, day from now, method]] */
const PAYMENT_PLANS: [string, string, string, string, number, number, string, [string, number, number, string][]][] = [
  ['pp-demo-01', 'prj-demo-02', '清算引擎许可采购款', '杭州数衡软件有限公司', 150000, -10, 'APPROVED', [['pay-demo-01', 60000, -20, 'transfer'], ['pay-demo-02', 30000, -6, 'acceptance']]],
  ['pp-demo-02', 'prj-demo-02', '压力测试外包服务费', '深圳云测信息技术有限公司', 48000, 25, 'APPROVED', []],
  ['pp-demo-03', 'prj-demo-03', '理财推广渠道服务费', '杭州钱塘传媒有限公司', 80000, -60, 'APPROVED', [['pay-demo-03', 50000, -90, 'transfer'], ['pay-demo-04', 30000, -62, 'transfer']]],
];
/** Submitted by 李娜 when seeded, so 王芳 finds it in her workbench (below the leader's threshold). */
const PENDING_PLAN = { key: 'pp-demo-04', project: 'prj-demo-02', purpose: '驻场人员差旅预付', payee: '前海商旅服务有限公司', amount: 12800, day: 12 };

/** [plan, project, purpose, payer, amount, planned day from now, receipts as [key, amount, day from now, method]] */
const RECEIVABLE_PLANS: [string, string, string, string, number, number, [string, number, number, string][]][] = [
  ['rp-demo-01', 'prj-demo-02', '通道扩容首期款', '深圳前海跨境金融服务有限公司', 300000, -30, [['rcp-demo-01', 300000, -28, 'transfer']]],
  ['rp-demo-02', 'prj-demo-02', '上线验收款', '深圳前海跨境金融服务有限公司', 250000, -3, [['rcp-demo-02', 100000, -2, 'transfer']]],
  ['rp-demo-03', 'prj-demo-02', '运维服务首年款', '深圳前海跨境金融服务有限公司', 222000, 40, []],
  ['rp-demo-04', 'prj-demo-03', '推广服务结算款', '钱塘财富管理有限公司', 120000, -45, [['rcp-demo-03', 120000, -40, 'transfer']]],
];

/** [key, project, name, category, amount, day from now, payer] */
const OTHER_FEES: [string, string, string, string, number, number, string][] = [
  ['fee-demo-01', 'prj-demo-02', '深圳现场调研差旅', 'travel', 6820.5, -35, 'usr-leader'],
  ['fee-demo-02', 'prj-demo-02', '上线评审会议招待', 'entertainment', 2360, -12, 'usr-sales'],
  ['fee-demo-03', 'prj-demo-02', '等保测评外包', 'outsourcing', 18000, -8, 'usr-leader'],
  ['fee-demo-04', 'prj-demo-03', '推广物料印制', 'office', 4200, -70, 'usr-sales'],
];

const sum = (amounts: number[]) => amounts.reduce((s, a) => s + Math.round(a * 100), 0) / 100;
const stamp = { create_by: 'usr-sales', update_by: 'usr-sales' };

const LINA: AuthContext = { userKey: 'usr-sales', username: 'lina', realname: '李娜', appKey: null, roleCodes: ['staff'], departKeys: ['dep-sales-east'], isAdmin: false, isLeader: false, isPartner: false };

/**
 * The budgets of the demo projects: the project under way has an approved plan of 150,000 partly
 * paid and overdue, another approved and unpaid, a small one waiting for finance, receivable plans
 * received in full, in part and not yet, and other fees; the finished project is settled. Paid and
 * received amounts are the sums of their records, as the server keeps them. Fixed keys: seeding
 * twice adds nothing.
 */
export async function seedDemoProjectBudget(db: Db): Promise<void> {
  const plans: Plan[] = PAYMENT_PLANS.map(([key, project, purpose, payee, amount, day, status, payments]) => {
    const paid = sum(payments.map((p) => p[1]));
    return { payment_plan_key: key, project_key: project, purpose, payee, amount, planned_date: dayFromNow(day), status, paid_amount: paid, remaining_amount: sum([amount, -paid]), ...stamp, update_by: 'usr-finance' };
  });
  const freshPlans = new Set((await db.insert(okrPaymentPlan).values(plans).onConflictDoNothing().returning({ key: okrPaymentPlan.payment_plan_key })).map((r) => r.key));
  const payments = PAYMENT_PLANS.filter((p) => freshPlans.has(p[0])).flatMap(([plan, project, , , , , , list]) =>
    list.map(([key, amount, day, method]) => ({ payment_key: key, payment_plan_key: plan, project_key: project, amount, pay_date: dayFromNow(day), pay_method: method, note: '按合同约定付款', create_by: 'usr-finance', update_by: 'usr-finance' })));
  if (payments.length) await db.insert(okrPayment).values(payments);

  const pending = await db.insert(okrPaymentPlan).values({
    payment_plan_key: PENDING_PLAN.key, project_key: PENDING_PLAN.project, purpose: PENDING_PLAN.purpose, payee: PENDING_PLAN.payee,
    amount: PENDING_PLAN.amount, planned_date: dayFromNow(PENDING_PLAN.day), status: 'DRAFT', paid_amount: 0, remaining_amount: PENDING_PLAN.amount, ...stamp,
  }).onConflictDoNothing().returning();
  if (pending[0]) {
    registerApprovalBindings();
    await db.transaction(async (tx) => {
      await submitForApproval(tx, LINA, paymentPlanEntity, pending[0]!);
    });
  }

  const receivables: Receivable[] = RECEIVABLE_PLANS.map(([key, project, purpose, payer, amount, day, receipts]) => {
    const received = sum(receipts.map((r) => r[1]));
    return { receivable_plan_key: key, project_key: project, purpose, payer, amount, planned_date: dayFromNow(day), received_amount: received, remaining_amount: sum([amount, -received]), ...stamp };
  });
  const freshReceivables = new Set((await db.insert(okrReceivablePlan).values(receivables).onConflictDoNothing().returning({ key: okrReceivablePlan.receivable_plan_key })).map((r) => r.key));
  const receipts = RECEIVABLE_PLANS.filter((p) => freshReceivables.has(p[0])).flatMap(([plan, project, , , , , list]) =>
    list.map(([key, amount, day, method]) => ({ receipt_key: key, receivable_plan_key: plan, project_key: project, amount, receive_date: dayFromNow(day), pay_method: method, ...stamp })));
  if (receipts.length) await db.insert(okrReceipt).values(receipts);

  await db.insert(okrOtherFee).values(OTHER_FEES.map(([key, project, name, category, amount, day, payer]) => ({
    other_fee_key: key, project_key: project, fee_name: name, category, amount, fee_date: dayFromNow(day), payer, ...stamp,
  }))).onConflictDoNothing();
}

