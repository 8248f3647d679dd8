import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { childCountsSchema } from '@/lib/contract/child-counts';
import { clueDistributionPaths, handedOutLeadsSchema, ruleDistributedLeadsSchema } from '@/lib/contract/clue-distribution';
import { customerDepartmentTreeSchema } from '@/lib/contract/customer-departments';
import { customerPoolPaths, poolSettingAnswerSchema } from '@/lib/contract/customer-pool';
import { duplicateAnswerSchema } from '@/lib/contract/duplicate-answers';
import { actionCountSchema, entityRecordSchema, noDataSchema } from '@/lib/contract/entity-answers';
import { knowledgeCategoryTreeSchema } from '@/lib/contract/knowledge-categories';
import { nextNumberSchema } from '@/lib/contract/next-number';
import { budgetPlansSchema, otherFeeFiguresSchema, paymentPlanDetailsSchema, receivablePlanDetailsSchema } from '@/lib/contract/project-budget';
import { budgetPaths } from '@/lib/contract/project-paths';
import { checkedRecordSchema, recordApprovalAnswerSchema, submittedRecordSchema } from '@/lib/contract/record-approval-answers';
import { revealAnswerSchema } from '@/lib/contract/sensitive-reveal-schemas';
import { apiPaths } from '@/lib/contract/api-paths';
import { checkedCalls, checkedFile } from '../support/answers';
import { call, createTestBackend, loginAs } from '../support/backend';
import { poolLeads, uniqueName } from '../support/clues';

/**
 * The CRM's calls answer what their contract says: the calls every declared entity gets (child
 * tab counts, the next number, likely duplicates, a revealed value, the approval calls), the
 * CRM's own (pool rules, department and category trees, lead distribution, QR codes, budget
 * figures, tracked clicks), each parsed strictly with the schema its route declares; and the
 * calls that answer a file send one of the types they declare.
 */

type Session = { token: string; userKey: string };
let backend: Backend;
let admin: Session;
let lina: Session; // 李娜: sales, manages 钱塘财富 (prj-demo-03), takes part in prj-demo-02
let wang: Session; // 王芳: finance, approves quotes and payments

const PRICING = '/api/eis/restful/pricing';
const PAYMENT = '/api/eis/restful/payment';
const CONTACT = '/api/crm/customer/contact';
const QRCODE = '/api/crm/qrcode';
const PROJECT = 'prj-demo-02';

beforeAll(async () => {
  backend = await createTestBackend();
  [admin, lina, wang] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina'), loginAs(backend, 'wangfang')]);
});
afterAll(async () => {
  await backend?.database.close();
});

const { post, get } = checkedCalls(() => backend);

describe('the calls every declared entity gets answer as their contract says', () => {
  it('child tab counts, the next number and likely duplicates', async () => {
    const counts = await get(lina, childCountsSchema, '/api/crm/customer/childCounts/cus-demo-01');
    expect(Object.values(counts.counts).every((n) => n >= 0)).toBe(true);
    expect((await get(lina, nextNumberSchema, '/api/eis/restful/contract/code')).code).toMatch(/^HT-\d{8}-/);
    const [match] = await post(lina, duplicateAnswerSchema, '/api/crm/customer/duplicates', { values: { customer_name: '上海浦江信托 有限责任公司' } });
    expect(match).toMatchObject({ field: 'customer_name', hits: [{ key: 'cus-demo-01' }] });
  });

  it('a revealed sensitive value', async () => {
    const contact = await post(lina, entityRecordSchema, `${CONTACT}/addOrUpdate`, { customer_key: 'cus-demo-01', contact_name: uniqueName('答'), mobile: '13912345678' });
    expect(await post(admin, revealAnswerSchema, `${CONTACT}/reveal/${String(contact.contact_key)}`, { field: 'mobile' })).toEqual({ field: 'mobile', value: '13912345678' });
  });

  it('the approval calls: saved and submitted, submitted, the record’s approval, decided', async () => {
    const plan = await post(lina, submittedRecordSchema, `${PAYMENT}/saveApproved`, { purpose: '答复校验', payee: '深圳云启科技有限公司', project_key: PROJECT, amount: 1000, planned_date: '2026-12-31' });
    expect(plan.instance_key).toBeTruthy();

    const quote = await post(lina, entityRecordSchema, `${PRICING}/save`, { quote_name: uniqueName('答复报价'), project_key: PROJECT, valid_until: '2026-12-31' });
    const quoteKey = String(quote.quote_key);
    await post(lina, entityRecordSchema, `${PRICING}/line/addOrUpdate`, { quote_key: quoteKey, item_name: '实施服务', quantity: 1, unit_price: 1000 });
    expect(await get(lina, recordApprovalAnswerSchema, `${PRICING}/approval/${quoteKey}`)).toBeNull();
    expect((await post(lina, submittedRecordSchema, `${PRICING}/commit`, { id: quoteKey })).status).toBe('PROGRESS');
    const approval = await get(wang, recordApprovalAnswerSchema, `${PRICING}/approval/${quoteKey}`);
    expect(approval).toMatchObject({ status: 'RUNNING', rounds: [{ status: 'RUNNING' }] });
    expect(approval!.task_key).toBeTruthy();
    expect(await post(wang, checkedRecordSchema, `${PRICING}/check`, { id: quoteKey, result: 'approve', comment: '同意' })).toMatchObject({ process_status: 'APPROVED' });
  });
});

