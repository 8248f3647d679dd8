import { and, eq } from 'drizzle-orm';
import { confirmSchema } from '@/lib/contract/workflow';
import { supplierPurchaseEntity } from '@/lib/entities/supplier-purchase';
import { loadUserContext } from '../auth/context';
import type { Db } from '../db/client';
import { crmSupplierPurchase, wfTask } from '../db/schema';
import { registerApprovalBindings, submitForApproval } from '../entity/features/approval/approval';
import type { Row } from '../entity/behaviour';
import { confirmTask } from '../modules/workflow/operations/actions';
import { businessDayFromToday } from './demo-days';

const dayText = businessDayFromToday;

type Purchase = typeof crmSupplierPurchase.$inferInsert;

/**
 * The demo purchases, all of 李娜's department but the last: one approved through the 采购审批 by
 * 张伟 (her department's leader) and 王芳 (finance), one waiting for 张伟 in the workbench, and a
 * draft of 王芳's. They go through the real process, so their approval tab has its history.
 */
const PURCHASES: (Purchase & { approvers?: string[] })[] = [
  {
    purchase_key: 'spu-demo-01', purchase_code: 'CG-20261001-001', purchase_name: '核心系统接口改造二期', supplier_key: 'sup-demo-01', supplier_name: '上海数聚信息技术有限公司',
    items: '支付网关接口改造 60 人天；联调测试 20 人天', amount: 168_000, purchase_date: dayText(-40), delivery_date: dayText(20), purchaser: 'usr-sales',
    belong_depart: 'dep-sales-east', create_by: 'usr-sales', update_by: 'usr-sales', approvers: ['usr-leader', 'usr-finance'],
  },
  {
    purchase_key: 'spu-demo-02', purchase_code: 'CG-20261110-001', purchase_name: '数据治理工具许可', supplier_key: 'sup-demo-01', supplier_name: '上海数聚信息技术有限公司',
    items: '数据质量平台年度许可 1 套；实施培训 5 人天', amount: 86_500.5, purchase_date: dayText(-3), delivery_date: dayText(30), purchaser: 'usr-sales',
    belong_depart: 'dep-sales-east', create_by: 'usr-sales', update_by: 'usr-sales', approvers: [],
  },
  {
    purchase_key: 'spu-demo-03', purchase_code: 'CG-20261115-001', purchase_name: '年度审计加项：内控测试', supplier_key: 'sup-demo-03', supplier_name: '北京正诚会计师事务所（特殊普通合伙）',
    items: '内部控制有效性测试 1 项', amount: 45_000, purchase_date: dayText(-1), purchaser: 'usr-finance',
    belong_depart: 'dep-finance', create_by: 'usr-finance', update_by: 'usr-finance',
  },
];

/** Submits a purchase as its purchaser would, then has each approver approve the task waiting for them. */
async function runApproval(db: Db, purchase: Row, approvers: readonly string[]): Promise<void> {
  const submitter = await loadUserContext(db, String(purchase.create_by), null);
  if (!submitter) return;
  const instanceKey = await submitForApproval(db, submitter, supplierPurchaseEntity, purchase);
  for (const approver of approvers) {
    const auth = await loadUserContext(db, approver, null);
    const [task] = await db.select({ key: wfTask.task_key }).from(wfTask).where(and(eq(wfTask.instance_key, instanceKey), eq(wfTask.status, 'PENDING')));
    if (!auth || !task) return;
    await confirmTask(db, auth, confirmSchema.parse({ taskId: task.key, comment: '同意' }));
  }
}

export async function seedDemoSupplierPurchases(db: Db): Promise<void> {
  // The seed may run before any call is built (a test database's template): the outcome needs its binding.
  registerApprovalBindings();
  for (const { approvers, ...purchase } of PURCHASES) {
    const [created] = await db.insert(crmSupplierPurchase).values({ ...purchase, status: 'DRAFT' }).onConflictDoNothing().returning();
    if (created && approvers) await runApproval(db, created, approvers);
  }
}
