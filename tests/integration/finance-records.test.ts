// @database postgres: numbering unique when records are saved at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { ENTITIES } from '@/lib/entities';
import { businessDateTime } from '@/lib/entity/business-time';
import { call, createTestBackend, loginAs } from '../support/backend';
import { workflowClient, type Session } from '../support/workflow';

/**
 * A project's invoices, settlements and accounting entries, the numbering rules an administrator
 * sets, and the approval polish: a quote
 * without lines is not committed, and a record's approval answers every round.
 *
 * 前海跨境收付款通道升级 (prj-demo-02): 张伟 manages it, 李娜 and 王芳 (finance) take part; its
 * contracts ctr-demo-01 (archived), ctr-demo-02 (in force), ctr-demo-03 (draft). 钱塘财富
 * (prj-demo-03) has ctr-demo-04. 赵磊 is on neither.
 */
let backend: Backend;
let lina: Session;
let wang: Session;
let zhang: Session;
let admin: Session;
let outsider: Session;
let flow: ReturnType<typeof workflowClient>;

const INVOICE = '/api/eis/restful/invoice';
const SETTLEMENT = '/api/eis/restful/settlement';
const ACCOUNTING = '/api/eis/restful/accounting';
const CODE = '/api/eis/restful/code';
const CONTRACT = '/api/eis/restful/contract';
const PRICING = '/api/eis/restful/pricing';
const PROJECT = 'prj-demo-02';
type Rec = Record<string, unknown> & { version: number };
type Page<T> = { records: T[]; total: number };

const post = <T = Rec>(who: Session, path: string, json: unknown) => call<T>(backend, 'POST', path, { token: who.token, json });
const get = <T = Rec>(who: Session, path: string) => call<T>(backend, 'GET', path, { token: who.token });
const today = () => businessDateTime(new Date()).slice(0, 10).replace(/-/g, '');

beforeAll(async () => {
  backend = await createTestBackend();
  [lina, wang, zhang, admin] = await Promise.all([loginAs(backend, 'lina'), loginAs(backend, 'wangfang'), loginAs(backend, 'zhangwei'), loginAs(backend, 'admin')]);
  const added = await post(admin, '/api/app/base/app/sys/user/add', { username: 'zhaolei', realname: '赵磊', password: 'Welcome2026', selectedroles: 'role-staff', selecteddeparts: 'dep-project' });
  expect(added.body.code, added.body.msg).toBe(0);
  outsider = await loginAs(backend, 'zhaolei', 'Welcome2026');
  flow = workflowClient(backend);
});
afterAll(async () => backend?.database.close());

