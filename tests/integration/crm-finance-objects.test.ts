import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { call, createTestBackend, loginAs } from '../support/backend';
import { newCustomerKey } from '../support/customers';

let backend: Backend;
type Session = { token: string; userKey: string };
let admin: Session;
let lina: Session;
let wang: Session;
beforeAll(async () => {
  backend = await createTestBackend();
  [admin, lina, wang] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina'), loginAs(backend, 'wangfang')]);
});
afterAll(async () => backend?.database.close());

type Row = Record<string, unknown> & { version: number };
type Page = { records: Row[]; total: number };
const post = <T = Row>(who: Session, path: string, json: Record<string, unknown>) => call<T>(backend, 'POST', path, { token: who.token, json });
const form = <T = Row>(who: Session, path: string, fields: Record<string, string>) => call<T>(backend, 'POST', path, { token: who.token, form: fields });
const get = <T = Row>(who: Session, path: string) => call<T>(backend, 'GET', path, { token: who.token });

const I = '/api/crm/income';
let serial = 0;
const unique = (prefix: string) => `${prefix}${process.pid}-${++serial}-${Date.now().toString(36)}`;

describe('income: money to the cent, numbered, moved through its statuses by the status-update call', () => {
  it('is confirmed, then booked, and holds there; a move the transitions do not allow is refused naming both statuses', async () => {
    const customer = await newCustomerKey(backend, lina.token);
    const added = await post(lina, `${I}/addOrUpdate`, { customer_key: customer, amount: 12345.67, income_date: '2026-11-20', source: 'service' });
    expect(added.body).toMatchObject({ code: 0, data: { amount: 12345.67, status: 'pending', belong_depart: 'dep-sales-east' } });
    const key = String(added.body.data!.income_key);
    expect(String(added.body.data!.income_no)).toMatch(/^SR-\d{8}-\d{3}$/);

    expect((await post(lina, `${I}/updateStatus`, { ids: key, status: 'booked' })).body).toMatchObject({ code: 409, msg: '收入状态不能从“待确认”变更为“已入账”' });
    expect((await post(lina, `${I}/updateStatus`, { ids: key, status: 'confirmed' })).body).toMatchObject({ code: 0, msg: '收入状态已更新' });
    expect((await post(lina, `${I}/book`, { ids: key })).body).toMatchObject({ code: 0, msg: '收入已入账' });
    const booked = (await get(lina, `${I}/detail/${key}`)).body.data!;
    expect(booked).toMatchObject({ status: 'booked' });
    expect(booked.confirm_time).toBeTruthy();
    expect(booked.booked_time).toBeTruthy();
    // Booked is final: neither the call nor an edit moves it.
    expect((await post(lina, `${I}/updateStatus`, { ids: key, status: 'voided' })).body.code).toBe(409);
    expect((await post(lina, `${I}/void`, { ids: key })).body.msg).toBe('所选记录的当前状态不能执行“作废”');
    const history = await call<{ action: string }[]>(backend, 'GET', '/api/app/base/sys/audit/list', { token: lina.token, query: { entity: 'income', recordKey: key } });
    expect(history.body.data!.map((h) => h.action)).toEqual(expect.arrayContaining(['create', 'updateStatus', 'book']));
  });

  it('voids a pending income, refuses amounts finer than a cent, and keeps a customer with income from deletion', async () => {
    const customer = await newCustomerKey(backend, lina.token);
    expect((await post(lina, `${I}/addOrUpdate`, { customer_key: customer, amount: 1.234, income_date: '2026-11-20' })).body.code).toBe(400);
    const key = String((await post(lina, `${I}/addOrUpdate`, { customer_key: customer, amount: 0.1, income_date: '2026-11-21' })).body.data!.income_key);
    expect((await post(lina, `${I}/void`, { ids: key })).body).toMatchObject({ code: 0, msg: '收入已作废' });
    expect((await form(lina, '/api/crm/customer/deleteById', { id: customer })).body.code).toBe(409);
  });

  it('sums the listed amounts exactly and keeps another department out by key', async () => {
    const customer = await newCustomerKey(backend, lina.token);
    for (const amount of [0.1, 0.2, 1000000.05]) await post(lina, `${I}/addOrUpdate`, { customer_key: customer, amount, income_date: '2026-11-22' });
    const listed = await post<Page & { totals?: Record<string, unknown> }>(lina, `${I}/query`, { customer_key: customer });
    expect(listed.body.data!.total).toBe(3);
    expect(listed.body.data!.records.map((r) => r.amount).sort()).toEqual([0.1, 0.2, 1000000.05]);
    // The list's 合计 sums every matching record exactly, in the caller's scope only.
    expect(listed.body.data!.totals).toEqual({ amount: 1000000.35 });
    expect((await post<Page & { totals?: Record<string, unknown> }>(wang, `${I}/query`, { customer_key: customer })).body.data!.totals).toEqual({ amount: 0 });
    const key = String(listed.body.data!.records[0]!.income_key);
    expect((await get(wang, `${I}/detail/${key}`)).body.code).toBe(403);
    expect((await post(wang, `${I}/updateStatus`, { ids: key, status: 'confirmed' })).body.code).toBe(403);
    expect((await post(wang, `${I}/addOrUpdate`, { income_key: key, version: 1, customer_key: customer, amount: 1, income_date: '2026-11-22' })).body.code).toBe(403);
    expect((await form(wang, `${I}/deleteById`, { id: key })).body.code).toBe(403);
    expect((await post<Page>(wang, `${I}/query`, { customer_key: customer })).body.data!.total).toBe(0);
    expect((await get(admin, `${I}/detail/${key}`)).body.code).toBe(0);
  });
});

