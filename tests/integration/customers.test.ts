import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { isUnifiedSocialCreditCode } from '@/lib/entity/credit-code';
import { call, createTestBackend, loginAs } from '../support/backend';

let backend: Backend;
let admin: { token: string };
let lina: { token: string };
beforeAll(async () => {
  backend = await createTestBackend();
  [admin, lina] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina')]);
});
afterAll(async () => backend?.database.close());

const CUSTOMER = '/api/crm/customer';
type Customer = { customer_key: string; customer_name: string; credit_code: string | null; belong_depart: string; in_sea: boolean };
type Page = { records: Customer[]; total: number };

describe('customers', () => {
  it('come seeded across the sales departments with well-formed credit codes; staff see their own department’s', async () => {
    const all = await call<Page>(backend, 'POST', `${CUSTOMER}/query`, { token: admin.token, json: { pageSize: 100 } });
    expect(all.body.data!.total).toBeGreaterThanOrEqual(12);
    for (const c of all.body.data!.records) if (c.credit_code) expect(isUnifiedSocialCreditCode(c.credit_code), c.customer_name).toBe(true);
    const hers = await call<Page>(backend, 'POST', `${CUSTOMER}/query`, { token: lina.token, json: { pageSize: 100 } });
    expect(hers.body.data!.total).toBeGreaterThan(0);
    // Her department's customers, and whatever lies in the public pool.
    expect(hers.body.data!.records.every((c) => c.belong_depart === 'dep-sales-east' || c.in_sea)).toBe(true);
    expect(hers.body.data!.records.some((c) => c.in_sea && c.belong_depart !== 'dep-sales-east')).toBe(true);
  });

  it('refuse a credit code with a wrong check character and a name or code already taken', async () => {
    const bad = await call(backend, 'POST', `${CUSTOMER}/addOrUpdate`, { token: lina.token, json: { customer_name: '校验位错误的公司', credit_code: '91310000MA1FL5A2K0' } });
    expect(bad.body).toMatchObject({ code: 400, msg: '请输入正确的18位统一社会信用代码' });
    // A duplicate says whose customer it is, even to someone who may not open it.
    const wang = await loginAs(backend, 'wangfang');
    const dupName = await call(backend, 'POST', `${CUSTOMER}/addOrUpdate`, { token: wang.token, json: { customer_name: '上海浦江信托有限公司' } });
    expect(dupName.body).toMatchObject({ code: 409, msg: '客户名称与已有客户重复，该客户的跟进人是李娜' });
    const seeded = (await call<Customer>(backend, 'GET', `${CUSTOMER}/detail/cus-demo-06`, { token: admin.token })).body.data!;
    const dupCode = await call(backend, 'POST', `${CUSTOMER}/addOrUpdate`, { token: lina.token, json: { customer_name: '另一个名字的同一家公司', credit_code: seeded.credit_code } });
    expect(dupCode.body).toMatchObject({ code: 409, msg: '统一社会信用代码与已有客户重复，该客户的跟进人是张伟' });
    const inPool = await call(backend, 'POST', `${CUSTOMER}/addOrUpdate`, { token: lina.token, json: { customer_name: '宁波港城保险代理有限公司' } });
    expect(inPool.body).toMatchObject({ code: 409, msg: '客户名称与客户公海中的客户重复，请到客户公海领取' });
    // Saving a customer under its own name again is no duplicate.
    const own = (await call<Customer & { version: number }>(backend, 'GET', `${CUSTOMER}/detail/cus-demo-01`, { token: lina.token })).body.data!;
    expect((await call(backend, 'POST', `${CUSTOMER}/addOrUpdate`, { token: lina.token, json: { customer_key: own.customer_key, version: own.version, customer_name: own.customer_name, star: 5 } })).body.code).toBe(0);
  });
});