describe('invoices of a contract', () => {
  const newInvoice = (who: Session, json: Record<string, unknown>) =>
    post<Rec & { invoice_key: string }>(who, `${INVOICE}/addOrUpdate`, { invoice_no: '44039999', direction: 'OUT', invoice_type: 'VAT_SPECIAL', contract_key: 'ctr-demo-02', amount: 1000, tax_rate: 6, issue_date: '2026-11-20', ...json });

  it('works out tax and total to the cent and takes the contract’s project and customer', async () => {
    const res = await newInvoice(lina, { amount: 12345.67, tax_rate: 13, tax_amount: 1, total_amount: 2, project_key: 'prj-demo-03', customer_name: '别人' });
    expect(res.body.code, res.body.msg).toBe(0);
    const invoice = res.body.data!;
    // 12345.67 × 13 % = 1604.9371 → 1604.94; the total is the amount plus the tax.
    expect(Number(invoice.tax_amount)).toBe(1604.94);
    expect(Number(invoice.total_amount)).toBe(13950.61);
    expect(invoice).toMatchObject({ project_key: PROJECT, customer_name: '深圳前海跨境金融服务有限公司' });
    // Half a cent rounds away from zero: 0.05 × 10 % = 0.005 → 0.01; 333.33 × 6 % = 19.9998 → 20.00.
    expect(Number((await newInvoice(lina, { amount: 0.05, tax_rate: 10 })).body.data!.tax_amount)).toBe(0.01);
    const changed = await post<Rec>(lina, `${INVOICE}/addOrUpdate`, { ...invoice, amount: 333.33, tax_rate: 6 });
    expect(changed.body.code, changed.body.msg).toBe(0);
    expect([Number(changed.body.data!.tax_amount), Number(changed.body.data!.total_amount)]).toEqual([20, 353.33]);
  });

  it('is added to a contract in force or archived, and listed on its contract and globally', async () => {
    const archived = await newInvoice(wang, { contract_key: 'ctr-demo-01', invoice_no: '44030001' });
    expect(archived.body.code, archived.body.msg).toBe(0);
    const ofContract = await post<Page<Rec>>(lina, `${INVOICE}/query`, { contract_key: 'ctr-demo-01', pageSize: 100 });
    expect(ofContract.body.data!.records.map((r) => r.invoice_key)).toContain(archived.body.data!.invoice_key);
    expect(ofContract.body.data!.records.every((r) => r.contract_key === 'ctr-demo-01')).toBe(true);
    // The seeded invoices of both projects show in the global list of whoever reaches both.
    const all = await post<Page<Rec>>(admin, `${INVOICE}/query`, { pageSize: 100 });
    expect(new Set(all.body.data!.records.map((r) => r.project_key))).toEqual(new Set(['prj-demo-02', 'prj-demo-03']));
    // Required fields and a missing contract are refused.
    expect((await newInvoice(lina, { invoice_type: undefined })).body.code).toBe(400);
    expect((await newInvoice(lina, { contract_key: 'ctr-missing' })).body.code).toBe(400);
  });

  it('is reached as its contract’s project is: others are refused by key and see none', async () => {
    const invoice = (await newInvoice(lina, { invoice_no: '44030002' })).body.data!;
    for (const who of [lina, wang, zhang, admin]) expect((await get(who, `${INVOICE}/detail/${invoice.invoice_key}`)).body.code).toBe(0);
    const refused = await get(outsider, `${INVOICE}/detail/${invoice.invoice_key}`);
    expect(refused.body.code).toBe(403);
    expect(refused.body.msg).toBe('您不是该项目的成员，无权操作');
    expect((await post<Page<Rec>>(outsider, `${INVOICE}/query`, { pageSize: 100 })).body.data!.total).toBe(0);
    expect((await newInvoice(outsider, { invoice_no: '1' })).body.code).toBe(403);
    expect((await post(outsider, `${INVOICE}/addOrUpdate`, { ...invoice, amount: 1 })).body.code).toBe(403);
    expect((await post(outsider, `${INVOICE}/deleteById`, { id: invoice.invoice_key })).body.code).toBe(403);
    expect((await post(lina, `${INVOICE}/deleteById`, { id: invoice.invoice_key })).body.code).toBe(0);
  });
});

