import { cancelSchema, confirmSchema, rejectSchema } from '@/lib/contract/workflow';
import { FORM_FILE_GROUP } from '@/lib/contract/approval-form/attachments';
import { type AuthContext, loadUserContext } from '../auth/context';
import type { Db } from '../db/client';
import { cancelProcess, confirmTask, rejectTaskAction } from '../modules/workflow/operations/actions';
import type { FileStorage } from '../storage/file-storage';
import { businessDayFromToday } from './demo-days';
import { storeDemoPdf } from './demo-stored-pdf';
import { startOnce } from './demo-workflow-outcomes';

/**
 * Requests of the approvals whose forms were made in the form designer, in every state, so 我的申请
 * and the approvers' lists show designed forms alive on a fresh start: 李娜's expense claims (one
 * waiting for finance after 张伟, one approved, one returned by finance for invoices, one rejected,
 * one withdrawn, a large one waiting for the general manager), her leave requests (one waiting, one
 * approved) and her payment request against the licence contract, with its invoice in the file store.
 * Found again by their business keys: seeding twice adds nothing.
 */

const line = (offset: number, item: string, qty: number, price: number) => ({ day: businessDayFromToday(offset), item, qty, price });

/** The invoice 李娜 attached to her payment request, in the real file store when there is one. */
const invoice = (db: Db, storage: FileStorage | undefined) =>
  storage
    ? storeDemoPdf(db, storage, { fileKey: 'fil-demo-form-invoice', name: '清算引擎许可首期款发票.pdf', lines: ['Shanghai Qingsuan Technology', 'Invoice: clearing engine licence, first instalment', 'Total CNY 86,400'], group: FORM_FILE_GROUP, owner: 'usr-sales' }).then((key) => [key])
    : Promise.resolve([]);

const approve = (db: Db, who: AuthContext, taskKey: string | null | undefined, comment: string) => (taskKey ? confirmTask(db, who, confirmSchema.parse({ taskId: taskKey, comment })) : null);

export async function seedDemoApprovalRequests(db: Db, storage?: FileStorage): Promise<void> {
  const [lina, zhangwei, wangfang] = await Promise.all([loadUserContext(db, 'usr-sales', null), loadUserContext(db, 'usr-leader', null), loadUserContext(db, 'usr-finance', null)]);
  if (!lina || !zhangwei || !wangfang) return;
  // The forms' title templates name these requests (李娜的差旅费报销：…): they are started without a title.
  const claim = (businessKey: string, formData: Record<string, unknown>) => startOnce(db, lina, { processDefinitionKey: 'expense_claim', businessKey, formData });

  const visit = await claim('DEMO-FORM-EXPENSE-FINANCE', {
    reason: '11 月华东客户拜访（上海、杭州）', expenseType: 'travel', payWay: 'cash', customer: 'cus-demo-01',
    lines: [line(-9, '机票 上海—杭州往返', 2, 1800), line(-9, '酒店住宿', 3, 1000), line(-8, '客户工作餐', 1, 2000)],
  });
  if (visit) await approve(db, zhangwei, visit.taskKey, '行程与拜访计划一致，同意');

  const office = await claim('DEMO-FORM-EXPENSE-APPROVED', {
    reason: '销售部季度办公用品', expenseType: 'office', payWay: 'cash', lines: [line(-15, '打印纸', 4, 120), line(-15, '文件夹与标签', 10, 80)],
  });
  if (office) await approve(db, zhangwei, office.taskKey, '同意');

  const dinner = await claim('DEMO-FORM-EXPENSE-RETURNED', {
    reason: '年末客户答谢晚宴', expenseType: 'entertain', payWay: 'bank', bankAccount: '6222021001123456789', lines: [line(-6, '晚宴餐费', 1, 9800), line(-6, '会场布置', 1, 2200)],
  });
  if (dinner) {
    const led = await approve(db, zhangwei, dinner.taskKey, '同意，请财务核对');
    const financeTask = led?.tasks[0]?.task_key;
    if (financeTask) await rejectTaskAction(db, wangfang, rejectSchema.parse({ taskId: financeTask, rejectTo: 'initiator', comment: '请补充发票与参会客户名单后重新提交' }));
  }

  const teamDay = await claim('DEMO-FORM-EXPENSE-REJECTED', {
    reason: '销售部季度团建', expenseType: 'other', payWay: 'cash', lines: [line(-20, '团建活动费', 8, 400)],
  });
  if (teamDay?.taskKey) await rejectTaskAction(db, zhangwei, rejectSchema.parse({ taskId: teamDay.taskKey, comment: '团建费用请走部门经费，不走个人报销' }));

  const booth = await claim('DEMO-FORM-EXPENSE-WITHDRAWN', {
    reason: '金融科技展会物料', expenseType: 'other', payWay: 'cash', lines: [line(-3, '易拉宝', 4, 260)],
  });
  if (booth) await cancelProcess(db, lina, cancelSchema.parse({ processInstanceId: booth.instanceKey, comment: '物料改由市场部统一报销' }));

  const summit = await claim('DEMO-FORM-EXPENSE-LARGE', {
    reason: '华东区年度客户大会', expenseType: 'entertain', payWay: 'bank', bankAccount: '6222021001123456789',
    lines: [line(-12, '会场租赁', 1, 38000), line(-12, '嘉宾差旅', 6, 3500), line(-12, '会务餐饮', 1, 9000)],
  });
  if (summit) {
    const led = await approve(db, zhangwei, summit.taskKey, '同意');
    await approve(db, wangfang, led?.tasks[0]?.task_key, '票据齐全，金额核对无误');
  }

  const leave = (businessKey: string, formData: Record<string, unknown>) => startOnce(db, lina, { processDefinitionKey: 'leave_request', businessKey, formData });
  await leave('DEMO-FORM-LEAVE-WAITING', { leaveType: 'annual', leave: { start: businessDayFromToday(14), end: businessDayFromToday(15) }, reason: '家中有事，休年假两天', handover: 'usr-finance' });
  const sick = await leave('DEMO-FORM-LEAVE-APPROVED', { leaveType: 'personal', leave: { start: businessDayFromToday(-10), end: businessDayFromToday(-10) }, reason: '办理房产手续' });
  if (sick) await approve(db, zhangwei, sick.taskKey, '同意');

  await startOnce(db, lina, {
    processDefinitionKey: 'payment_request', businessKey: 'DEMO-FORM-PAYMENT',
    formData: { contract: 'ctr-demo-02', payee: '上海清算科技有限公司', amount: 86400, payDate: businessDayFromToday(7), payWay: 'bank', purpose: '清算引擎许可采购合同首期款（50%）', invoices: await invoice(db, storage) },
  });
}
