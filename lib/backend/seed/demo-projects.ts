import { randomUUID } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import { confirmSchema } from '@/lib/contract/workflow';
import { projectEntity } from '@/lib/entities/project';
import { loadUserContext } from '../auth/context';
import type { Db } from '../db/client';
import { okrProject, sysAuditLog, wfComment, wfInstance, wfTask } from '../db/schema';
import { registerApprovalBindings, submitForApproval } from '../entity/features/approval/approval';
import type { Row } from '../entity/behaviour';
import { confirmTask } from '../modules/workflow/operations/actions';
import { activeRecipientsOf } from '../modules/workflow/store/task-recipients';

const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (n: number) => new Date(Date.now() + n * DAY);

type Project = typeof okrProject.$inferInsert;

/**
 * Three projects of the demo customers in different states: a draft of 李娜's, one under way led
 * by 张伟 with 李娜 and 王芳 on it, and a finished one of 李娜's. Fixed keys: seeding twice adds nothing.
 */
const PROJECTS: Project[] = [
  {
    project_key: 'prj-demo-01', project_code: 'XM3101-260305-001', project_name: '浦江信托家族信托数字化平台', status: 'DRAFT',
    customer_key: 'cus-demo-01', customer_name: '上海浦江信托有限公司',
    customer_department_key: 'cdp-demo-02', customer_depart_name: '财富管理部',
    customer_product_key: 'prd-demo-01', customer_product_name: '家族信托综合服务',
    customer_contacts_key: 'con-demo-01', customer_contacts_name: '陈静',
    project_city: '上海', project_start_time: daysFromNow(10), project_end_time: daysFromNow(190), initial_budget: 380000,
    project_mgr_key: 'usr-sales', participant_keys: 'usr-sales', medium_keys: null, process_member_keys: null,
    core_objectives: '上线家族信托客户门户与资产报告自动化', operation_scope: '财富管理部家族信托业务线',
    basic_background: '客户现有报告依赖手工整理，交付周期长', launch_project_requirements: '完成需求调研与方案评审后提交立项',
    description: '家族信托客户服务数字化一期', create_by: 'usr-sales', update_by: 'usr-sales',
  },
  {
    // Inserted as a draft: its 立项审批 runs through the engine below, which makes it 进行中.
    project_key: 'prj-demo-02', project_code: 'XM4403-260112-001', project_name: '前海跨境收付款通道升级', status: 'DRAFT',
    customer_key: 'cus-demo-06', customer_name: '深圳前海跨境金融服务有限公司',
    customer_department_key: 'cdp-demo-06', customer_depart_name: '跨境支付事业部',
    customer_product_key: 'prd-demo-04', customer_product_name: '跨境收付款通道',
    customer_contacts_key: 'con-demo-06,con-demo-07', customer_contacts_name: '林晓,黄海',
    project_city: '深圳', project_start_time: daysFromNow(-60), project_end_time: daysFromNow(120), initial_budget: 1200000,
    project_mgr_key: 'usr-leader', participant_keys: 'usr-sales,usr-finance', medium_keys: 'usr-sales', process_member_keys: 'usr-finance',
    core_objectives: '通道处理能力提升三倍，清算时效T+0', operation_scope: '跨境收款、付款与结汇全流程',
    basic_background: '业务量增长，现有通道高峰期排队严重', launch_project_requirements: '预算超过50万元，经财务审核与领导审批',
    description: '跨境支付通道扩容与清算优化', create_by: 'usr-leader', update_by: 'usr-finance',
  },
  {
    project_key: 'prj-demo-03', project_code: 'XM3301-250901-001', project_name: '钱塘财富稳健理财推广', status: 'FINISHED',
    customer_key: 'cus-demo-02', customer_name: '杭州钱塘财富管理有限公司',
    customer_department_key: null, customer_depart_name: null,
    customer_product_key: 'prd-demo-03', customer_product_name: '稳健理财计划',
    customer_contacts_key: 'con-demo-03', customer_contacts_name: '周立',
    project_city: '杭州', project_start_time: daysFromNow(-240), project_end_time: daysFromNow(-30), initial_budget: 150000,
    project_mgr_key: 'usr-sales', participant_keys: 'usr-finance', medium_keys: null, process_member_keys: null,
    core_objectives: '完成稳健理财计划的渠道推广与客户培训', operation_scope: '杭州地区高净值客户',
    basic_background: '新产品上市，需要联合推广', launch_project_requirements: '预算50万元以内，财务审核即可',
    description: '理财产品联合推广项目', create_by: 'usr-sales', update_by: 'usr-sales',
  },
];