describe('settlements through the 结算审批', () => {
  const newSettlement = (who: Session, json: Record<string, unknown> = {}) =>
    post<Rec & { settlement_key: string; settlement_code: string; status: string }>(who, `${SETTLEMENT}/addOrUpdate`, { settlement_name: '通道扩容三期结算', project_key: PROJECT, contract_key: 'ctr-demo-02', period_start: '2026-10-01', period_end: '2026-10-31', amount: 88888.88, ...json });

  it('is numbered, checks its period and contract, and is reached through the project only', async () => {
    const res = await newSettlement(lina, { status: 'CONFIRMED', customer_name: '别人' });
    expect(res.body.code, res.body.msg).toBe(0);
    expect(res.body.data).toMatchObject({ status: 'DRAFT', customer_name: '深圳前海跨境金融服务有限公司' });
    expect(res.body.data!.settlement_code).toBe(`JS-${today()}-001`);
    expect((await newSettlement(lina, { period_end: '2026-09-30' })).body.msg).toBe('结算期间止不能早于结算期间起');
    expect((await newSettlement(lina, { contract_key: 'ctr-demo-04' })).body.msg).toBe('所选合同不属于该项目');
    expect((await get(outsider, `${SETTLEMENT}/detail/${res.body.data!.settlement_key}`)).body.code).toBe(403);
    expect((await post<Page<Rec>>(outsider, `${SETTLEMENT}/query`, {})).body.data!.total).toBe(0);
    expect((await newSettlement(outsider)).body.code).toBe(403);
  });

  it('is submitted, returned, submitted again and confirmed; confirmed it is held', async () => {
    const settlement = (await newSettlement(lina)).body.data!;
    const submitted = await post<Rec & { status: string }>(lina, `${SETTLEMENT}/submit`, { id: settlement.settlement_key });
    expect(submitted.body.code, submitted.body.msg).toBe(0);
    expect(submitted.body.data!.status).toBe('PROGRESS');
    expect((await post(lina, `${SETTLEMENT}/check`, { id: settlement.settlement_key, result: 'approve' })).body.code).toBe(403);
    const returned = await post<Rec & { status: string }>(wang, `${SETTLEMENT}/check`, { id: settlement.settlement_key, result: 'return', comment: '期间有误' });
    expect(returned.body.data!.status).toBe('RETURNED');
    expect((await post<Rec & { status: string }>(lina, `${SETTLEMENT}/submit`, { id: settlement.settlement_key })).body.data!.status).toBe('PROGRESS');
    const confirmed = await post<Rec & { status: string }>(wang, `${SETTLEMENT}/check`, { id: settlement.settlement_key, result: 'approve', comment: '已核对' });
    expect(confirmed.body.data!.status).toBe('CONFIRMED');
    const stored = (await get<Rec>(lina, `${SETTLEMENT}/detail/${settlement.settlement_key}`)).body.data!;
    const edit = await post(lina, `${SETTLEMENT}/addOrUpdate`, { ...stored, amount: 1 });
    expect(edit.body.code).toBe(409);
    expect(edit.body.msg).toBe('结算已确认，不能修改或删除');
    expect((await post(lina, `${SETTLEMENT}/deleteById`, { id: settlement.settlement_key })).body.code).toBe(409);
  });
});

describe('accounting entries', () => {
  const newEntry = (who: Session, json: Record<string, unknown> = {}) =>
    post<Rec & { entry_key: string; voucher_no: string }>(who, `${ACCOUNTING}/addOrUpdate`, { project_key: PROJECT, entry_date: '2026-11-20', subject: 'EXPENSE', debit: 1250.5, summary: '差旅费', ...json });

  it('takes a voucher number, one of debit or credit, and adds up in the list', async () => {
    const first = await newEntry(lina);
    expect(first.body.code, first.body.msg).toBe(0);
    expect(first.body.data!.voucher_no).toMatch(new RegExp(`^PZ-${today()}-\\d{3}$`));
    const second = await newEntry(lina, { subject: 'INCOME', debit: 0, credit: 9999.99 });
    expect(second.body.data!.voucher_no > first.body.data!.voucher_no).toBe(true);
    for (const both of [{ debit: 1, credit: 1 }, { debit: 0, credit: 0 }]) {
      expect((await newEntry(lina, both)).body.msg).toBe('借方金额和贷方金额须填写且只填写其中一项');
    }
    const listed = await post<Page<Rec>>(lina, `${ACCOUNTING}/query`, { project_key: PROJECT, subject: 'EXPENSE,INCOME', pageSize: 100 });
    const keys = listed.body.data!.records.map((r) => r.entry_key);
    expect(keys).toEqual(expect.arrayContaining([first.body.data!.entry_key, second.body.data!.entry_key]));
  });

  it('is reached through its project only', async () => {
    const entry = (await newEntry(lina)).body.data!;
    expect((await get(zhang, `${ACCOUNTING}/detail/${entry.entry_key}`)).body.code).toBe(0);
    expect((await get(outsider, `${ACCOUNTING}/detail/${entry.entry_key}`)).body.code).toBe(403);
    expect((await post<Page<Rec>>(outsider, `${ACCOUNTING}/query`, {})).body.data!.total).toBe(0);
    expect((await newEntry(outsider)).body.code).toBe(403);
    expect((await post(outsider, `${ACCOUNTING}/deleteById`, { id: entry.entry_key })).body.code).toBe(403);
  });
});

