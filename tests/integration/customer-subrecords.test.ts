import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmCustomerAccount, crmCustomerAddress, crmCustomerProductCost, crmCustomerProductPrice, sysAuditLog } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { apiPaths } from '@/lib/contract/api-paths';
import { call, createTestBackend, loginAs } from '../support/backend';
import { SMALL_PDF } from '../support/small-pdf';

/**
 * A customer's sub-records besides contacts: each kind answers query, addOrUpdate
 * and deleteById under /api/crm/customer/<kind>, takes its parent's department, and is out of
 * reach of another department. Contracts hold a customer back from deletion; the rest go with it.
 */
let backend: Backend;
let lina: { token: string; userKey: string };
let wang: { token: string; userKey: string };
let admin: { token: string; userKey: string };
beforeAll(async () => {
  backend = await createTestBackend();
  [lina, wang, admin] = await Promise.all([loginAs(backend, 'lina'), loginAs(backend, 'wangfang'), loginAs(backend, 'admin')]);
});
afterAll(async () => backend?.database.close());

const CUSTOMER = '/api/crm/customer';
const PRODUCT = '/api/crm/customer/product';
type Keyed = Record<string, unknown> & { version: number; belong_depart: string | null };
type Page = { records: Keyed[]; total: number };

async function save(token: string, base: string, json: Record<string, unknown>) {
  return call<Keyed>(backend, 'POST', `${base}/addOrUpdate`, { token, json });
}
async function created(token: string, base: string, json: Record<string, unknown>): Promise<Keyed> {
  const res = await save(token, base, json);
  if (res.body.code !== 0) throw new Error(`${base}: ${res.body.msg}`);
  return res.body.data!;
}
const query = (token: string, base: string, json: Record<string, unknown>) => call<Page>(backend, 'POST', `${base}/query`, { token, json });
const detail = (token: string, base: string, key: unknown) => call<Keyed>(backend, 'GET', `${base}/detail/${String(key)}`, { token });
const deleteById = (token: string, base: string, key: unknown) => call(backend, 'POST', `${base}/deleteById`, { token, form: { id: String(key) } });

async function uploadPdf(token: string, fileName: string): Promise<string> {
  const form = new FormData();
  form.append('file', new File([SMALL_PDF], fileName, { type: 'application/pdf' }));
  const res = await call<{ url: string; content_type: string }>(backend, 'POST', apiPaths.fileUpload, { token, body: form });
  expect(res.body.code, res.body.msg).toBe(0);
  expect(res.body.data!.content_type).toBe('application/pdf');
  return res.body.data!.url;
}

interface Kind {
  title: string;
  base: string;
  key: string;
  /** The field pointing at the parent, and whether the parent is the product (else the customer). */
  parentField: 'customer_key' | 'product_key';
  create: () => Record<string, unknown>;
  change: Record<string, unknown>;
}

let runs = 0;
const unique = () => `${Date.now().toString(36)}${(runs += 1)}`;

