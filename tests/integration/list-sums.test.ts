// @database postgres: list sums in SQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { call, createTestBackend, loginAs } from '../support/backend';
import { newCustomerKey } from '../support/customers';

let backend: Backend;
type Session = { token: string; userKey: string };
let admin: Session;
let lina: Session;
beforeAll(async () => {
  backend = await createTestBackend();
  [admin, lina] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina')]);
});
afterAll(async () => backend?.database.close());

type Page = { records: Record<string, unknown>[]; total: number; totals?: Record<string, number> };
const B = '/api/crm/business';
const query = async (who: Session, json: Record<string, unknown>) => {
  const res = await call<Page>(backend, 'POST', `${B}/query`, { token: who.token, json });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data!;
};

describe('declared list totals', () => {
  it('sum every matching record exactly, beyond the page, within the caller’s scope', async () => {
    const linaCustomer = await newCustomerKey(backend, lina.token);
    const adminCustomer = await newCustomerKey(backend, admin.token);
    // Amounts whose floating-point sum is not exact: the database adds the stored numerics.
    for (const amount of [0.1, 0.2, 1_200_000.05]) {
      const added = await call(backend, 'POST', `${B}/add`, { token: lina.token, json: { customer_key: linaCustomer, business_name: `合计测试${amount}`, amount } });
      expect(added.body.code, added.body.msg).toBe(0);
    }
    const other = await call(backend, 'POST', `${B}/add`, { token: admin.token, json: { customer_key: adminCustomer, business_name: '合计测试总部', amount: 500 } });
    expect(other.body.code, other.body.msg).toBe(0);

    const own = await query(lina, { business_name: '*合计测试*', pageNo: 1, pageSize: 2 });
    expect(own.records).toHaveLength(2);
    expect(own.total).toBe(3);
    expect(own.totals).toEqual({ amount: 1_200_000.35 });

    const everyone = await query(admin, { business_name: '*合计测试*', pageNo: 1, pageSize: 10 });
    expect(everyone.total).toBe(4);
    expect(everyone.totals).toEqual({ amount: 1_200_500.35 });

    expect((await query(lina, { business_name: '*没有这样的商机*' })).totals).toEqual({ amount: 0 });
  });

  it('are answered only by lists that declare them', async () => {
    const res = await call<Page>(backend, 'POST', '/api/app/base/sys/position/query', { token: admin.token, json: {} });
    expect(res.body.data).not.toHaveProperty('totals');
  });
});