describe('a quote without lines and the rounds of an approval', () => {
  it('refuses to commit a quote without lines, by commit and by saveApproved', async () => {
    const quote = (await post<Rec & { quote_key: string }>(lina, `${PRICING}/save`, { quote_name: '空报价', project_key: PROJECT, valid_until: '2026-12-31' })).body.data!;
    const refused = await post(lina, `${PRICING}/commit`, { id: quote.quote_key });
    expect(refused.body.code).toBe(400);
    expect(refused.body.msg).toBe('报价没有明细，不能提交');
    expect((await get<Rec>(lina, `${PRICING}/detail/${quote.quote_key}`)).body.data!.status).toBe('DRAFT');
    expect((await get(lina, `${PRICING}/approval/${quote.quote_key}`)).body.data).toBeNull();
    expect((await post(lina, `${PRICING}/saveApproved`, { quote_name: '空报价二', project_key: PROJECT, valid_until: '2026-12-31' })).body.msg).toBe('报价没有明细，不能提交');
  });

  it('answers every round of a record’s approval, newest first, each with its own history', async () => {
    const quote = (await post<Rec & { quote_key: string }>(lina, `${PRICING}/save`, { quote_name: '两轮审批', project_key: PROJECT, valid_until: '2026-12-31' })).body.data!;
    expect((await post(lina, `${PRICING}/line/addOrUpdate`, { quote_key: quote.quote_key, item_name: '实施', quantity: 1, unit_price: 1000 })).body.code).toBe(0);
    expect((await post(lina, `${PRICING}/commit`, { id: quote.quote_key })).body.code).toBe(0);
    expect((await post(wang, `${PRICING}/check`, { id: quote.quote_key, result: 'return', comment: '单价偏低' })).body.code).toBe(0);
    expect((await post(lina, `${PRICING}/commit`, { id: quote.quote_key })).body.code).toBe(0);
    type Approval = { instance_key: string; status: string; rounds: { instance_key: string; status: string; initiator_name: string; end_time: string | null }[] };
    const running = (await get<Approval>(zhang, `${PRICING}/approval/${quote.quote_key}`)).body.data!;
    expect(running.rounds.map((r) => r.status)).toEqual(['RUNNING', 'REJECTED']);
    expect(running.rounds[0]!.instance_key).toBe(running.instance_key);
    expect(running.rounds.every((r) => r.initiator_name === '李娜')).toBe(true);
    expect(running.rounds[1]!.end_time).not.toBeNull();
    expect((await post(wang, `${PRICING}/check`, { id: quote.quote_key, result: 'approve', comment: '同意' })).body.code).toBe(0);
    const done = (await get<Approval>(zhang, `${PRICING}/approval/${quote.quote_key}`)).body.data!;
    expect(done.rounds.map((r) => r.status)).toEqual(['APPROVED', 'REJECTED']);
    // Each round keeps its own history and diagram.
    const first = await flow.comments(zhang, done.rounds[1]!.instance_key);
    expect(first.body.data!.find((c) => c.action === 'REJECT')?.comment).toBe('单价偏低');
    expect((await flow.comments(zhang, done.rounds[0]!.instance_key)).body.data!.map((c) => c.action)).toContain('APPROVE');
    expect((await flow.highlight(zhang, done.rounds[1]!.instance_key)).body.data!.status).toBe('REJECTED');
    expect((await get(outsider, `${PRICING}/approval/${quote.quote_key}`)).body.code).toBe(403);
  });
});

