// @database postgres: numbering of suppliers' records (the next code).
import ExcelJS from 'exceljs';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAuditLog, wfTask } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { apiPaths } from '@/lib/contract/api-paths';
import { workflowPaths } from '@/lib/contract/workflow-values';
import { call, createTestBackend, loginAs } from '../support/backend';
import { SMALL_PDF } from '../support/small-pdf';
import { workflowClient, type Session } from '../support/workflow';

/**
 * Suppliers and their sub-records: query, detail, addOrUpdate and deleteById
 * for each kind under /api/crm/supplier; every record in its supplier's department and out of
 * reach of another's, by key as in lists; and purchases whose status follows the 采购审批 only.
 * 李娜 works in 华东销售组, 王芳 in 财务部 (and holds the finance role), 张伟 leads both.
 */
let backend: Backend;
let lina: Session;
let wang: Session;
let zhang: Session;
let admin: Session;
let flow: ReturnType<typeof workflowClient>;
beforeAll(async () => {
  backend = await createTestBackend();
  [lina, wang, zhang, admin] = await Promise.all([loginAs(backend, 'lina'), loginAs(backend, 'wangfang'), loginAs(backend, 'zhangwei'), loginAs(backend, 'admin')]);
  flow = workflowClient(backend);
});
afterAll(async () => backend?.database.close());

const SUPPLIER = '/api/crm/supplier';
const CONTRACT = '/api/crm/supplier/contract';
const PURCHASE = '/api/crm/supplier/purchase';
type Keyed = Record<string, unknown> & { version: number; belong_depart: string | null };
type Page = { records: Keyed[]; total: number };

const save = (who: Session, base: string, json: Record<string, unknown>) => call<Keyed>(backend, 'POST', `${base}/addOrUpdate`, { token: who.token, json });
async function created(who: Session, base: string, json: Record<string, unknown>): Promise<Keyed> {
  const res = await save(who, base, json);
  if (res.body.code !== 0) throw new Error(`${base}: ${res.body.msg}`);
  return res.body.data!;
}
const query = (who: Session, base: string, json: Record<string, unknown>) => call<Page>(backend, 'POST', `${base}/query`, { token: who.token, json });
const detail = (who: Session, base: string, key: unknown) => call<Keyed>(backend, 'GET', `${base}/detail/${String(key)}`, { token: who.token });
const deleteById = (who: Session, base: string, key: unknown) => call(backend, 'POST', `${base}/deleteById`, { token: who.token, form: { id: String(key) } });
const post = <T>(who: Session, path: string, json: unknown) => call<T>(backend, 'POST', path, { token: who.token, json });

async function pendingTaskOf(key: unknown) {
  const [task] = await backend.database.db.select().from(wfTask).where(and(eq(wfTask.business_key, String(key)), eq(wfTask.status, 'PENDING')));
  return task!;
}

let runs = 0;
const unique = () => `${Date.now().toString(36)}${(runs += 1)}`;

async function uploadPdf(who: Session, fileName: string): Promise<string> {
  const form = new FormData();
  form.append('file', new File([SMALL_PDF], fileName, { type: 'application/pdf' }));
  const res = await call<{ url: string }>(backend, 'POST', apiPaths.fileUpload, { token: who.token, body: form });
  expect(res.body.code, res.body.msg).toBe(0);
  return JSON.stringify([{ uid: 'u1', name: fileName, status: 'done', url: res.body.data!.url }]);
}

interface Kind {
  title: string;
  base: string;
  key: string;
  parentField: 'supplier_key' | 'contract_key';
  create: () => Record<string, unknown> | Promise<Record<string, unknown>>;
  change: Record<string, unknown>;
}