describe('the CRM’s own calls answer as their contract says', () => {
  it('the pool rules, read and changed', async () => {
    const rules = await get(admin, poolSettingAnswerSchema, customerPoolPaths.setting);
    expect(await post(admin, poolSettingAnswerSchema, customerPoolPaths.setting, rules)).toEqual(rules);
  });

  it('a customer’s department tree and the knowledge category tree', async () => {
    expect((await get(lina, customerDepartmentTreeSchema, '/api/crm/customer/department/findByCustomerKey/cus-demo-01')).length).toBeGreaterThan(0);
    const root = await post(lina, entityRecordSchema, '/api/crm/knowledge/category/addOrUpdate', { category_name: uniqueName('答复分类') });
    await post(lina, entityRecordSchema, '/api/crm/knowledge/category/addOrUpdate', { category_name: uniqueName('答复子类'), parent_key: root.category_key });
    const tree = await get(lina, knowledgeCategoryTreeSchema, '/api/crm/knowledge/category/tree');
    expect(tree.find((node) => node.key === root.category_key)!.children).toHaveLength(1);
    expect(await post(lina, knowledgeCategoryTreeSchema, '/api/crm/knowledge/category/tree')).toEqual(tree);
  });

  it('lead distribution by hand and by rule, and a lead operation', async () => {
    const [byHand, byRule] = await poolLeads(backend, ['320000', '320000']);
    expect(await post(lina, handedOutLeadsSchema, clueDistributionPaths.batchDistribute, { ids: byHand, followers: lina.userKey })).toEqual({ count: 1 });
    const rule = await call(backend, 'POST', clueDistributionPaths.rule, { token: lina.token, json: { enabled: false, mode: 'roundRobin', users: [lina.userKey], regions: [] } });
    expect(rule.body.code, rule.body.msg).toBe(0);
    expect(await post(lina, ruleDistributedLeadsSchema, clueDistributionPaths.distributeByRule, { ids: byRule })).toEqual({ count: 1, unplaced: 0 });
    const followed = await post(lina, actionCountSchema, '/api/crm/clue/operate', { operate: 'followUp', ids: byHand, follow_type: 'visit', content: '答复校验' });
    expect(followed.count).toBe(1);
  });

  it('a QR code drawn and its files deleted', async () => {
    const saved = await post(lina, entityRecordSchema, `${QRCODE}/save`, { title: uniqueName('答复码'), target: '/news' });
    const id = String(saved.qrcode_key);
    expect((await post(lina, entityRecordSchema, `${QRCODE}/generate`, { id })).png_file_key).toBeTruthy();
    const png = `${QRCODE}/download?id=${id}&format=png`;
    expect((await checkedFile('GET', png, await call(backend, 'GET', png, { token: lina.token }))).byteLength).toBeGreaterThan(0);
    expect((await post(lina, entityRecordSchema, `${QRCODE}/deleteFile`, { id })).png_file_key).toBeNull();
  });

  it('a project’s budget figures and a plan with what was drawn on it', async () => {
    const payments = await get(lina, budgetPlansSchema, budgetPaths.payment, { projectKey: PROJECT });
    expect(payments.totals.count).toBe(payments.records.length);
    await get(lina, budgetPlansSchema, budgetPaths.receivable, { projectKey: PROJECT });
    expect((await get(lina, otherFeeFiguresSchema, budgetPaths.otherFee, { projectKey: PROJECT })).count).toBeGreaterThanOrEqual(0);
    const plan = payments.records[0]!;
    expect((await get(lina, paymentPlanDetailsSchema, budgetPaths.paymentDetails, { id: String(plan.payment_plan_key) })).payments).toBeInstanceOf(Array);
    const receivable = await post(lina, entityRecordSchema, '/api/eis/restful/receivable/save', { purpose: '答复校验', project_key: PROJECT, amount: 500, planned_date: '2026-12-31', payer: '深圳前海跨境金融服务有限公司' });
    expect((await get(lina, receivablePlanDetailsSchema, budgetPaths.receivableDetails, { id: String(receivable.receivable_plan_key) })).receipts).toEqual([]);
  });

  it('a tracked click', async () => {
    expect(await post(lina, noDataSchema, apiPaths.trackLogCreate, { event: 'answers.check', page: '/crm/customer' })).toBeNull();
  });
});

describe('calls that answer a file send one of the types they declare', () => {
  it('an export and an import template', async () => {
    const exported = await call(backend, 'POST', '/api/crm/customer/exportXls', { token: lina.token, json: { columns: 'customer_name' } });
    expect((await checkedFile('POST', '/api/crm/customer/exportXls', exported)).byteLength).toBeGreaterThan(0);
    const template = await call(backend, 'GET', '/api/crm/customer/importTemplate', { token: lina.token });
    expect((await checkedFile('GET', '/api/crm/customer/importTemplate', template)).byteLength).toBeGreaterThan(0);
  });
});
