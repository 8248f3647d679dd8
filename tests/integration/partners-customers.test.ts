import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { call, createTestBackend, loginAs } from '../support/backend';

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
  it('answers a customer’s organisation as a tree, limited to the caller’s departments', async () => {
    const base = '/api/crm/customer/department';
    const lina = await loginAs(backend, 'lina');
    const root = await call<{ customer_department_key: string }>(backend, 'POST', `${base}/addOrUpdate`, { token: lina.token, json: { customer_key: 'cus-1', customer_department_name: '总部' } });
    expect(root.body.code).toBe(0);
    await call(backend, 'POST', `${base}/addOrUpdate`, { token: lina.token, json: { customer_key: 'cus-1', customer_department_name: '资管部', parent_customer_department_key: root.body.data!.customer_department_key } });
    const wang = await loginAs(backend, 'wangfang');
    await call(backend, 'POST', `${base}/addOrUpdate`, { token: admin.token, json: { customer_key: 'cus-1', customer_department_name: '财务对接组', belong_depart: 'dep-finance' } });
    type Node = { customer_department_name: string; child_list: Node[] };
    const tree = await call<Node[]>(backend, 'GET', `${base}/findByCustomerKey/cus-1`, { token: lina.token });
    expect(tree.body.data!.map((n) => n.customer_department_name)).toEqual(['总部']);
    expect(tree.body.data![0]!.child_list.map((n) => n.customer_department_name)).toEqual(['资管部']);
    const all = await call<Node[]>(backend, 'GET', `${base}/findByCustomerKey/cus-1`, { token: admin.token });
    expect(all.body.data!.map((n) => n.customer_department_name).sort()).toEqual(['总部', '财务对接组'].sort());
    const other = await call<Node[]>(backend, 'GET', `${base}/findByCustomerKey/cus-1`, { token: wang.token });
    expect(other.body.data!.map((n) => n.customer_department_name)).toEqual(['财务对接组']);
  });
});