const KINDS: Kind[] = [
  {
    title: 'contract', base: CONTRACT, key: 'contract_key', parentField: 'supplier_key',
    create: async () => ({ contract_no: `CG-${unique()}`, contract_name: '软件开发服务合同', signed_date: '2026-02-01', start_date: '2026-02-01', end_date: '2027-01-31', amount: 250000.55, attachment: await uploadPdf(lina, 'contract.pdf') }),
    change: { status: 'effective' },
  },
  {
    title: 'contract/attachment', base: '/api/crm/supplier/contract/attachment', key: 'contract_attachment_key', parentField: 'contract_key',
    create: async () => ({ file_title: '补充协议一', attachment_type: 'amendment', file: await uploadPdf(lina, 'amendment.pdf') }),
    change: { file_title: '补充协议（修订）' },
  },
  {
    title: 'comment', base: '/api/crm/supplier/comment', key: 'comment_key', parentField: 'supplier_key',
    create: () => ({ comment_type: 'evaluation', score: 4, content: '交付及时' }),
    change: { content: '交付及时，文档齐全' },
  },
  {
    title: 'config/category', base: '/api/crm/supplier/config/category', key: 'config_category_key', parentField: 'supplier_key',
    create: () => ({ purchase_category: 'it_service', business_line: 'fintech', buyer: 'usr-sales', approved_on: '2026-01-10' }),
    change: { status: '0' },
  },
  {
    title: 'config/industry', base: '/api/crm/supplier/config/industry', key: 'config_industry_key', parentField: 'supplier_key',
    create: () => ({ industry: 'bank', qualification: '外包风险评估通过' }),
    change: { qualification: '外包风险评估复评通过' },
  },
  {
    title: 'category', base: '/api/crm/supplier/category', key: 'category_key', parentField: 'supplier_key',
    create: () => ({ category: 'consulting', classified_on: '2026-03-01' }),
    change: { remark: '年度复核' },
  },
  {
    title: 'industry', base: '/api/crm/supplier/industry', key: 'industry_key', parentField: 'supplier_key',
    create: () => ({ industry: 'software', is_main: true }),
    change: { is_main: false },
  },
  {
    title: 'account', base: '/api/crm/supplier/account', key: 'account_key', parentField: 'supplier_key',
    create: () => ({ account_name: '测试供应商', bank_name: '招商银行上海分行', account_no: '6225880112233445', account_type: 'basic', is_default: true }),
    change: { account_no: '6225880112233445566' },
  },
  {
    title: 'taxRate', base: '/api/crm/supplier/taxRate', key: 'tax_rate_key', parentField: 'supplier_key',
    create: () => ({ tax_type: 'vat_special', rate: 6, valid_from: '2026-01-01', valid_to: '2026-12-31' }),
    change: { rate: 13 },
  },
  {
    title: 'purchase', base: PURCHASE, key: 'purchase_key', parentField: 'supplier_key',
    create: () => ({ purchase_name: '服务器采购', items: '服务器 2 台', amount: 36800.1, purchase_date: '2026-11-01' }),
    change: { amount: 36900.25 },
  },
  {
    title: 'contact', base: '/api/crm/supplier/contact', key: 'contact_key', parentField: 'supplier_key',
    create: () => ({ contact_name: '赵敏', job_title: '商务经理', mobile: '13912345678', email: 'zhaomin@example.com', is_primary: true }),
    change: { job_title: '销售总监' },
  },
  {
    title: 'attachment', base: '/api/crm/supplier/attachment', key: 'attachment_key', parentField: 'supplier_key',
    create: async () => ({ file_title: '营业执照', attachment_type: 'license', valid_until: '2030-12-31', file: await uploadPdf(lina, 'licence.pdf') }),
    change: { valid_until: '2031-12-31' },
  },
];

describe('the supplier: query, detail, addOrUpdate and deleteById in its department only', () => {
  it('is created, checked, listed, read by id, changed and deleted; another department is refused by key', async () => {
    const name = `测试供应商${unique()}`;
    const bad = await save(lina, SUPPLIER, { supplier_name: name, category: 'it_service', credit_code: '91310115MA1K4A2B3B' });
    expect(bad.body.code).not.toBe(0);
    expect(bad.body.msg).toContain('统一社会信用代码');
    const supplier = await created(lina, SUPPLIER, { supplier_name: name, category: 'it_service', credit_code: '91310000ma1f00001y', owner: 'usr-sales', region: '310000,310100,310115' });
    expect(supplier).toMatchObject({ credit_code: '91310000MA1F00001Y', status: 'active', belong_depart: 'dep-sales-east', version: 1 });
    const again = await save(lina, SUPPLIER, { supplier_name: name, category: 'consulting' });
    expect(again.body.code).not.toBe(0);

    expect((await detail(lina, SUPPLIER, supplier.supplier_key)).body.data).toMatchObject({ supplier_name: name });
    const listed = await query(lina, SUPPLIER, { supplier_name: `*${name.slice(-6)}*` });
    expect(listed.body.data!.records.map((r) => r.supplier_key)).toEqual([supplier.supplier_key]);
    const changed = await save(lina, SUPPLIER, { ...supplier, status: 'paused' });
    expect(changed.body.data).toMatchObject({ status: 'paused', version: 2 });
    expect((await save(lina, SUPPLIER, { ...supplier, status: 'active' })).body.code).toBe(409);

    expect((await detail(wang, SUPPLIER, supplier.supplier_key)).body.code).toBe(403);
    expect((await query(wang, SUPPLIER, { supplier_name: name })).body.data!.total).toBe(0);
    expect((await save(wang, SUPPLIER, { ...changed.body.data!, remark: 'x' })).body.code).toBe(403);
    expect((await deleteById(wang, SUPPLIER, supplier.supplier_key)).body.code).toBe(403);
    // An administrator reaches every department.
    expect((await detail(admin, SUPPLIER, supplier.supplier_key)).body.code).toBe(0);

    expect((await deleteById(lina, SUPPLIER, supplier.supplier_key)).body.code).toBe(0);
    expect((await detail(lina, SUPPLIER, supplier.supplier_key)).body.code).toBe(404);
  });

  it('moves between standings only as the transitions allow', async () => {
    const supplier = await created(lina, SUPPLIER, { supplier_name: `终止供应商${unique()}`, category: 'facility', status: 'terminated' });
    const back = await save(lina, SUPPLIER, { ...supplier, status: 'active' });
    expect(back.body.code).not.toBe(0);
    expect(back.body.msg).toContain('终止');
  });
});

