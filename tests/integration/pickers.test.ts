// @database postgres: search and paging behind the pickers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { call, createTestBackend, loginAs } from '../support/backend';

/** The calls behind the pickers: the department tree, the user table, record pages and names by key. */
const TREE = '/api/app/base/app/sys/depart/queryTreeList';
const USERS = '/api/app/base/app/sys/user/list';
const USER = '/api/app/base/app/sys/user';
const PERMISSIONS = '/api/app/base/app/sys/permission';

type Node = { key: string; children: Node[] };
type Page<T> = { records: T[]; total: number };
type User = { user_key: string; username: string };

let backend: Backend;
let admin: { token: string };
let lina: { token: string };
let leader: { token: string };

beforeAll(async () => {
  backend = await createTestBackend();
  admin = await loginAs(backend, 'admin');
  lina = await loginAs(backend, 'lina');
  leader = await loginAs(backend, 'zhangwei');
  // A colleague in the sister sales group: same parent department, not lina's.
  const created = await call(backend, 'POST', `${USER}/add`, {
    token: admin.token,
    json: { username: 'south_rep', realname: '南区代表', password: 'Welcome2026', selectedroles: 'role-staff', selecteddeparts: 'dep-sales-south' },
  });
  expect(created.body.code).toBe(0);
});
afterAll(async () => {
  await backend?.database.close();
});

const usernames = (page: Page<User> | null | undefined) => (page?.records ?? []).map((u) => u.username).sort();

describe('the user picker’s department tree', () => {
  it('is the whole tree for an administrator and only the own departments for anyone else', async () => {
    const full = await call<Node[]>(backend, 'GET', TREE, { token: admin.token });
    expect(full.body.data!.map((n) => n.key)).toEqual(['dep-hq']);
    const staff = await call<Node[]>(backend, 'GET', TREE, { token: lina.token });
    expect(staff.body.data!.map((n) => n.key)).toEqual(['dep-sales-east']);
    const boss = await call<Node[]>(backend, 'GET', TREE, { token: leader.token });
    expect(boss.body.data!.map((n) => n.key)).toEqual(['dep-office']);
  });
});