/** [project, action, operator, name, days ago, status after]: the history the overview shows besides its approval. */
const HISTORY: [string, string, string, string, number, string][] = [
  ['prj-demo-01', 'create', 'usr-sales', '李娜', 3, 'DRAFT'],
  ['prj-demo-02', 'create', 'usr-leader', '张伟', 70, 'DRAFT'],
  ['prj-demo-03', 'create', 'usr-sales', '李娜', 250, 'DRAFT'],
  ['prj-demo-03', 'finish', 'usr-sales', '李娜', 30, 'FINISHED'],
];

/** The approved project's 立项审批: submitted by 张伟 68 days ago, decided 62 days ago. */
const APPROVED = { projectKey: 'prj-demo-02', submitter: 'usr-leader', submittedDaysAgo: 68, decidedDaysAgo: 62 };
const PREFERRED_APPROVER = 'usr-finance';

/**
 * Submits the project as its manager would and has each approver approve what waits for them, so
 * its overview, approval tab and history tell one story; then moves the request's times back to
 * the days the demo tells of (what was written at submission to the one day, the rest to the other).
 */
async function approveThroughEngine(db: Db, project: Row): Promise<void> {
  registerApprovalBindings();
  const submitter = await loadUserContext(db, APPROVED.submitter, null);
  if (!submitter) return;
  const instanceKey = await submitForApproval(db, submitter, projectEntity, project);
  const submitted = new Date();
  for (let step = 0; step < 5; step++) {
    const [task] = await db.select({ key: wfTask.task_key, assignee: wfTask.assignee }).from(wfTask)
      .where(and(eq(wfTask.instance_key, instanceKey), eq(wfTask.status, 'PENDING'))).limit(1);
    if (!task) break;
    // 王芳 takes a step offered to finance; any other step goes to the first of those it is offered to.
    const offered = (await activeRecipientsOf(db, { task_key: task.key, assignee: task.assignee })).sort();
    const approverKey = offered.includes(PREFERRED_APPROVER) ? PREFERRED_APPROVER : offered[0];
    const approver = approverKey ? await loadUserContext(db, approverKey, null) : null;
    if (!approver) break;
    await confirmTask(db, approver, confirmSchema.parse({ taskId: task.key, comment: '预算与范围已核，同意立项' }));
  }
  const back = (days: number) => daysFromNow(-days);
  const [when, then] = [back(APPROVED.submittedDaysAgo), back(APPROVED.decidedDaysAgo)];
  await db.update(wfInstance).set({ start_time: when, end_time: then }).where(eq(wfInstance.instance_key, instanceKey));
  await db.update(wfTask).set({ create_time: when }).where(and(eq(wfTask.instance_key, instanceKey), lte(wfTask.create_time, submitted)));
  await db.update(wfTask).set({ create_time: then }).where(and(eq(wfTask.instance_key, instanceKey), gt(wfTask.create_time, submitted)));
  await db.update(wfTask).set({ end_time: then }).where(eq(wfTask.instance_key, instanceKey));
  await db.update(wfComment).set({ create_time: when }).where(and(eq(wfComment.instance_key, instanceKey), lte(wfComment.create_time, submitted)));
  await db.update(wfComment).set({ create_time: then }).where(and(eq(wfComment.instance_key, instanceKey), gt(wfComment.create_time, submitted)));
  const audit = and(eq(sysAuditLog.record_key, APPROVED.projectKey), eq(sysAuditLog.action, 'approval'));
  await db.update(sysAuditLog).set({ create_time: when }).where(and(audit, lte(sysAuditLog.create_time, submitted)));
  await db.update(sysAuditLog).set({ create_time: then }).where(and(audit, gt(sysAuditLog.create_time, submitted)));
}

export async function seedDemoProjects(db: Db): Promise<void> {
  const created = await db.insert(okrProject).values(PROJECTS).onConflictDoNothing().returning();
  const fresh = new Set(created.map((c) => c.project_key));
  // The history comes with the project, once.
  const history = HISTORY.flatMap(([record_key, action, operator, operator_name, days, status], i) => {
    if (!fresh.has(record_key)) return [];
    const previous = i > 0 && HISTORY[i - 1]![0] === record_key ? HISTORY[i - 1]![5] : null;
    return [{
      audit_key: randomUUID().replace(/-/g, ''), entity: 'project', record_key, action, operator, operator_name,
      changes: [{ field: 'status', old: previous, new: status }], create_time: daysFromNow(-days),
    }];
  });
  if (history.length) await db.insert(sysAuditLog).values(history);
  const toApprove = created.find((c) => c.project_key === APPROVED.projectKey);
  if (toApprove) await approveThroughEngine(db, toApprove);
}
