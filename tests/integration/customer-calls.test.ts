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

const C = '/api/crm/customer';
type Row = Record<string, unknown> & { version: number };
const post = <T = Row>(who: Session, path: string, json: Record<string, unknown>) => call<T>(backend, 'POST', path, { token: who.token, json });
const get = <T = Row>(who: Session, path: string, query: Record<string, string> = {}) => call<T>(backend, 'GET', path, { token: who.token, query });
const detail = async (key: string) => (await get(admin, `${C}/detail/${key}`)).body.data!;

describe('the customer calls besides the generic ones', () => {
  it('page answers page and size as the paged drop-downs send them', async () => {
    const first = await post<{ records: Row[]; total: number; current: number; size: number }>(lina, `${C}/page`, { page: 1, size: 2 });
    expect(first.body.data).toMatchObject({ current: 1, size: 2 });
    expect(first.body.data!.records).toHaveLength(2);
    const second = await post<{ records: Row[] }>(lina, `${C}/page`, { page: 2, size: 2 });
    expect(second.body.data!.records.map((r) => r.customer_key)).not.toContain(first.body.data!.records[0]!.customer_key);
  });

  it('update, status update, follower update (one or many), batch distribute and delete name the generic calls and actions', async () => {
    const key = await newCustomerKey(backend, lina.token);
    const updated = await post(lina, `${C}/update`, { customer_key: key, version: 1, customer_name: `改名客户${key.slice(0, 6)}`, star: 4 });
    expect(updated.body).toMatchObject({ code: 0, data: { star: 4 } });
    expect((await post(lina, `${C}/status/update`, { ids: key, status: 'following' })).body.code).toBe(0);
    expect((await detail(key)).status).toBe('following');
    const other = await newCustomerKey(backend, lina.token);
    expect((await post(lina, `${C}/follower/update`, { ids: key, follower: 'usr-leader' })).body.code).toBe(0);
    expect((await post(lina, `${C}/follower/batchUpdate`, { ids: `${key},${other}`, follower: 'usr-sales' })).body).toMatchObject({ code: 0, data: { count: 2 } });
    await post(lina, `${C}/toSea`, { ids: other, reason: '批量分配测试' });
    expect((await post(lina, `${C}/batchDistribute`, { ids: other, follower: 'usr-sales' })).body.code).toBe(0);
    expect((await detail(other)).in_sea).toBe(false);
    expect((await post(lina, `${C}/delete`, { ids: other })).body.code).toBe(0);
    expect((await get(lina, `${C}/detail/${other}`)).body.code).toBe(404);
  });

  it('follow log: adding a follow-up moves the customer’s last follow-up time; the list is the customer’s', async () => {
    const key = await newCustomerKey(backend, lina.token);
    const added = await post(lina, `${C}/follow/log/add`, { customer_key: key, follow_time: '2026-11-21 15:30:00', follow_type: 'phone', content: '电话沟通需求' });
    expect(added.body).toMatchObject({ code: 0, data: { follower: lina.userKey, belong_depart: 'dep-sales-east' } });
    expect(new Date(String((await detail(key)).last_follow_time)).toISOString()).toBe('2026-11-21T07:30:00.000Z');
    // An older entry added late does not move it back.
    await post(lina, `${C}/follow/log/add`, { customer_key: key, follow_time: '2026-11-01 09:00:00', follow_type: 'visit', content: '补录拜访' });
    expect(new Date(String((await detail(key)).last_follow_time)).toISOString()).toBe('2026-11-21T07:30:00.000Z');
    const list = await get<{ records: Row[]; total: number }>(lina, `${C}/follow/log/list`, { customer_key: key });
    expect(list.body.data!.records.map((r) => r.content)).toEqual(['电话沟通需求', '补录拜访']);
    expect((await get<{ total: number }>(wang, `${C}/follow/log/list`, { customer_key: key })).body.data!.total).toBe(0);
  });

  it('business and tickets: added, listed for the customer, cancelled; a customer with live opportunities is not deleted', async () => {
    const key = await newCustomerKey(backend, lina.token);
    const business = await post(lina, `${C}/business/add`, { customer_key: key, business_name: '财富管理系统采购', amount: 350000.5 });
    expect(business.body).toMatchObject({ code: 0, data: { stage: 'initial', status: 'open', amount: 350000.5 } });
    const ticket = await post(lina, `${C}/tickets/add`, { customer_key: key, subject: '登录异常', ticket_type: 'fault' });
    expect(ticket.body).toMatchObject({ code: 0, data: { status: 'open', priority: 'NORMAL' } });
    expect((await get<{ total: number }>(lina, `${C}/business/list`, { customer_key: key })).body.data!.total).toBe(1);
    expect((await get<{ total: number }>(lina, `${C}/tickets/list`, { customer_key: key })).body.data!.total).toBe(1);
    expect((await get<{ total: number }>(wang, `${C}/business/list`, { customer_key: key })).body.data!.total).toBe(0);

    const refused = await call(backend, 'POST', `${C}/deleteById`, { token: lina.token, form: { id: key } });
    expect(refused.body).toMatchObject({ code: 409, msg: '该记录下还有商机，不能删除' });
    expect((await post(lina, `${C}/business/cancel`, { ids: String(business.body.data!.business_key) })).body.code).toBe(400);
    expect((await post(lina, `${C}/business/cancel`, { ids: String(business.body.data!.business_key), reason: '客户预算取消' })).body).toMatchObject({ code: 0, msg: '商机已取消' });
    expect((await post(lina, `${C}/business/cancel`, { ids: String(business.body.data!.business_key), reason: '再次' })).body.code).toBe(409);
    expect((await post(lina, `${C}/tickets/cancel`, { ids: String(ticket.body.data!.ticket_key) })).body).toMatchObject({ code: 0, msg: '工单已取消' });
    expect((await post(wang, `${C}/tickets/add`, { customer_key: key, subject: '混入' })).body.code).toBe(403);
  });

  it('contacts by the customer department they work in (the project form’s lookup)', async () => {
    const key = await newCustomerKey(backend, lina.token);
    const unit = await post(lina, `${C}/department/addOrUpdate`, { customer_key: key, customer_department_name: '运营部' });
    const unitKey = String(unit.body.data!.customer_department_key);
    await post(lina, `${C}/contact/addOrUpdate`, { customer_key: key, customer_department_key: unitKey, contact_name: '运营联系人', mobile: '13912399999' });
    await post(lina, `${C}/contact/addOrUpdate`, { customer_key: key, contact_name: '其他联系人', mobile: '13912399998' });
    const list = await post<{ records: Row[] }>(lina, `${C}/contact/query`, { customer_department_key: unitKey, page: 1, size: 10 });
    expect(list.body.data!.records.map((r) => r.contact_name)).toEqual(['运营联系人']);
  });
});
