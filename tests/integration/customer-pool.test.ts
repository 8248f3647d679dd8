// @database postgres: claims racing for the same customer or the last place.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { call, createTestBackend, loginAs } from '../support/backend';

let backend: Backend;
type Session = { token: string; userKey: string };
let admin: Session;
let lina: Session;
let wang: Session;
let zhang: Session;
beforeAll(async () => {
  backend = await createTestBackend();
  [admin, lina, wang, zhang] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina'), loginAs(backend, 'wangfang'), loginAs(backend, 'zhangwei')]);
});
afterAll(async () => backend?.database.close());

const CUSTOMER = '/api/crm/customer';
const SETTING = '/api/crm/customer/sea/setting';
type Customer = { customer_key: string; version: number; status: string; follower: string | null; in_sea: boolean; sea_reason: string | null; belong_depart: string | null };

let serial = 0;
async function newCustomer(who: Session, extra: Record<string, unknown> = {}): Promise<Customer> {
  serial += 1;
  const res = await call<Customer>(backend, 'POST', `${CUSTOMER}/addOrUpdate`, { token: who.token, json: { customer_name: `公海测试客户${serial}`, ...extra } });
  if (res.body.code !== 0) throw new Error(res.body.msg);
  return res.body.data!;
}
const act = (who: Session, action: string, json: Record<string, unknown>, headers?: Record<string, string>) => call<{ count: number }>(backend, 'POST', `${CUSTOMER}/${action}`, { token: who.token, json, headers });
const detail = async (who: Session, key: string) => (await call<Customer>(backend, 'GET', `${CUSTOMER}/detail/${key}`, { token: who.token })).body;
async function setPool(json: Record<string, unknown>) {
  return call(backend, 'POST', SETTING, { token: admin.token, json });
}