const KINDS: Kind[] = [
  {
    title: 'address', base: '/api/crm/customer/address', key: 'address_key', parentField: 'customer_key',
    create: () => ({ address_type: 'registered', region: '310000,310100,310115', detail_address: '世纪大道100号', postcode: '200120', receiver: '陈静', phone: '13912345678', is_default: true }),
    change: { detail_address: '世纪大道200号' },
  },
  {
    title: 'config/category', base: '/api/crm/customer/config/category', key: 'config_category_key', parentField: 'customer_key',
    create: () => ({ business_line: 'wealth', product_category: 'trust', service_manager: 'usr-sales' }),
    change: { product_category: 'fund' },
  },
  {
    title: 'config/channel', base: '/api/crm/customer/config/channel', key: 'channel_key', parentField: 'customer_key',
    create: () => ({ channel: 'agent', channel_contact: '刘洋', commission_rate: 2.5 }),
    change: { commission_rate: 3.75 },
  },
  {
    title: 'product', base: PRODUCT, key: 'product_key', parentField: 'customer_key',
    create: () => ({ product_name: '家族信托综合服务', product_code: `FT-${unique()}`, product_type: 'trust', start_date: '2026-01-01', end_date: '2026-12-31' }),
    change: { status: 'paused' },
  },
  {
    title: 'product/price', base: '/api/crm/customer/product/price', key: 'price_key', parentField: 'product_key',
    create: () => ({ price: 12000.5, currency: 'USD', effective_date: '2026-01-01' }),
    change: { price: 9800 },
  },
  {
    title: 'product/coefficient', base: '/api/crm/customer/product/coefficient', key: 'coefficient_key', parentField: 'product_key',
    create: () => ({ coefficient_type: 'fee_rate', coefficient: 0.855, effective_date: '2026-01-01' }),
    change: { coefficient: 1.125 },
  },
  {
    title: 'product/cost', base: '/api/crm/customer/product/cost', key: 'cost_key', parentField: 'product_key',
    create: () => ({ cost_item: '渠道佣金', amount: 1800, period_date: '2026-10-31' }),
    change: { amount: 2100.25 },
  },
  {
    title: 'category', base: '/api/crm/customer/category', key: 'category_key', parentField: 'customer_key',
    create: () => ({ category: 'institution', classified_on: '2026-03-01' }),
    change: { remark: '年度复核仍为机构客户' },
  },
  {
    title: 'contract', base: '/api/crm/customer/contract', key: 'contract_key', parentField: 'customer_key',
    create: () => ({ contract_no: `HT-${unique()}`, contract_name: '综合服务协议', signed_date: '2026-01-05', start_date: '2026-01-10', end_date: '2027-01-09', amount: 360000 }),
    change: { status: 'effective' },
  },
  {
    title: 'account', base: '/api/crm/customer/account', key: 'account_key', parentField: 'customer_key',
    create: () => ({ account_name: '华东测试客户', bank_name: '中国工商银行上海分行', account_no: '6222021001122334455', account_type: 'basic' }),
    change: { account_no: '6222021001122334' },
  },
];

