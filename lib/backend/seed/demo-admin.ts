import { and, eq } from 'drizzle-orm';
import { delegateSchema, startProcessSchema } from '@/lib/contract/workflow';
import { loadUserContext } from '../auth/context';
import type { Db } from '../db/client';
import { okrProject, okrTask, sysAppBinding, sysBaseInfo, sysPermissionGroup, wfInstance } from '../db/schema';
import { startProcess } from '../modules/workflow/operations/actions';
import { delegateTask } from '../modules/workflow/operations/delegation';

/**
 * What the administrator finds in her own lists and in the system settings: a project she manages
 * with a task of hers, a request 张伟 delegated to her (待我审批, 转交给我), two permission groups,
 * the station's base info and two bound applications. Fixed keys: seeding twice adds nothing.
 */

const ADMIN = 'usr-admin';
const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (n: number) => new Date(Date.now() + n * DAY);
const day = (n: number) => daysFromNow(n).toISOString().slice(0, 10);
const DELEGATED = 'DEMO-WF-ADMIN-DELEGATE';

const PROJECT: typeof okrProject.$inferInsert = {
  project_key: 'prj-demo-04', project_code: 'XM3101-260401-001', project_name: '内部CRM移动端接入', status: 'DRAFT',
  customer_key: 'cus-demo-01', customer_name: '上海浦江信托有限公司',
  project_city: '上海', project_start_time: daysFromNow(20), project_end_time: daysFromNow(110), initial_budget: 200000,
  project_mgr_key: ADMIN, participant_keys: ADMIN, medium_keys: null, process_member_keys: null,
  core_objectives: '客户经理在手机上查看客户与待办', operation_scope: '信息技术部与华东销售组',
  basic_background: '外出拜访时无法及时查看客户资料与审批', launch_project_requirements: '完成接口评估后提交立项审批',
  description: '移动端接入一期', create_by: ADMIN, update_by: ADMIN,
};

const TASK: typeof okrTask.$inferInsert = {
  task_key: 'tsk-demo-11', project_key: 'prj-demo-04', title: '移动端接口安全评估', status: 'todo', priority: 'medium', assignee: ADMIN,
  due_date: day(12), description: '评估单点登录与接口鉴权方案', create_by: ADMIN, update_by: ADMIN, create_time: daysFromNow(-3),
};

const PERMISSION_GROUPS: (typeof sysPermissionGroup.$inferInsert)[] = [
  { group_key: 'pgr-demo-01', group_name: '报表查看组', member_keys: 'usr-leader,usr-finance', permission_keys: null, description: '查看销售与项目报表的同事', create_by: ADMIN, update_by: ADMIN },
  { group_key: 'pgr-demo-02', group_name: '消息发布组', member_keys: ADMIN, permission_keys: null, description: '发布通知公告与新闻', create_by: ADMIN, update_by: ADMIN },
];

const BASE_INFO: typeof sysBaseInfo.$inferInsert = {
  info_key: 'inf-demo-01', station_name: '华信金服', company_name: '上海华信金融服务有限公司', contact_phone: '021-60000000',
  contact_email: 'service@example.com', address: '上海市浦东新区世纪大道100号', icp: '沪ICP备00000000号', description: '官网展示的公司信息',
  create_by: ADMIN, update_by: ADMIN,
};

const APP_BINDINGS: (typeof sysAppBinding.$inferInsert)[] = [
  { binding_key: 'apb-demo-01', app_key: 'oa-portal', app_name: '办公门户', app_url: 'https://oa.example.com', status: '1', description: '从办公门户打开项目工作台', create_by: ADMIN, update_by: ADMIN },
  { binding_key: 'apb-demo-02', app_key: 'partner-hub', app_name: '合作伙伴平台', app_url: 'https://partner.example.com', status: '0', description: '对接暂停，等待续签', create_by: ADMIN, update_by: ADMIN },
];

async function delegatedToAdmin(db: Db): Promise<void> {
  const [found] = await db.select({ key: wfInstance.instance_key }).from(wfInstance).where(and(eq(wfInstance.business_key, DELEGATED), eq(wfInstance.initiator, 'usr-sales'))).limit(1);
  if (found) return;
  const [lina, zhangwei] = await Promise.all([loadUserContext(db, 'usr-sales', null), loadUserContext(db, 'usr-leader', null)]);
  if (!lina || !zhangwei) return;
  const started = await startProcess(db, lina, startProcessSchema.parse({
    processDefinitionKey: 'payment_approval',
    businessKey: DELEGATED,
    title: '付款审批：移动端开发测试设备',
    formData: { payee: '上海数码科技有限公司', amount: 136_000, purpose: '移动端适配测试用手机与平板 40 台' },
  }));
  const task = started.tasks[0];
  if (task) await delegateTask(db, zhangwei, delegateSchema.parse({ taskId: task.task_key, delegateTo: ADMIN, comment: '请信息技术部先确认设备清单' }));
}

export async function seedDemoAdmin(db: Db): Promise<void> {
  await db.insert(okrProject).values(PROJECT).onConflictDoNothing();
  await db.insert(okrTask).values(TASK).onConflictDoNothing();
  await db.insert(sysPermissionGroup).values(PERMISSION_GROUPS).onConflictDoNothing();
  await db.insert(sysBaseInfo).values(BASE_INFO).onConflictDoNothing();
  await db.insert(sysAppBinding).values(APP_BINDINGS).onConflictDoNothing();
  await delegatedToAdmin(db);
}