describe('the public pool', () => {
  it('a new customer is followed by whoever entered it; sending it to the pool clears the follower and keeps why', async () => {
    const c = await newCustomer(lina);
    expect(c).toMatchObject({ follower: lina.userKey, in_sea: false, belong_depart: 'dep-sales-east' });
    const res = await act(lina, 'toSea', { ids: c.customer_key, reason: '客户暂无需求' });
    expect(res.body).toMatchObject({ code: 0, msg: '已转入公海', data: { count: 1 } });
    expect((await detail(lina, c.customer_key)).data).toMatchObject({ in_sea: true, follower: null, sea_reason: '客户暂无需求' });
    const history = await call<{ action: string }[]>(backend, 'GET', '/api/app/base/sys/audit/list', { token: lina.token, query: { entity: 'customer', recordKey: c.customer_key } });
    expect(history.body.data!.map((h) => h.action)).toEqual(['toSea', 'create']);
    // Not twice, and not without a reason.
    expect((await act(lina, 'toSea', { ids: c.customer_key, reason: 'x' })).body).toMatchObject({ code: 409, msg: '所选记录的当前状态不能执行“转入公海”' });
    const other = await newCustomer(lina);
    expect((await act(lina, 'toSea', { ids: other.customer_key })).body.code).toBe(400);
  });

  it('shows pool customers to everyone with the pool right; a claim moves the customer and its contacts to the claimer', async () => {
    const c = await newCustomer(lina);
    const contact = await call<{ contact_key: string }>(backend, 'POST', `${CUSTOMER}/contact/addOrUpdate`, { token: lina.token, json: { customer_key: c.customer_key, contact_name: '钱多多', mobile: '13911112222' } });
    expect((await detail(wang, c.customer_key)).code).toBe(403);
    await act(lina, 'toSea', { ids: c.customer_key, reason: '换人跟进' });
    const pool = await call<{ records: Customer[] }>(backend, 'POST', `${CUSTOMER}/query`, { token: wang.token, json: { in_sea: 'true', pageSize: 200 } });
    expect(pool.body.data!.records.map((r) => r.customer_key)).toContain(c.customer_key);
    // Seeing is not changing: another department cannot edit a pool customer before claiming it.
    expect((await call(backend, 'POST', `${CUSTOMER}/addOrUpdate`, { token: wang.token, json: { customer_key: c.customer_key, version: 2, customer_name: '改名' } })).body.code).toBe(403);
    const claimed = await act(wang, 'claim', { ids: c.customer_key });
    expect(claimed.body).toMatchObject({ code: 0, msg: '领取成功' });
    expect((await detail(wang, c.customer_key)).data).toMatchObject({ in_sea: false, follower: wang.userKey, belong_depart: 'dep-finance', sea_reason: null });
    const movedContact = await call<{ belong_depart: string }>(backend, 'GET', `${CUSTOMER}/contact/detail/${contact.body.data!.contact_key}`, { token: wang.token });
    expect(movedContact.body.data!.belong_depart).toBe('dep-finance');
    expect((await detail(lina, c.customer_key)).code).toBe(403);
    // Claimed is claimed: it left the pool for another department, so a second claim finds nothing to take.
    expect((await act(lina, 'claim', { ids: c.customer_key })).body.code).toBe(403);
  });

  it('a claim stops at the administrator’s limit, with a message saying so', async () => {
    const held = await call<{ total: number }>(backend, 'POST', `${CUSTOMER}/query`, { token: admin.token, json: { follower: zhang.userKey, in_sea: 'false', pageSize: 1 } });
    expect((await setPool({ claim_limit: held.body.data!.total + 1, auto_return_days: 0 })).body.code).toBe(0);
    const [a, b] = [await newCustomer(admin), await newCustomer(admin)];
    await act(admin, 'toSea', { ids: [a.customer_key, b.customer_key].join(','), reason: '测试上限' });
    const both = await act(zhang, 'claim', { ids: [a.customer_key, b.customer_key].join(',') });
    expect(both.body.code).toBe(409);
    expect(both.body.msg).toMatch(/^已达到领取上限（最多跟进\d+个客户，当前\d+个）$/);
    // All or nothing: neither was claimed.
    expect((await detail(admin, a.customer_key)).data!.in_sea).toBe(true);
    expect((await act(zhang, 'claim', { ids: a.customer_key })).body.code).toBe(0);
    expect((await act(zhang, 'claim', { ids: b.customer_key })).body.code).toBe(409);
    await setPool({ claim_limit: 50, auto_return_days: 0 });
  });

  it('two people claiming the same customer at once: one wins', async () => {
    const c = await newCustomer(admin);
    await act(admin, 'toSea', { ids: c.customer_key, reason: '并发测试' });
    const results = await Promise.all([act(wang, 'claim', { ids: c.customer_key }), act(zhang, 'claim', { ids: c.customer_key })]);
    // The loser finds it claimed (409), or already gone to the winner's department (403).
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.find((code) => code !== 0)).toBeOneOf([403, 409]);
    const winner = results[0].body.code === 0 ? wang : zhang;
    expect((await detail(admin, c.customer_key)).data!.follower).toBe(winner.userKey);
  });

  it('one person claiming two customers at once for the last place: one wins', async () => {
    const held = await call<{ total: number }>(backend, 'POST', `${CUSTOMER}/query`, { token: admin.token, json: { follower: wang.userKey, in_sea: 'false', pageSize: 1 } });
    await setPool({ claim_limit: held.body.data!.total + 1, auto_return_days: 0 });
    const [a, b] = [await newCustomer(admin), await newCustomer(admin)];
    await act(admin, 'toSea', { ids: `${a.customer_key},${b.customer_key}`, reason: '最后一个名额' });
    const results = await Promise.all([act(wang, 'claim', { ids: a.customer_key }), act(wang, 'claim', { ids: b.customer_key })]);
    expect(results.map((r) => r.body.code).sort()).toEqual([0, 409]);
    await setPool({ claim_limit: 50, auto_return_days: 0 });
  });

  it('a sales administrator distributes pool customers; others may not', async () => {
    const c = await newCustomer(admin);
    await act(admin, 'toSea', { ids: c.customer_key, reason: '待分配' });
    expect((await act(wang, 'distribute', { ids: c.customer_key, follower: wang.userKey })).body.code).toBe(403);
    expect((await act(lina, 'distribute', { ids: c.customer_key })).body.code).toBe(400);
    const res = await act(lina, 'distribute', { ids: c.customer_key, follower: wang.userKey });
    expect(res.body).toMatchObject({ code: 0, msg: '分配成功' });
    expect((await detail(admin, c.customer_key)).data).toMatchObject({ in_sea: false, follower: wang.userKey, belong_depart: 'dep-finance' });
  });

  it('keeps the pool rules: read by pool users, changed by distributors only, validated', async () => {
    expect((await call(backend, 'GET', SETTING, { token: wang.token })).body.data).toEqual({ claim_limit: 50, auto_return_days: 0 });
    expect((await call(backend, 'POST', SETTING, { token: wang.token, json: { claim_limit: 5, auto_return_days: 0 } })).body.code).toBe(403);
    expect((await call(backend, 'POST', SETTING, { token: lina.token, json: { claim_limit: 0, auto_return_days: 0 } })).body).toMatchObject({ code: 400, msg: '领取上限须为1到10000之间的整数' });
    expect((await call(backend, 'POST', SETTING, { token: lina.token, json: { claim_limit: 30, auto_return_days: 15 } })).body).toMatchObject({ code: 0, msg: '公海规则已保存' });
    expect((await call(backend, 'GET', SETTING, { token: wang.token })).body.data).toEqual({ claim_limit: 30, auto_return_days: 15 });
    await setPool({ claim_limit: 50, auto_return_days: 0 });
  });
});