describe('numbering rules (编号规则)', () => {
  type Rule = Rec & { rule_key: string; kind: string; prefix: string; date_pattern: string; digits: number | string; next_code: string };
  const rules = async () => (await post<Page<Rule>>(admin, `${CODE}/query`, { pageSize: 100 })).body.data!.records;
  const newContract = (name: string) => post<Rec & { contract_code: string }>(lina, `${CONTRACT}/addOrUpdate`, { contract_name: name, category_key: 'cct-service', project_key: PROJECT, amount: 1000 });

  it('lists every numbered kind with its declared rule and the next number', async () => {
    const listed = await rules();
    // Approval requests are numbered by a rule of their own (审批编号).
    expect(listed.map((r) => r.kind).sort()).toEqual([...ENTITIES.filter((e) => e.numbering).map((e) => e.name), 'approvalRequest'].sort());
    const contract = listed.find((r) => r.kind === 'contract')!;
    expect(contract).toMatchObject({ prefix: 'HT', date_pattern: 'yyyyMMdd' });
    expect(Number(contract.digits)).toBe(3);
    const preview = await get<{ code: string }>(lina, `${CONTRACT}/code`);
    expect(contract.next_code).toBe(preview.body.data!.code);
    // Only an administrator keeps them.
    expect((await post(lina, `${CODE}/query`, {})).body.code).toBe(403);
    expect((await post(lina, `${CODE}/addOrUpdate`, { ...contract, prefix: 'XX' })).body.code).toBe(403);
  });

  it('numbers by the rule as changed, previews it, and stays unique when records are saved at once', async () => {
    const contract = (await rules()).find((r) => r.kind === 'contract')!;
    expect((await post(admin, `${CODE}/addOrUpdate`, { ...contract, prefix: 'ht' })).body.msg).toBe('前缀须以大写字母开头，只含大写字母和数字，最多10位');
    expect((await post(admin, `${CODE}/addOrUpdate`, { ...contract, digits: 1 })).body.code).toBe(400);
    expect((await post(admin, `${CODE}/addOrUpdate`, { kind: 'contract', prefix: 'DUP', date_pattern: 'none', digits: 3 })).body.code).not.toBe(0);
    const changed = await post<Rule>(admin, `${CODE}/addOrUpdate`, { ...contract, prefix: 'HTX', date_pattern: 'yyyyMM', digits: 4 });
    expect(changed.body.code, changed.body.msg).toBe(0);
    const month = today().slice(0, 6);
    expect(changed.body.data!.next_code).toBe(`HTX-${month}-0001`);
    expect((await get<{ code: string }>(lina, `${CONTRACT}/code`)).body.data!.code).toBe(`HTX-${month}-0001`);
    const saved = await newContract('按新规则编号');
    expect(saved.body.data!.contract_code).toBe(`HTX-${month}-0001`);
    const together = await Promise.all(Array.from({ length: 5 }, (_, i) => newContract(`同时保存${i}`)));
    for (const res of together) expect(res.body.code, res.body.msg).toBe(0);
    const codes = together.map((r) => r.body.data!.contract_code).sort();
    expect(codes).toEqual(['0002', '0003', '0004', '0005', '0006'].map((n) => `HTX-${month}-${n}`));
    // Without a date the sequence runs on across days; older day-numbered contracts do not count.
    const plain = await post<Rule>(admin, `${CODE}/addOrUpdate`, { ...changed.body.data!, date_pattern: 'none', prefix: 'HT' });
    expect(plain.body.data!.next_code).toBe('HT-0001');
    expect((await newContract('不含日期')).body.data!.contract_code).toBe('HT-0001');
    // Deleting the stored rule goes back to the declaration's.
    expect((await post(admin, `${CODE}/deleteById`, { id: contract.rule_key })).body.code).toBe(0);
    expect((await get<{ code: string }>(lina, `${CONTRACT}/code`)).body.data!.code).toMatch(new RegExp(`^HT-${today()}-\\d{3}$`));
  });
});