describe('fee items, loans and order makers: the generic calls, their rules and their scope', () => {
  it('keeps fee item names unique and their standard amounts to the cent; edits with the version; deletes', async () => {
    const name = unique('咨询服务费');
    const added = await post(lina, '/api/crm/feeItem/addOrUpdate', { item_name: name, category: 'consulting', standard_amount: 3000.5, unit: 'month' });
    expect(added.body).toMatchObject({ code: 0, data: { item_name: name, standard_amount: 3000.5, enabled: true } });
    const key = String(added.body.data!.fee_item_key);
    expect((await post(lina, '/api/crm/feeItem/addOrUpdate', { item_name: name, category: 'service', standard_amount: 1 })).body.code).toBe(409);
    const edited = await post(lina, '/api/crm/feeItem/addOrUpdate', { fee_item_key: key, version: 1, item_name: name, category: 'consulting', standard_amount: 3200, unit: 'month', enabled: false });
    expect(edited.body).toMatchObject({ code: 0, data: { standard_amount: 3200, enabled: false, version: 2 } });
    expect((await get(wang, `/api/crm/feeItem/detail/${key}`)).body.code).toBe(403);
    expect((await form(wang, '/api/crm/feeItem/deleteById', { id: key })).body.code).toBe(403);
    expect((await form(lina, '/api/crm/feeItem/deleteById', { id: key })).body.code).toBe(0);
  });

  it('keeps a loan due no earlier than lent, moves it by its transitions and marks nothing else', async () => {
    expect((await post(lina, '/api/crm/loan/addOrUpdate', { borrower: 'usr-sales', amount: 5000, loan_date: '2026-11-10', due_date: '2026-11-01', purpose: '差旅备用金' })).body)
      .toMatchObject({ code: 400, msg: '应还日期不能早于借款日期' });
    const added = await post(lina, '/api/crm/loan/addOrUpdate', { borrower: 'usr-sales', amount: 5000, loan_date: '2026-11-10', due_date: '2026-12-10', purpose: '差旅备用金' });
    expect(added.body).toMatchObject({ code: 0, data: { status: 'applied', repaid_amount: 0 } });
    const key = String(added.body.data!.loan_key);
    const base = { loan_key: key, borrower: 'usr-sales', amount: 5000, loan_date: '2026-11-10', due_date: '2026-12-10', purpose: '差旅备用金' };
    expect((await post(lina, '/api/crm/loan/addOrUpdate', { ...base, version: 1, status: 'repaid' })).body.msg).toBe('借款状态不能从“已申请”变更为“已还清”');
    expect((await post(lina, '/api/crm/loan/addOrUpdate', { ...base, version: 1, status: 'lent' })).body.code).toBe(0);
    expect((await post(lina, '/api/crm/loan/addOrUpdate', { ...base, version: 2, status: 'repaid', repaid_amount: 5000 })).body).toMatchObject({ code: 0, data: { status: 'repaid', repaid_amount: 5000 } });
    expect((await get(wang, `/api/crm/loan/detail/${key}`)).body.code).toBe(403);
    expect((await post(wang, '/api/crm/loan/addOrUpdate', { ...base, version: 3 })).body.code).toBe(403);
  });

  it('registers each member of staff as an order maker once', async () => {
    const added = await post(admin, '/api/crm/orderMaker/addOrUpdate', { maker_name: '王芳', user_key: 'usr-finance', business_line: 'wealth', order_limit: 500000, belong_depart: 'dep-sales-east' });
    expect(added.body).toMatchObject({ code: 0, data: { user_key: 'usr-finance', order_limit: 500000 } });
    const key = String(added.body.data!.order_maker_key);
    expect((await post(admin, '/api/crm/orderMaker/addOrUpdate', { maker_name: '王芳2', user_key: 'usr-finance' })).body.code).toBe(409);
    expect((await get(lina, `/api/crm/orderMaker/detail/${key}`)).body.code).toBe(0);
    expect((await get(wang, `/api/crm/orderMaker/detail/${key}`)).body.code).toBe(403);
    expect((await form(wang, '/api/crm/orderMaker/deleteById', { id: key })).body.code).toBe(403);
    expect((await form(admin, '/api/crm/orderMaker/deleteById', { id: key })).body.code).toBe(0);
  });

  it('lists every follow-up in the caller’s scope in one list', async () => {
    const customer = await newCustomerKey(backend, lina.token);
    const added = await post(lina, '/api/crm/follow/addOrUpdate', { subject_kind: 'customer', subject_key: customer, follow_time: '2026-11-20 10:00:00', follow_type: 'phone', content: '电话回访：确认收入到账' });
    expect(added.body.code).toBe(0);
    const mine = await post<Page>(lina, '/api/crm/follow/query', { content: '*确认收入到账*' });
    expect(mine.body.data!.total).toBeGreaterThanOrEqual(1);
    expect((await post<Page>(wang, '/api/crm/follow/query', { subject_key: customer })).body.data!.total).toBe(0);
  });
});

