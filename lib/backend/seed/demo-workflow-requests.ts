import { and, eq } from 'drizzle-orm';
import { addSignSchema, confirmSchema, copyReadSchema, copySchema, delegateSchema, startProcessSchema } from '@/lib/contract/workflow';
import { COMMENT_ATTACHMENT_GROUP } from '@/lib/contract/workflow-attachments';
import { loadUserContext } from '../auth/context';
import type { Db } from '../db/client';
import { wfInstance } from '../db/schema';
import { confirmTask, startProcess } from '../modules/workflow/operations/actions';
import { addSigners } from '../modules/workflow/operations/add-sign';
import { copyTask, readCopy } from '../modules/workflow/operations/copy';
import { delegateTask } from '../modules/workflow/operations/delegation';
import type { FileStorage } from '../storage/file-storage';
import { storeDemoPdf } from './demo-stored-pdf';
import { FORM_FILE_GROUP } from '@/lib/contract/approval-form/attachments';

/**
 * Requests of the demo company that show what approvers do besides deciding: 李娜's payment for
 * office furniture, approved by 张伟 who copied it to the administrator (抄送我的) and waiting for
 * finance; her payment for a trade fair, which 张伟 delegated to 王芳 (in 王芳's 待我审批,
 * marked 委派); and her payment for server capacity, where 张伟 asked 王芳 to sign before him
 * (加签). 张伟 approved the furniture with the supplier's quote attached (a real PDF in the file
 * store, downloadable from the request's path). The administrator finds the three requests in 抄送我的,
 * the trade fair already read. Her major contract passed 张伟 and waits in its legal check, a called
 * process (子流程) shown inside her request's path while 张伟 finds its task titled after it. 王芳's own
 * payment for the finance software shows segregation of duties: its 财务审批 would have been hers, so
 * it waits with 张伟, the path saying why. Her seal request waits for 张伟's approval with a handwritten
 * signature (the pad in his decision dialog; left out of a batch). Found again by their business keys: seeding twice adds nothing.
 */

const COPIED = 'DEMO-WF-COPY';
const DELEGATED = 'DEMO-WF-DELEGATE';
const SIGNED = 'DEMO-WF-ADD-SIGN';
const CALLED = 'DEMO-WF-CALL';
const OWN_STEP = 'DEMO-WF-SEPARATION';
const SEAL = 'DEMO-WF-SEAL';

async function exists(db: Db, businessKey: string, initiator = 'usr-sales'): Promise<boolean> {
  const [row] = await db.select({ key: wfInstance.instance_key }).from(wfInstance).where(and(eq(wfInstance.business_key, businessKey), eq(wfInstance.initiator, initiator))).limit(1);
  return Boolean(row);
}

/** The quote 张伟 attached to his approval. */
const storeQuote = (db: Db, storage: FileStorage) =>
  storeDemoPdf(db, storage, { fileKey: 'fil-demo-wf-quote', name: '办公家具报价单.pdf', lines: ['Shanghai Mingda Office Furniture', 'Quote: 48 workstations, 6 meeting tables', 'Total CNY 128,000'], group: COMMENT_ATTACHMENT_GROUP, owner: 'usr-leader' });

/** The agreement 李娜 attached to her seal request, to be sealed. */
const sealDocuments = (db: Db, storage: FileStorage | undefined): Promise<string[]> =>
  storage
    ? storeDemoPdf(db, storage, { fileKey: 'fil-demo-seal-agreement', name: '浦江信托年度服务协议.pdf', lines: ['Pujiang Trust annual service agreement', 'Four copies for the contract seal'], group: FORM_FILE_GROUP, owner: 'usr-sales' }).then((key) => [key])
    : Promise.resolve([]);