describe('each sub-record kind: in the supplier’s department only', () => {
  let supplier: Keyed;
  let contract: Keyed;
  beforeAll(async () => {
    supplier = await created(lina, SUPPLIER, { supplier_name: `子记录供应商${unique()}`, category: 'it_service' });
    contract = await created(lina, CONTRACT, { supplier_key: supplier.supplier_key, contract_no: `CG-${unique()}`, contract_name: '框架协议' });
  });
  const parentOf = (kind: Kind) => ({ [kind.parentField]: kind.parentField === 'contract_key' ? contract.contract_key : supplier.supplier_key });

  for (const kind of KINDS) {
    it(`${kind.title}: lina creates, lists, reads, changes and deletes; wangfang gets 403 by key and an empty list`, async () => {
      const input = { ...(await kind.create()), ...parentOf(kind) };
      const record = await created(lina, kind.base, { ...input, belong_depart: 'dep-finance' });
      expect(record).toMatchObject({ ...input, belong_depart: 'dep-sales-east', version: 1 });
      const key = record[kind.key];

      expect((await query(lina, kind.base, parentOf(kind))).body.data!.records.map((r) => r[kind.key])).toContain(key);
      expect((await detail(lina, kind.base, key)).body.data).toMatchObject(input);
      const changed = await save(lina, kind.base, { ...record, ...kind.change });
      expect(changed.body.code, changed.body.msg).toBe(0);
      expect(changed.body.data).toMatchObject({ ...kind.change, version: 2 });
      expect((await save(lina, kind.base, { ...record })).body.code).toBe(409);

      expect((await detail(wang, kind.base, key)).body.code).toBe(403);
      expect((await query(wang, kind.base, parentOf(kind))).body.data).toMatchObject({ total: 0, records: [] });
      expect((await save(wang, kind.base, input)).body.code).toBe(403);
      expect((await save(wang, kind.base, { ...changed.body.data!, ...kind.change })).body.code).toBe(403);
      expect((await deleteById(wang, kind.base, key)).body.code).toBe(403);

      expect((await deleteById(lina, kind.base, key)).body.code).toBe(0);
      expect((await detail(lina, kind.base, key)).body.code).toBe(404);
      const audits = await backend.database.db.select().from(sysAuditLog).where(eq(sysAuditLog.record_key, String(key))).orderBy(asc(sysAuditLog.create_time));
      expect(audits.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    });
  }

  it('a comment’s author and time are the server’s, whatever is sent', async () => {
    const comment = await created(lina, '/api/crm/supplier/comment', { supplier_key: supplier.supplier_key, content: '备注一条', comment_type: 'note', author: 'usr-admin', comment_time: '2001-01-01 00:00:00' });
    expect(comment.author).toBe('usr-sales');
    expect(new Date(String(comment.comment_time).replace(' ', 'T')).getFullYear()).toBeGreaterThan(2001);
  });

  it('checks the account rule, the tax period’s order and the contract’s dates', async () => {
    const account = await save(lina, '/api/crm/supplier/account', { supplier_key: supplier.supplier_key, account_name: 'x', bank_name: 'y', account_no: '0123456789012345' });
    expect(account.body.code).not.toBe(0);
    const tax = await save(lina, '/api/crm/supplier/taxRate', { supplier_key: supplier.supplier_key, tax_type: 'vat_general', rate: 3, valid_from: '2026-06-01', valid_to: '2026-05-31' });
    expect(tax.body.msg).toContain('失效日期不能早于生效日期');
    const dates = await save(lina, CONTRACT, { supplier_key: supplier.supplier_key, contract_no: `CG-${unique()}`, contract_name: 'x', start_date: '2026-06-01', end_date: '2026-01-01' });
    expect(dates.body.msg).toContain('结束日期不能早于开始日期');
    const industry = await created(lina, '/api/crm/supplier/config/industry', { supplier_key: supplier.supplier_key, industry: 'insurance' });
    expect((await save(lina, '/api/crm/supplier/config/industry', { supplier_key: supplier.supplier_key, industry: 'insurance' })).body.code).not.toBe(0);
    expect((await deleteById(lina, '/api/crm/supplier/config/industry', industry.config_industry_key)).body.code).toBe(0);
  });

  it('a contract holds its supplier back; without one the supplier goes with its sub-records', async () => {
    const held = await created(lina, SUPPLIER, { supplier_name: `有合同供应商${unique()}`, category: 'consulting' });
    await created(lina, CONTRACT, { supplier_key: held.supplier_key, contract_no: `CG-${unique()}`, contract_name: '咨询合同' });
    const refused = await deleteById(lina, SUPPLIER, held.supplier_key);
    expect(refused.body.code).not.toBe(0);
    expect(refused.body.msg).toContain('合同');

    const free = await created(lina, SUPPLIER, { supplier_name: `无合同供应商${unique()}`, category: 'consulting' });
    const contact = await created(lina, '/api/crm/supplier/contact', { supplier_key: free.supplier_key, contact_name: '钱七', mobile: '13800001111' });
    expect((await deleteById(lina, SUPPLIER, free.supplier_key)).body.code).toBe(0);
    expect((await detail(lina, '/api/crm/supplier/contact', contact.contact_key)).body.code).toBe(404);
  });
});

describe('purchases through the 采购审批', () => {
  let supplier: Keyed;
  beforeAll(async () => {
    supplier = await created(lina, SUPPLIER, { supplier_name: `采购供应商${unique()}`, category: 'it_service' });
  });
  const newPurchase = (amount: number) => created(lina, PURCHASE, { supplier_key: supplier.supplier_key, purchase_name: '开发服务采购', items: '开发 10 人天', amount, purchase_date: '2026-11-20', status: 'APPROVED' });

  it('numbers a draft, takes the supplier’s name, and never takes a status from a save', async () => {
    const purchase = await newPurchase(1000);
    expect(purchase).toMatchObject({ status: 'DRAFT', supplier_name: supplier.supplier_name });
    expect(purchase.purchase_code).toMatch(/^CG-\d{8}-\d{3}$/);
  });

  it('is submitted, read-only while running, approved by the leader then finance in the workbench; its status follows', async () => {
    const purchase = await newPurchase(168000.5);
    const submitted = await post<Keyed>(lina, `${PURCHASE}/submit`, { id: purchase.purchase_key });
    expect(submitted.body.code, submitted.body.msg).toBe(0);
    expect(submitted.body.data).toMatchObject({ status: 'PROGRESS' });

    const current = (await detail(lina, PURCHASE, purchase.purchase_key)).body.data!;
    const edit = await save(lina, PURCHASE, { ...current, amount: 1 });
    expect(edit.body.code).toBe(409);
    expect(edit.body.msg).toBe('采购已提交审批，退回前不能修改或删除');
    expect((await deleteById(lina, PURCHASE, purchase.purchase_key)).body.msg).toBe('采购已提交审批，退回前不能修改或删除');

    const leaderTask = await pendingTaskOf(purchase.purchase_key);
    expect(leaderTask).toMatchObject({ task_name: '部门负责人审批', assignee: 'usr-leader' });
    // Whoever the approval asks reads the purchase, whatever their department; finance is not asked yet.
    expect((await detail(zhang, PURCHASE, purchase.purchase_key)).body.code).toBe(0);
    expect((await detail(wang, PURCHASE, purchase.purchase_key)).body.code).toBe(403);
    expect((await save(zhang, PURCHASE, { ...current, remark: '领导改' })).body.code).not.toBe(0);
    const pending = await flow.pending(zhang, {});
    expect(pending.body.data!.records.map((r) => r.task_key)).toContain(leaderTask.task_key);
    expect((await flow.confirm(zhang, leaderTask.task_key, { comment: '同意' })).body.code).toBe(0);
    expect((await detail(lina, PURCHASE, purchase.purchase_key)).body.data!.status).toBe('PROGRESS');

    const financeTask = await pendingTaskOf(purchase.purchase_key);
    expect(financeTask.task_name).toBe('财务审批');
    expect((await detail(wang, PURCHASE, purchase.purchase_key)).body.code).toBe(0);
    expect((await flow.confirm(wang, financeTask.task_key, { comment: '同意付款' })).body.code).toBe(0);
    const approved = (await detail(lina, PURCHASE, purchase.purchase_key)).body.data!;
    expect(approved).toMatchObject({ status: 'APPROVED' });
    expect(Number(approved.amount)).toBe(168000.5);
    expect((await save(lina, PURCHASE, { ...approved, remark: 'x' })).body.code).toBe(409);
    expect((await deleteById(lina, PURCHASE, purchase.purchase_key)).body.code).toBe(409);
    const info = await call<{ status: string }>(backend, 'GET', `${PURCHASE}/approval/${String(purchase.purchase_key)}`, { token: lina.token });
    expect(info.body.data!.status).toBe('APPROVED');
    // Finance, asked once, still reads the purchase and its process; it changes nothing of it.
    expect((await call(backend, 'GET', `${PURCHASE}/approval/${String(purchase.purchase_key)}`, { token: wang.token })).body.code).toBe(0);
    expect((await deleteById(wang, PURCHASE, purchase.purchase_key)).body.code).not.toBe(0);
  });

  it('a large purchase goes on to the general manager; a return sends it back to be fixed', async () => {
    const purchase = await newPurchase(520000);
    expect((await post(lina, `${PURCHASE}/submit`, { id: purchase.purchase_key })).body.code).toBe(0);
    await flow.confirm(zhang, (await pendingTaskOf(purchase.purchase_key)).task_key, { comment: '同意' });
    await flow.confirm(wang, (await pendingTaskOf(purchase.purchase_key)).task_key, { comment: '同意' });
    const managerTask = await pendingTaskOf(purchase.purchase_key);
    expect(managerTask.task_name).toBe('总经理审批');
    expect((await flow.reject(admin, managerTask.task_key, { comment: '请压缩预算' })).body.code).toBe(0);
    const returned = (await detail(lina, PURCHASE, purchase.purchase_key)).body.data!;
    expect(returned.status).toBe('RETURNED');

    const fixed = await save(lina, PURCHASE, { ...returned, amount: 180000 });
    expect(fixed.body.code, fixed.body.msg).toBe(0);
    expect((await post<Keyed>(lina, `${PURCHASE}/submit`, { id: purchase.purchase_key })).body.data).toMatchObject({ status: 'PROGRESS' });
  });

  it('saveApproved saves and submits at once; check approves from the record for the task’s holder only; code answers the next number', async () => {
    const next = await call<{ code: string }>(backend, 'GET', `${PURCHASE}/code`, { token: lina.token });
    expect(next.body.data!.code).toMatch(/^CG-\d{8}-\d{3}$/);
    const saved = await post<Keyed>(lina, `${PURCHASE}/saveApproved`, { supplier_key: supplier.supplier_key, purchase_name: '一步提交', items: '服务器 10 台', amount: 259999.99, purchase_date: '2026-11-21' });
    expect(saved.body.code, saved.body.msg).toBe(0);
    expect(saved.body.data).toMatchObject({ status: 'PROGRESS' });
    const key = saved.body.data!.purchase_key;
    await flow.confirm(zhang, (await pendingTaskOf(key)).task_key, { comment: '同意' });
    await flow.confirm(wang, (await pendingTaskOf(key)).task_key, { comment: '同意' });
    // The general manager's step, checked from the record by an administrator holding it.
    expect((await pendingTaskOf(key)).task_name).toBe('总经理审批');
    const notYours = await post(lina, `${PURCHASE}/check`, { id: key, result: 'approve' });
    expect(notYours.body.code).toBe(403);
    expect(notYours.body.msg).toBe('您没有该记录待处理的审批任务');
    expect((await post(admin, `${PURCHASE}/check`, { id: key, result: 'return' })).body.msg).toBe('请填写退回意见');
    // The decision carries a file, uploaded for the task as in the workbench; the history keeps it.
    const task = await pendingTaskOf(key);
    const body = new FormData();
    body.append('file', new File(['比价记录：三家供应商报价对比'], '比价记录.txt'));
    body.append('taskId', task.task_key);
    const uploaded = await call<{ file_key: string }>(backend, 'POST', workflowPaths.commentAttachmentUpload, { token: admin.token, body });
    expect(uploaded.body.code, uploaded.body.msg).toBe(0);
    const approved = await post<Keyed & { instance_key: string }>(admin, `${PURCHASE}/check`, { id: key, result: 'approve', comment: '同意', attachments: [uploaded.body.data!.file_key] });
    expect(approved.body.code, approved.body.msg).toBe(0);
    expect((await detail(lina, PURCHASE, key)).body.data!.status).toBe('APPROVED');
    const lines = (await call<{ action: string; attachments: { name: string }[] | null }[]>(backend, 'GET', workflowPaths.comments(approved.body.data!.instance_key), { token: lina.token })).body.data!;
    expect(lines.filter((l) => l.attachments).map((l) => [l.action, l.attachments!.map((a) => a.name)])).toEqual([['APPROVE', ['比价记录.txt']]]);
  });

  it('only someone who may change the purchase submits it', async () => {
    const purchase = await newPurchase(500);
    expect((await post(wang, `${PURCHASE}/submit`, { id: purchase.purchase_key })).body.code).toBe(403);
  });
});

describe('export and demo data', () => {
  it('exports the supplier list the caller sees as a workbook', async () => {
    const res = await call(backend, 'POST', `${SUPPLIER}/exportXls`, { token: lina.token, json: {} });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.response.arrayBuffer());
    const texts = book.worksheets[0]!.getSheetValues().flat().map(String);
    expect(texts).toContain('上海数聚信息技术有限公司');
    expect(texts).not.toContain('北京正诚会计师事务所（特殊普通合伙）');
    const purchases = await call(backend, 'POST', `${PURCHASE}/exportXls`, { token: lina.token, json: { supplier_key: 'sup-demo-01' } });
    expect(purchases.status).toBe(200);
  });

  it('has suppliers with sub-records, an approved purchase and one waiting for 张伟', async () => {
    expect((await query(admin, SUPPLIER, { pageSize: 50 })).body.data!.records.map((r) => r.supplier_key)).toEqual(expect.arrayContaining(['sup-demo-01', 'sup-demo-02', 'sup-demo-03', 'sup-demo-04', 'sup-demo-05']));
    expect((await detail(lina, PURCHASE, 'spu-demo-01')).body.data!.status).toBe('APPROVED');
    expect((await detail(lina, PURCHASE, 'spu-demo-02')).body.data!.status).toBe('PROGRESS');
    const waiting = await pendingTaskOf('spu-demo-02');
    expect(waiting).toMatchObject({ assignee: 'usr-leader', task_name: '部门负责人审批' });
    // 张伟 approves the purchase without the right to read suppliers: its answer names the supplier.
    expect((await detail(zhang, SUPPLIER, 'sup-demo-01')).body.code).toBe(403);
    const approving = await detail(zhang, PURCHASE, 'spu-demo-02');
    const supplierKey = String(approving.body.data!.supplier_key);
    const [supplier] = (await query(admin, SUPPLIER, { supplier_key: supplierKey })).body.data!.records;
    expect(approving.body.data!.ref_labels).toEqual({ [`supplier:${supplierKey}`]: supplier!.supplier_name });
    // The purchases' list sums their amounts over every matching record, to the cent.
    const purchases = await call<Page & { totals: Record<string, number | string> }>(backend, 'POST', `${PURCHASE}/query`, { token: lina.token, json: { supplier_key: 'sup-demo-01', pageSize: 1 } });
    expect(purchases.body.data!.records).toHaveLength(1);
    expect(Number(purchases.body.data!.totals.amount)).toBe(254500.5);
    for (const base of [CONTRACT, '/api/crm/supplier/contact', '/api/crm/supplier/account', '/api/crm/supplier/taxRate', '/api/crm/supplier/comment']) {
      expect((await query(lina, base, { supplier_key: 'sup-demo-01' })).body.data!.total, base).toBeGreaterThan(0);
    }
  });
});