describe('status transitions', () => {
  it('moves along the declared ways only, by action and by edit alike, naming both statuses', async () => {
    const c = await newCustomer(lina);
    expect((await act(lina, 'changeStatus', { ids: c.customer_key, status: 'signed' })).body).toMatchObject({ code: 0, msg: '状态已变更' });
    const back = await act(lina, 'changeStatus', { ids: c.customer_key, status: 'potential' });
    expect(back.body).toMatchObject({ code: 409, msg: '客户状态不能从“已签约”变更为“潜在客户”' });
    const now = (await detail(lina, c.customer_key)).data!;
    const edit = await call(backend, 'POST', `${CUSTOMER}/addOrUpdate`, { token: lina.token, json: { customer_key: c.customer_key, version: now.version, customer_name: `公海测试客户改${serial}`, status: 'following' } });
    expect(edit.body.code).toBe(409);
    const en = await act(lina, 'changeStatus', { ids: c.customer_key, status: 'following' }, { 'accept-language': 'en-US' });
    expect(en.body.msg).toBe('Status cannot change from "已签约" to "跟进中"');
    expect((await act(lina, 'changeStatus', { ids: c.customer_key, status: 'lost' })).body.code).toBe(0);
  });
});

describe('automatic return to the pool', () => {
  it('returns nobody while it is off, and then customers idle longer than the set days (signed ones stay), each with an audit entry', async () => {
    const { returnIdleCustomers } = await import('@/lib/backend/modules/customers/auto-return-job');
    const db = backend.database.db;
    await setPool({ claim_limit: 50, auto_return_days: 0 });
    expect(await returnIdleCustomers(db)).toBe(0);
    await setPool({ claim_limit: 50, auto_return_days: 30 });
    const returned = await returnIdleCustomers(db);
    expect(returned).toBeGreaterThan(0);
    const idle = (await detail(admin, 'cus-demo-04')).data!;
    expect(idle).toMatchObject({ in_sea: true, follower: null, sea_reason: '超过30天未跟进，自动退回公海' });
    expect((await detail(admin, 'cus-demo-01')).data).toMatchObject({ in_sea: false, status: 'signed' });
    expect((await detail(admin, 'cus-demo-02')).data!.in_sea).toBe(false);
    const history = await call<{ action: string; operator_name: string }[]>(backend, 'GET', '/api/app/base/sys/audit/list', { token: admin.token, query: { entity: 'customer', recordKey: 'cus-demo-04' } });
    expect(history.body.data![0]).toMatchObject({ action: 'autoReturn', operator_name: '系统' });
    expect(await returnIdleCustomers(db)).toBe(0);
    await setPool({ claim_limit: 50, auto_return_days: 0 });
  });
});