export async function seedDemoWorkflowRequests(db: Db, storage?: FileStorage): Promise<void> {
  const [lina, zhangwei, admin] = await Promise.all([loadUserContext(db, 'usr-sales', null), loadUserContext(db, 'usr-leader', null), loadUserContext(db, 'usr-admin', null)]);
  if (!lina || !zhangwei) return;
  if (!(await exists(db, COPIED))) {
    const started = await startProcess(db, lina, startProcessSchema.parse({
      processDefinitionKey: 'payment_approval',
      businessKey: COPIED,
      title: '付款审批：办公家具',
      formData: { payee: '上海明达办公家具有限公司', amount: 128_000, purpose: '新办公区工位与会议桌' },
    }));
    const task = started.tasks[0];
    if (task) {
      await copyTask(db, zhangwei, copySchema.parse({ taskId: task.task_key, users: ['usr-admin'], comment: '新办公区采购，请行政知悉' }));
      const attachments = storage ? [await storeQuote(db, storage)] : [];
      await confirmTask(db, zhangwei, confirmSchema.parse({ taskId: task.task_key, comment: '同意，按预算执行，报价单见附件', attachments }));
    }
  }
  if (!(await exists(db, DELEGATED))) {
    const started = await startProcess(db, lina, startProcessSchema.parse({
      processDefinitionKey: 'payment_approval',
      businessKey: DELEGATED,
      title: '付款审批：行业展会展位费',
      formData: { payee: '国家会展中心（上海）', amount: 156_000, purpose: '秋季行业展会标准展位 2 个' },
    }));
    const task = started.tasks[0];
    if (task) {
      await copyTask(db, zhangwei, copySchema.parse({ taskId: task.task_key, users: ['usr-admin'], comment: '展会费用，请行政知悉' }));
      if (admin) await readCopy(db, admin, copyReadSchema.parse({ processInstanceId: started.instance_key }));
      await delegateTask(db, zhangwei, delegateSchema.parse({ taskId: task.task_key, delegateTo: 'usr-finance', comment: '请先核对展位合同与报价' }));
    }
  }
  if (!(await exists(db, SIGNED))) {
    const started = await startProcess(db, lina, startProcessSchema.parse({
      processDefinitionKey: 'payment_approval',
      businessKey: SIGNED,
      title: '付款审批：服务器扩容',
      formData: { payee: '杭州云启计算有限公司', amount: 210_000, purpose: '生产环境服务器扩容 6 台' },
    }));
    const task = started.tasks[0];
    if (task) await copyTask(db, zhangwei, copySchema.parse({ taskId: task.task_key, users: ['usr-admin'], comment: '扩容涉及机房，请行政知悉' }));
    if (task) await addSigners(db, zhangwei, addSignSchema.parse({ taskId: task.task_key, users: ['usr-finance'], position: 'BEFORE', comment: '请先核对报价与预算' }));
  }
  if (!(await exists(db, CALLED))) {
    const started = await startProcess(db, lina, startProcessSchema.parse({
      processDefinitionKey: 'major_contract',
      businessKey: CALLED,
      title: '重大合同：华东数据中心三年运维',
      formData: { contract_name: '华东数据中心三年运维服务合同', customer_name: '上海明远科技有限公司', amount: 1_800_000 },
    }));
    const task = started.tasks[0];
    if (task) await confirmTask(db, zhangwei, confirmSchema.parse({ taskId: task.task_key, comment: '同意，请法务审查合同条款' }));
  }
  if (!(await exists(db, SEAL))) {
    await startProcess(db, lina, startProcessSchema.parse({
      processDefinitionKey: 'seal_request',
      businessKey: SEAL,
      formData: { document_name: '浦江信托年度服务协议（一式四份）', seal_kind: '合同专用章', copies: 4, documents: await sealDocuments(db, storage) },
    }));
  }
  // 王芳 is the finance role its 财务审批 names: nobody approves their own request, so it went to 张伟.
  const wangfang = await loadUserContext(db, 'usr-finance', null);
  if (wangfang && !(await exists(db, OWN_STEP, 'usr-finance'))) {
    await startProcess(db, wangfang, startProcessSchema.parse({
      processDefinitionKey: 'payment_approval',
      businessKey: OWN_STEP,
      title: '付款审批：财务软件年费',
      formData: { payee: '用友网络科技股份有限公司', amount: 36_000, purpose: '财务核算软件年度服务费' },
    }));
  }
}