describe('the user picker’s table', () => {
  it('narrows to the chosen department and the ones below it, with paging and a keyword', async () => {
    const sales = await call<Page<User>>(backend, 'GET', USERS, { token: admin.token, query: { departKey: 'dep-sales', pageNo: 1, pageSize: 10 } });
    expect(usernames(sales.body.data)).toEqual(['lina', 'south_rep']);
    const finance = await call<Page<User>>(backend, 'GET', USERS, { token: admin.token, query: { departKey: 'dep-finance' } });
    expect(usernames(finance.body.data)).toEqual(['wangfang']);
    const named = await call<Page<User>>(backend, 'GET', USERS, { token: admin.token, query: { departKey: 'dep-sales', keyword: '南区' } });
    expect(usernames(named.body.data)).toEqual(['south_rep']);
    const first = await call<Page<User>>(backend, 'GET', USERS, { token: admin.token, query: { pageNo: 1, pageSize: 2 } });
    const second = await call<Page<User>>(backend, 'GET', USERS, { token: admin.token, query: { pageNo: 2, pageSize: 2 } });
    expect(first.body.data!.total).toBe(5);
    expect(first.body.data!.records).toHaveLength(2);
    expect(usernames(second.body.data).some((u) => usernames(first.body.data).includes(u))).toBe(false);
  });

  it('never lists a non-administrator users of other departments, however asked', async () => {
    const mine = await call<Page<User>>(backend, 'GET', USERS, { token: lina.token, query: { pageNo: 1, pageSize: 10 } });
    expect(usernames(mine.body.data)).toEqual(['lina']);
    const attempts: Record<string, string>[] = [{ departKey: 'dep-finance' }, { departKey: 'dep-sales-south' }, { departKeys: 'dep-finance,dep-office' }, { keyword: '王' }, { keyword: 'south' }];
    for (const query of attempts) {
      const other = await call<Page<User>>(backend, 'GET', USERS, { token: lina.token, query });
      expect(other.body.code, JSON.stringify(query)).toBe(0);
      expect(other.body.data!.total, JSON.stringify(query)).toBe(0);
    }
    // Asking for a parent department yields only the part of it the caller belongs to.
    const parent = await call<Page<User>>(backend, 'GET', USERS, { token: lina.token, query: { departKey: 'dep-sales' } });
    expect(usernames(parent.body.data)).toEqual(['lina']);
    const hq = await call<Page<User>>(backend, 'GET', USERS, { token: leader.token, query: { departKey: 'dep-hq' } });
    expect(usernames(hq.body.data)).toEqual(['zhangwei']);
  });

  it('opens the company directory to staff choosing colleagues: every department, names without contact details, no partners', async () => {
    type Listed = { user_key: string; realname: string };
    const realnames = (page: Page<Listed> | null | undefined) => (page?.records ?? []).map((u) => u.realname).sort();
    const partner = await call(backend, 'POST', `${USER}/addPartnerSysUser`, {
      token: admin.token, json: { username: 'partner_dir', realname: '伙伴目录', company_name: '鼎信', password: 'Partner2026', selecteddeparts: 'dep-it', activate: true },
    });
    expect(partner.body.code).toBe(0);
    const tree = await call<Node[]>(backend, 'GET', TREE, { token: lina.token, query: { scope: 'company' } });
    expect(tree.body.data!.map((n) => n.key)).toEqual(['dep-hq']);
    const everyone = await call<Page<Listed>>(backend, 'GET', USERS, { token: lina.token, query: { scope: 'company', pageSize: 50 } });
    expect(realnames(everyone.body.data)).toEqual(expect.arrayContaining(['李娜', '王芳', '张伟', '南区代表']));
    expect(realnames(everyone.body.data)).not.toContain('伙伴目录');
    for (const user of everyone.body.data!.records) {
      expect(user).not.toHaveProperty('phone');
      expect(user).not.toHaveProperty('email');
    }
    const finance = await call<Page<Listed>>(backend, 'GET', USERS, { token: lina.token, query: { scope: 'company', departKey: 'dep-finance' } });
    expect(realnames(finance.body.data)).toEqual(['王芳']);
    const asPartner = await loginAs(backend, 'partner_dir', 'Partner2026');
    expect((await call(backend, 'GET', USERS, { token: asPartner.token, query: { scope: 'company' } })).body.code).toBe(403);
    expect((await call(backend, 'GET', TREE, { token: asPartner.token, query: { scope: 'company' } })).body.code).toBe(403);
    expect((await call(backend, 'GET', USERS, { token: lina.token, query: { scope: 'everyone' } })).body.code).toBe(400);
  });

  it('keeps the other user searches of a non-administrator inside the own departments too', async () => {
    const search = await call<User[]>(backend, 'GET', `${USER}/querySysUserList`, { token: lina.token, query: { keyword: '王' } });
    expect(search.body.data).toEqual([]);
    const adminSearch = await call<User[]>(backend, 'GET', `${USER}/querySysUserList`, { token: admin.token, query: { keyword: '王' } });
    expect(adminSearch.body.data!.map((u) => u.username)).toEqual(['wangfang']);
    const byDepart = await call<Page<User>>(backend, 'GET', `${USER}/queryPageListByDepartKey`, { token: lina.token, query: { departKey: 'dep-finance' } });
    expect(byDepart.body.data!.total).toBe(0);
    const ownByDepart = await call<Page<User>>(backend, 'GET', `${USER}/queryPageListByDepartKey`, { token: lina.token, query: { departKey: 'dep-sales' } });
    expect(usernames(ownByDepart.body.data)).toEqual(['lina']);
  });

  it('names chosen users by key', async () => {
    const names = await call<{ user_key: string; realname: string }[]>(backend, 'GET', `${USER}/listByUserKey`, { token: admin.token, query: { userKeys: 'usr-sales,usr-finance' } });
    expect(names.body.data!.map((n) => n.realname).sort()).toEqual(['李娜', '王芳'].sort());
  });
});

