import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { call, createTestBackend, loginAs } from '../support/backend';
import { newCustomerKey } from '../support/customers';

let backend: Backend;
let admin: { token: string };
beforeAll(async () => {
  backend = await createTestBackend();
  admin = await loginAs(backend, 'admin');
});
afterAll(async () => backend?.database.close());

const USER = '/api/app/base/app/sys/user';

describe('partner users', () => {
  it('creates a partner waiting for activation; it signs in only once activated; edits stay partner-only', async () => {
    const created = await call<{ user_key: string; status: string; user_type: string; version: number }>(backend, 'POST', `${USER}/addPartnerSysUser`, {
      token: admin.token, json: { username: 'partner01', realname: '合作伙伴一', company_name: '鼎信财富', password: 'Partner2026', selecteddeparts: 'dep-sales', activate: false },
    });
    expect(created.body).toMatchObject({ code: 0, msg: '合作伙伴账号已创建，待管理员激活', data: { user_type: 'partner', status: '3' } });
    await expect(loginAs(backend, 'partner01', 'Partner2026')).rejects.toThrow('该账号尚未激活');
    await call(backend, 'PUT', `${USER}/frozenBatch`, { token: admin.token, json: { ids: created.body.data!.user_key, status: '1' } });
    expect((await loginAs(backend, 'partner01', 'Partner2026')).userKey).toBe(created.body.data!.user_key);

    const detail = await call<{ version: number }>(backend, 'GET', `${USER}/detail/${created.body.data!.user_key}`, { token: admin.token });
    const edited = await call<{ company_name: string }>(backend, 'PUT', `${USER}/editPartnerUser`, {
      token: admin.token, json: { user_key: created.body.data!.user_key, version: detail.body.data!.version, username: 'partner01', realname: '合作伙伴一', company_name: '鼎信财富（广州）' },
    });
    expect(edited.body.data!.company_name).toBe('鼎信财富（广州）');
    const staff = await call(backend, 'PUT', `${USER}/editPartnerUser`, { token: admin.token, json: { user_key: 'usr-sales', version: 1, username: 'lina', realname: 'x' } });
    expect(staff.body.msg).toBe('该用户不是合作伙伴账号');
    const lina = await loginAs(backend, 'lina');
    expect((await call(backend, 'POST', `${USER}/addPartnerSysUser`, { token: lina.token, json: { username: 'p2', realname: 'x', password: 'Partner2026' } })).body.code).toBe(403);
  });
});

describe('customer departments', () => {
  it('answer a customer’s organisation as a tree, to those who may reach the customer', async () => {
    const base = '/api/crm/customer/department';
    const lina = await loginAs(backend, 'lina');
    const wang = await loginAs(backend, 'wangfang');
    const customer = await newCustomerKey(backend, lina.token);
    const root = await call<{ customer_department_key: string; belong_depart: string }>(backend, 'POST', `${base}/addOrUpdate`, { token: lina.token, json: { customer_key: customer, customer_department_name: '总部' } });
    expect(root.body.data).toMatchObject({ belong_depart: 'dep-sales-east' });
    await call(backend, 'POST', `${base}/addOrUpdate`, { token: lina.token, json: { customer_key: customer, customer_department_name: '资管部', parent_customer_department_key: root.body.data!.customer_department_key } });
    // Whoever adds to it, the organisation stays in the customer's department.
    const byAdmin = await call<{ belong_depart: string }>(backend, 'POST', `${base}/addOrUpdate`, { token: admin.token, json: { customer_key: customer, customer_department_name: '财务对接组', belong_depart: 'dep-finance' } });
    expect(byAdmin.body.data!.belong_depart).toBe('dep-sales-east');
    type Node = { customer_department_name: string; child_list: Node[] };
    const tree = await call<Node[]>(backend, 'GET', `${base}/findByCustomerKey/${customer}`, { token: lina.token });
    expect(tree.body.data!.map((n) => n.customer_department_name).sort()).toEqual(['总部', '财务对接组'].sort());
    expect(tree.body.data!.find((n) => n.customer_department_name === '总部')!.child_list.map((n) => n.customer_department_name)).toEqual(['资管部']);
    const other = await call<Node[]>(backend, 'GET', `${base}/findByCustomerKey/${customer}`, { token: wang.token });
    expect(other.body.data).toEqual([]);
    expect((await call(backend, 'POST', `${base}/addOrUpdate`, { token: wang.token, json: { customer_key: customer, customer_department_name: '混入' } })).body.code).toBe(403);
    expect((await call(backend, 'POST', `${base}/addOrUpdate`, { token: lina.token, json: { customer_key: 'no-such-customer', customer_department_name: '无主' } })).body).toMatchObject({ code: 400, msg: '所属客户不存在或已被删除' });
  });
});

describe('the history of a record', () => {
  const base = '/api/crm/customer/department';
  const history = (token: string, recordKey: string) =>
    call<{ action: string }[]>(backend, 'GET', '/api/app/base/sys/audit/list', { token, query: { entity: 'customerDepartment', recordKey } });

  it('is read under the record’s own rule: not by a user outside its department, deleted or not', async () => {
    const lina = await loginAs(backend, 'lina');
    const wang = await loginAs(backend, 'wangfang');
    const linas = await newCustomerKey(backend, lina.token);
    const finances = await newCustomerKey(backend, admin.token, 'dep-finance');
    const mine = await call<{ customer_department_key: string }>(backend, 'POST', `${base}/addOrUpdate`, { token: lina.token, json: { customer_key: linas, customer_department_name: '华东对接组' } });
    const theirs = await call<{ customer_department_key: string }>(backend, 'POST', `${base}/addOrUpdate`, {
      token: admin.token, json: { customer_key: finances, customer_department_name: '财务审计组' },
    });
    const mineKey = mine.body.data!.customer_department_key;
    const theirsKey = theirs.body.data!.customer_department_key;

    expect((await history(lina.token, mineKey)).body).toMatchObject({ code: 0, data: [{ action: 'create' }] });
    // The record itself is out of her reach, so is its history (old and new values).
    expect((await call(backend, 'GET', `${base}/detail/${theirsKey}`, { token: lina.token })).body.code).toBe(403);
    expect((await history(lina.token, theirsKey)).body).toEqual({ code: 403, msg: '该记录不属于您的部门，无权操作', data: null });
    expect((await history(wang.token, theirsKey)).body).toMatchObject({ code: 0, data: [{ action: 'create' }] });

    // Deleted, the record is judged by its last state: still not hers, still its own department's.
    expect((await call(backend, 'POST', `${base}/deleteById`, { token: admin.token, form: { id: theirsKey } })).body.code).toBe(0);
    expect((await history(lina.token, theirsKey)).body.code).toBe(403);
    expect((await history(wang.token, theirsKey)).body.data!.map((a) => a.action)).toEqual(['delete', 'create']);
    expect((await history(admin.token, theirsKey)).body.data!.map((a) => a.action)).toEqual(['delete', 'create']);

    // A key no record ever had: nothing to judge by, so only administrators get an answer.
    expect((await history(lina.token, 'no-such-record')).body.code).toBe(404);
    expect((await history(admin.token, 'no-such-record')).body).toMatchObject({ code: 0, data: [] });
  });
});