describe('each kind: query, addOrUpdate and deleteById in the customer’s department only', () => {
  let customer: Keyed;
  let product: Keyed;
  beforeAll(async () => {
    customer = await created(lina.token, CUSTOMER, { customer_name: `华东子记录客户${unique()}` });
    product = await created(lina.token, PRODUCT, { customer_key: customer.customer_key, product_name: '基金托管服务', product_type: 'custody' });
  });
  const parentOf = (kind: Kind) => ({ [kind.parentField]: kind.parentField === 'product_key' ? product.product_key : customer.customer_key });

  for (const kind of KINDS) {
    it(`${kind.title}: lina creates, lists, changes and deletes; wangfang gets 403 by key and an empty list`, async () => {
      const input = { ...kind.create(), ...parentOf(kind) };
      // The department named by the caller is not taken: the parent's is.
      const record = await created(lina.token, kind.base, { ...input, belong_depart: 'dep-finance' });
      expect(record).toMatchObject({ ...input, belong_depart: 'dep-sales-east', version: 1 });
      const key = record[kind.key];

      const listed = await query(lina.token, kind.base, parentOf(kind));
      expect(listed.body.data!.records.map((r) => r[kind.key])).toContain(key);

      const changed = await save(lina.token, kind.base, { ...input, ...kind.change, [kind.key]: key, version: record.version });
      expect(changed.body.code, changed.body.msg).toBe(0);
      expect(changed.body.data).toMatchObject({ ...kind.change, version: 2 });
      const stale = await save(lina.token, kind.base, { ...input, [kind.key]: key, version: record.version });
      expect(stale.body.code).toBe(409);

      expect((await detail(wang.token, kind.base, key)).body.code).toBe(403);
      expect((await query(wang.token, kind.base, parentOf(kind))).body.data).toMatchObject({ total: 0, records: [] });
      expect((await save(wang.token, kind.base, input)).body.code).toBe(403);
      expect((await deleteById(wang.token, kind.base, key)).body.code).toBe(403);

      expect((await deleteById(lina.token, kind.base, key)).body.code).toBe(0);
      expect((await detail(lina.token, kind.base, key)).body.code).toBe(404);
      const audits = await backend.database.db.select().from(sysAuditLog).where(eq(sysAuditLog.record_key, String(key))).orderBy(asc(sysAuditLog.create_time));
      expect(audits.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    });
  }

  it('the product’s price, coefficient and cost take the product’s department, and move with it', async () => {
    const finance = await created(admin.token, CUSTOMER, { customer_name: `财务部子记录客户${unique()}`, belong_depart: 'dep-finance' });
    const held = await created(admin.token, PRODUCT, { customer_key: finance.customer_key, product_name: '企业支付接口', product_type: 'settlement' });
    expect(held.belong_depart).toBe('dep-finance');
    const price = await created(admin.token, '/api/crm/customer/product/price', { product_key: held.product_key, price: 3000, effective_date: '2026-03-01', belong_depart: 'dep-sales-east' });
    const coefficient = await created(admin.token, '/api/crm/customer/product/coefficient', { product_key: held.product_key, coefficient: 1.05, effective_date: '2026-03-01' });
    const cost = await created(wang.token, '/api/crm/customer/product/cost', { product_key: held.product_key, cost_item: '通道手续费', amount: 320.5, period_date: '2026-10-31' });
    for (const child of [price, coefficient, cost]) expect(child.belong_depart).toBe('dep-finance');
    // lina cannot add to or read a product of another department's customer.
    expect((await save(lina.token, '/api/crm/customer/product/price', { product_key: held.product_key, price: 1, effective_date: '2026-03-01' })).body.code).toBe(403);
    expect((await detail(lina.token, '/api/crm/customer/product/cost', cost.cost_key)).body.code).toBe(403);

    // Sent to the pool and claimed by lina, the customer moves to her department: its product and the product's children follow.
    const act = (token: string, action: string, json: Record<string, string>) => call(backend, 'POST', `${CUSTOMER}/${action}`, { token, json });
    expect((await act(admin.token, 'toSea', { ids: String(finance.customer_key), reason: '转华东跟进' })).body.code).toBe(0);
    expect((await act(lina.token, 'claim', { ids: String(finance.customer_key) })).body.code).toBe(0);
    const db = backend.database.db;
    const [movedPrice] = await db.select().from(crmCustomerProductPrice).where(eq(crmCustomerProductPrice.price_key, String(price.price_key)));
    const [movedCost] = await db.select().from(crmCustomerProductCost).where(eq(crmCustomerProductCost.cost_key, String(cost.cost_key)));
    expect([movedPrice!.belong_depart, movedCost!.belong_depart]).toEqual(['dep-sales-east', 'dep-sales-east']);
    expect((await detail(lina.token, '/api/crm/customer/product/cost', cost.cost_key)).body.code).toBe(0);
  });

  it('a product that does not exist is refused naming it', async () => {
    const res = await save(lina.token, '/api/crm/customer/product/price', { product_key: 'no-such-product', price: 1, effective_date: '2026-03-01' });
    expect(res.body).toMatchObject({ code: 400, msg: '所属客户产品不存在或已被删除' });
  });
});

describe('account numbers (16, 17 or 19 digits, the first not zero)', () => {
  let customer: Keyed;
  beforeAll(async () => {
    customer = await created(lina.token, CUSTOMER, { customer_name: `账户校验客户${unique()}` });
  });
  const account = (account_no: string) => ({ customer_key: customer.customer_key, account_name: '账户校验客户', bank_name: '招商银行', account_no });

  it('refuses a number of another length or starting with 0, with the account rule’s message', async () => {
    for (const bad of ['0222021001122334', '622202100112233445', '622202100112233', '62220210011223344a']) {
      const res = await save(lina.token, '/api/crm/customer/account', account(bad));
      expect(res.body, bad).toMatchObject({ code: 400, msg: '请输入16、17或19位账号，首位不能为0' });
    }
    const rows = await backend.database.db.select().from(crmCustomerAccount).where(eq(crmCustomerAccount.customer_key, String(customer.customer_key)));
    expect(rows).toEqual([]);
  });

  it('takes 16, 17 and 19 digits, each number once per customer', async () => {
    for (const good of ['6222021001122334', '62220210011223344', '6222021001122334455']) {
      expect((await save(lina.token, '/api/crm/customer/account', account(good))).body.code, good).toBe(0);
    }
    expect((await save(lina.token, '/api/crm/customer/account', account('6222021001122334'))).body.code).toBe(409);
  });
});

describe('contracts', () => {
  it('keep an uploaded PDF as their attachment', async () => {
    const customer = await created(lina.token, CUSTOMER, { customer_name: `合同附件客户${unique()}` });
    const url = await uploadPdf(lina.token, '综合服务协议.pdf');
    const attachment = JSON.stringify([{ uid: 'contract-scan', name: '综合服务协议.pdf', status: 'done', url }]);
    const contract = await created(lina.token, '/api/crm/customer/contract', { customer_key: customer.customer_key, contract_no: `HT-${unique()}`, contract_name: '综合服务协议', amount: 88000.5, attachment });
    const read = await detail(lina.token, '/api/crm/customer/contract', contract.contract_key);
    expect(read.body.data).toMatchObject({ attachment, amount: 88000.5, status: 'draft' });
    expect(JSON.parse(String(read.body.data!.attachment))[0].url).toMatch(/^\/files\/[0-9a-f]{32}\.pdf$/);
  });

  it('hold their customer back from deletion, naming 合同; without them the customer goes with all its sub-records', async () => {
    const customer = await created(lina.token, CUSTOMER, { customer_name: `删除测试客户${unique()}` });
    const customerKey = customer.customer_key;
    const address = await created(lina.token, '/api/crm/customer/address', { customer_key: customerKey, detail_address: '天河路385号' });
    const product = await created(lina.token, PRODUCT, { customer_key: customerKey, product_name: '稳健理财计划', product_type: 'wealth' });
    const price = await created(lina.token, '/api/crm/customer/product/price', { product_key: product.product_key, price: 8800, effective_date: '2026-01-01' });
    const accountRow = await created(lina.token, '/api/crm/customer/account', { customer_key: customerKey, account_name: '删除测试客户', bank_name: '中国银行', account_no: '7654321098765432' });
    const contract = await created(lina.token, '/api/crm/customer/contract', { customer_key: customerKey, contract_no: `HT-${unique()}`, contract_name: '年度服务合同' });

    const refused = await deleteById(lina.token, CUSTOMER, customerKey);
    expect(refused.body).toMatchObject({ code: 409, msg: '该记录下还有合同，不能删除' });
    // Nothing went: not the customer, not its cascading children.
    expect((await detail(lina.token, CUSTOMER, customerKey)).body.code).toBe(0);
    expect((await detail(lina.token, '/api/crm/customer/address', address.address_key)).body.code).toBe(0);
    expect((await detail(lina.token, '/api/crm/customer/product/price', price.price_key)).body.code).toBe(0);
    const batch = await call(backend, 'POST', `${CUSTOMER}/deleteBatch`, { token: lina.token, form: { ids: String(customerKey) } });
    expect(batch.body.code).toBe(409);

    expect((await deleteById(lina.token, '/api/crm/customer/contract', contract.contract_key)).body.code).toBe(0);
    expect((await deleteById(lina.token, CUSTOMER, customerKey)).body.code).toBe(0);
    for (const [base, key] of [['/api/crm/customer/address', address.address_key], [PRODUCT, product.product_key], ['/api/crm/customer/product/price', price.price_key], ['/api/crm/customer/account', accountRow.account_key]] as const) {
      expect((await detail(lina.token, base, key)).body.code, base).toBe(404);
    }
    const db = backend.database.db;
    const [gone] = await db.select().from(crmCustomerAddress).where(eq(crmCustomerAddress.address_key, String(address.address_key)));
    expect(gone!.del_flag).toBe(1);
    const priceAudits = await db.select().from(sysAuditLog).where(and(eq(sysAuditLog.entity, 'customerProductPrice'), eq(sysAuditLog.record_key, String(price.price_key)))).orderBy(asc(sysAuditLog.create_time));
    expect(priceAudits.map((a) => a.action)).toEqual(['create', 'delete']);
  });

  it('a demo customer with a live contract cannot be deleted', async () => {
    const res = await deleteById(admin.token, CUSTOMER, 'cus-demo-01');
    expect(res.body).toMatchObject({ code: 409, msg: '该记录下还有合同，不能删除' });
  });
});

describe('the demo customers show every kind', () => {
  it('cus-demo-01 has rows of each kind in its department, readable by lina and not by wangfang', async () => {
    const products = await query(lina.token, PRODUCT, { customer_key: 'cus-demo-01' });
    const productKey = products.body.data!.records[0]!.product_key;
    for (const kind of KINDS) {
      const filter = kind.parentField === 'product_key' ? { product_key: productKey } : { customer_key: 'cus-demo-01' };
      const listed = await query(lina.token, kind.base, filter);
      expect(listed.body.data!.total, kind.title).toBeGreaterThan(0);
      expect(listed.body.data!.records.every((r) => r.belong_depart === 'dep-sales-east'), kind.title).toBe(true);
      expect((await query(wang.token, kind.base, filter)).body.data!.total, kind.title).toBe(0);
    }
  });
});
