import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { call, createTestBackend, loginAs } from '../support/backend';
import { newCustomerKey } from '../support/customers';

/**
 * Declared stamps (`transitions.stamps`): the moment a record enters a value is kept, by the
 * generic save, by a declared action on one or many records, and from a default on creation;
 * staying put keeps the first stamp.
 */
let backend: Backend;
let lina: { token: string };
beforeAll(async () => {
  backend = await createTestBackend();
  lina = await loginAs(backend, 'lina');
});
afterAll(async () => backend?.database.close());

type Row = Record<string, unknown> & { version: number };
const post = (path: string, json: Record<string, unknown>) => call<Row>(backend, 'POST', path, { token: lina.token, json });
const detail = async (path: string) => (await call<Row>(backend, 'GET', path, { token: lina.token })).body.data!;

describe('transition stamps', () => {
  it('stamps won_time when an opportunity reaches 赢单 through the board action, and only then', async () => {
    const customer = await newCustomerKey(backend, lina.token);
    const key = String((await post('/api/crm/business/add', { customer_key: customer, business_name: '估值系统' })).body.data!.business_key);
    for (const stage of ['requirement', 'proposal']) await post('/api/crm/business/changeStage', { ids: key, stage });
    expect((await detail(`/api/crm/business/detail/${key}`)).won_time).toBeNull();
    const before = Date.now();
    expect((await post('/api/crm/business/changeStage', { ids: key, stage: 'won' })).body.code).toBe(0);
    const won = Date.parse(String((await detail(`/api/crm/business/detail/${key}`)).won_time));
    expect(won).toBeGreaterThanOrEqual(before - 1000);
    expect(won).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('stamps sign_time through the generic save and through changeStatus; staying signed keeps the stamp', async () => {
    const key = await newCustomerKey(backend, lina.token);
    const created = await detail(`/api/crm/customer/detail/${key}`);
    expect(created.sign_time).toBeNull();
    const saved = await post('/api/crm/customer/addOrUpdate', { customer_key: key, version: created.version, customer_name: created.customer_name, status: 'signed' });
    expect(saved.body.code).toBe(0);
    const first = String(saved.body.data!.sign_time);
    expect(Date.parse(first)).not.toBeNaN();
    // Saved again while signed: the moment it was signed stays.
    const again = await post('/api/crm/customer/addOrUpdate', { customer_key: key, version: saved.body.data!.version, customer_name: created.customer_name, status: 'signed', remark: '补充' });
    expect(again.body.data!.sign_time).toBe(first);
    expect((await post('/api/crm/customer/changeStatus', { ids: key, status: 'signed' })).body.code).toBe(0);
    expect((await detail(`/api/crm/customer/detail/${key}`)).sign_time).toBe(first);
  });

  it('stamps a new record created straight into a stamped value', async () => {
    const added = await post('/api/crm/customer/addOrUpdate', { customer_name: `直接签约客户-${Date.now()}`, status: 'signed' });
    expect(added.body.code).toBe(0);
    expect(Date.parse(String(added.body.data!.sign_time))).not.toBeNaN();
  });

  it('a bulk confirm stamps each order it moves', async () => {
    const customer = await newCustomerKey(backend, lina.token);
    const keys: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const order = await post('/api/crm/order/add', { customer_key: customer, order_date: '2026-11-20', order_maker: 'usr-sales' });
      keys.push(String(order.body.data!.order_key));
    }
    expect((await post('/api/crm/order/confirm', { ids: keys.join(',') })).body.code).toBe(0);
    for (const key of keys) expect(Date.parse(String((await detail(`/api/crm/order/fetch/${key}`)).confirm_time))).not.toBeNaN();
  });
});