describe('demo data', () => {
  it('shows income in every status with its total, an overdue loan, fee items, order makers and the knowledge base', async () => {
    const incomes = await post<Page>(lina, `${I}/query`, { income_no: '*SR-DEMO*' });
    expect(new Set(incomes.body.data!.records.map((r) => r.status))).toEqual(new Set(['pending', 'confirmed', 'booked', 'voided']));
    const loans = await post<Page>(lina, '/api/crm/loan/query', { purpose: '*展会物料*' });
    expect(loans.body.data!.records[0]).toMatchObject({ status: 'lent', repaid_amount: 1200 });
    const allLoans = await post<Page & { totals?: Record<string, number> }>(lina, '/api/crm/loan/query', { purpose: '*客户拜访差旅备用金*' });
    expect(allLoans.body.data!.totals).toEqual({ amount: 8000, repaid_amount: 0 });
    expect((await post<Page>(lina, '/api/crm/feeItem/query', {})).body.data!.total).toBeGreaterThanOrEqual(3);
    expect((await post<Page>(lina, '/api/crm/orderMaker/query', {})).body.data!.total).toBeGreaterThanOrEqual(1);
    const found = await post<Page>(lina, '/api/crm/knowledge/query', { keyword: '发票原件' });
    expect(found.body.data!.records.map((r) => r.knowledge_key)).toContain('kn-demo-01');
    expect((await post<Page>(lina, '/api/crm/qrcode/query', {})).body.data!.total).toBeGreaterThanOrEqual(2);
  });
});