describe('the paged drop-down and the record picker', () => {
  type Permission = { permission_key: string; title: string };

  it('pages through the target’s records ten at a time until the total', async () => {
    const first = await call<Page<Permission>>(backend, 'POST', `${PERMISSIONS}/query`, { token: admin.token, json: { pageNo: 1, pageSize: 10 } });
    const total = first.body.data!.total;
    expect(total).toBeGreaterThan(10);
    const seen = new Set<string>();
    for (let pageNo = 1; (pageNo - 1) * 10 < total; pageNo += 1) {
      const page = await call<Page<Permission>>(backend, 'POST', `${PERMISSIONS}/query`, { token: admin.token, json: { pageNo, pageSize: 10 } });
      for (const record of page.body.data!.records) seen.add(record.permission_key);
    }
    expect(seen.size).toBe(total);
  });

  it('names chosen records in one call through the key filter', async () => {
    const labels = await call<Page<Permission>>(backend, 'POST', `${PERMISSIONS}/query`, {
      token: admin.token,
      json: { permission_key: 'perm-crm,perm-crm-customer', pageNo: 1, pageSize: 2 },
    });
    expect(labels.body.data!.records.map((r) => r.permission_key).sort()).toEqual(['perm-crm', 'perm-crm-customer']);
  });

  it('refuses the page to a caller without the target’s right (the drop-down then just stops loading)', async () => {
    const refused = await call(backend, 'POST', `${PERMISSIONS}/query`, { token: lina.token, json: { pageNo: 1, pageSize: 10 } });
    expect(refused.body.code).not.toBe(0);
  });
});

describe('what the pickers fill into a form is stored as sent', () => {
  // The bodies the forms send (tests/component/pickers): a key, or keys joined by commas.
  type Row = Record<string, unknown>;
  const saveAndRead = async (base: string, key: string, json: Row) => {
    const saved = await call<Row>(backend, 'POST', `${base}/addOrUpdate`, { token: admin.token, json });
    expect(saved.body.code, saved.body.msg).toBe(0);
    const detail = await call<Row>(backend, 'GET', `${base}/detail/${String(saved.body.data![key])}`, { token: admin.token });
    expect(detail.body.code, detail.body.msg).toBe(0);
    return detail.body.data!;
  };

  it('a department’s head and parent, a user’s departments, a group’s members and menus, a menu’s parent', async () => {
    expect(await saveAndRead('/api/app/base/sys/depart', 'depart_key', { depart_name: '选择器测试部', director_key: 'usr-finance', parent_key: 'dep-project' }))
      .toMatchObject({ director_key: 'usr-finance', parent_key: 'dep-project' });
    const user = await saveAndRead(USER, 'user_key', { username: 'dp_picker', realname: '部门测试', password: 'Picker2026', selecteddeparts: 'dep-sales-east,dep-sales-south' });
    expect([...(user.belong_departs as string[])].sort()).toEqual(['dep-sales-east', 'dep-sales-south']);
    expect(await saveAndRead(`${PERMISSIONS}/group`, 'group_key', { group_name: '选择器测试组', member_keys: 'usr-finance,usr-leader', permission_keys: 'perm-crm-customer,perm-crm-customer-department' }))
      .toMatchObject({ member_keys: 'usr-finance,usr-leader', permission_keys: 'perm-crm-customer,perm-crm-customer-department' });
    expect(await saveAndRead(PERMISSIONS, 'permission_key', { title: '选择器测试菜单', name: 'picker-menu', menu_type: '1', parent_key: 'perm-crm-customer-department' }))
      .toMatchObject({ parent_key: 'perm-crm-customer-department' });
  });
});
