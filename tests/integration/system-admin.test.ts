import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { noDataSchema } from '@/lib/contract/no-data';
import { call, createTestBackend, loginAs } from '../support/backend';
import { checkedAnswer } from '../support/answers';

let backend: Backend;
let admin: { token: string; userKey: string };
beforeAll(async () => {
  backend = await createTestBackend();
  admin = await loginAs(backend, 'admin');
});
afterAll(async () => backend?.database.close());

const USER = '/api/app/base/app/sys/user';
const DEPART = '/api/app/base/sys/depart';
type User = { user_key: string; username: string; realname: string; version: number; role_code_list: string[]; belong_departs: string[]; status: string; password_hash?: string };

describe('users', () => {
  it('creates a user with roles and departments, never answers the password hash, and the user signs in', async () => {
    const created = await call<User>(backend, 'POST', `${USER}/add`, { token: admin.token, json: { username: 'zhaolei', realname: '赵磊', phone: '13700000001', sex: '1', password: 'Welcome2026', selectedroles: 'role-staff', selecteddeparts: 'dep-project' } });
    expect(created.body.code).toBe(0);
    expect(created.body.data).toMatchObject({ username: 'zhaolei', role_code_list: ['staff'], belong_departs: ['dep-project'], status: '1' });
    expect(JSON.stringify(created.body)).not.toContain('password_hash');
    const page = await call<{ records: User[] }>(backend, 'POST', `${USER}/query`, { token: admin.token, json: { username: 'zhaolei' } });
    expect(page.body.data!.records[0]).not.toHaveProperty('password_hash');
    expect((await loginAs(backend, 'zhaolei', 'Welcome2026')).userKey).toBe(created.body.data!.user_key);
  });

  it('gives a user positions, answers them with the user, replaces them on edit and refuses an unknown one', async () => {
    const created = await call<User & { position_id_list: string[] }>(backend, 'POST', `${USER}/add`, { token: admin.token, json: { username: 'poshold1', realname: '岗位一', password: 'Welcome2026', selecteddeparts: 'dep-finance', selectedpositions: 'pos-finance-manager' } });
    expect(created.body.data).toMatchObject({ position_id_list: ['pos-finance-manager'] });
    const key = created.body.data!.user_key;
    const edited = await call<User & { position_id_list: string[] }>(backend, 'PUT', `${USER}/edit`, { token: admin.token, json: { user_key: key, username: 'poshold1', realname: '岗位一', version: created.body.data!.version, selectedpositions: 'pos-general-manager,pos-finance-manager' } });
    expect(edited.body).toMatchObject({ code: 0 });
    const read = await call<User & { position_id_list: string[] }>(backend, 'GET', `${USER}/queryById`, { token: admin.token, query: { id: key } });
    expect(read.body.data!.position_id_list.sort()).toEqual(['pos-finance-manager', 'pos-general-manager']);
    const unknown = await call(backend, 'PUT', `${USER}/edit`, { token: admin.token, json: { user_key: key, username: 'poshold1', realname: '岗位一', version: edited.body.data!.version, selectedpositions: 'pos-nowhere' } });
    expect(unknown.body.msg).toBe('所选岗位不存在');
    const cleared = await call<User & { position_id_list: string[] }>(backend, 'GET', `${USER}/queryById`, { token: admin.token, query: { id: key } });
    expect(cleared.body.data!.position_id_list).toHaveLength(2);
  });

  it('validates the username rule and requires a first password', async () => {
    const bad = await call(backend, 'POST', `${USER}/add`, { token: admin.token, json: { username: 'ab-c', realname: 'x', password: 'Welcome2026' } });
    expect(bad.body.msg).toBe('只允许字母、数字、下划线');
    const short = await call(backend, 'POST', `${USER}/add`, { token: admin.token, json: { username: 'abc', realname: 'x', password: 'Welcome2026' } });
    expect(short.body.msg).toBe('最小长度4位字符');
    const nopass = await call(backend, 'POST', `${USER}/add`, { token: admin.token, json: { username: 'nopass1', realname: 'x' } });
    expect(nopass.body.msg).toBe('请设置初始密码');
  });

  it('freezes a user: signed out at once and refused at sign-in; unfreezing lets them back', async () => {
    const wang = await loginAs(backend, 'wangfang');
    const frozen = await call(backend, 'PUT', `${USER}/frozenBatch`, { token: admin.token, json: { ids: 'usr-finance', status: '2' } });
    expect(frozen.body).toMatchObject({ code: 0, msg: '冻结成功' });
    expect(checkedAnswer(noDataSchema, 'PUT', `${USER}/frozenBatch`, frozen)).toBeNull();
    expect((await call(backend, 'GET', '/api/app/base/app/sys/user/queryUserRole', { token: wang.token })).body.code).toBe(401);
    await expect(loginAs(backend, 'wangfang')).rejects.toThrow('该账号已被冻结');
    await call(backend, 'PUT', `${USER}/frozenBatch`, { token: admin.token, json: { ids: 'usr-finance', status: '1' } });
    expect((await loginAs(backend, 'wangfang')).userKey).toBe('usr-finance');
  });

  it('deletes and restores a user; nobody deletes themselves', async () => {
    const self = await call(backend, 'POST', `${USER}/deleteById`, { token: admin.token, form: { id: admin.userKey } });
    expect(self.body.msg).toBe('不能删除当前登录的账号');
    const u = await call<User>(backend, 'POST', `${USER}/add`, { token: admin.token, json: { username: 'temp_user', realname: '临时', password: 'Welcome2026', selecteddeparts: 'dep-it' } });
    const key = u.body.data!.user_key;
    expect((await call(backend, 'POST', `${USER}/deleteById`, { token: admin.token, form: { id: key } })).body.code).toBe(0);
    await expect(loginAs(backend, 'temp_user', 'Welcome2026')).rejects.toThrow();
    const bin = await call<{ user_key: string }[]>(backend, 'GET', `${USER}/recycleBin`, { token: admin.token });
    expect(bin.body.data!.map((r) => r.user_key)).toContain(key);
    expect((await call(backend, 'PUT', `${USER}/deleteRollback`, { token: admin.token, json: { userIds: key } })).body.code).toBe(0);
    expect((await loginAs(backend, 'temp_user', 'Welcome2026')).userKey).toBe(key);
  });

  it('answers queryById, userDepartList, listByUserKey, querySysUserList and queryPageListByDepartKey', async () => {
    const byId = await call<User>(backend, 'GET', `${USER}/queryById`, { token: admin.token, query: { id: 'usr-sales' } });
    expect(byId.body.data!.username).toBe('lina');
    const departs = await call<{ title: string }[]>(backend, 'GET', `${USER}/userDepartList`, { token: admin.token, query: { userId: 'usr-sales' } });
    expect(departs.body.data!.map((d) => d.title)).toEqual(['华东销售组']);
    const names = await call<{ realname: string }[]>(backend, 'GET', `${USER}/listByUserKey`, { token: admin.token, query: { userKeys: 'usr-sales,usr-leader' } });
    expect(names.body.data!.map((n) => n.realname).sort()).toEqual(['张伟', '李娜']);
    const search = await call<User[]>(backend, 'GET', `${USER}/querySysUserList`, { token: admin.token, query: { keyword: '王' } });
    expect(search.body.data!.map((u) => u.username)).toEqual(['wangfang']);
    const byDepart = await call<{ total: number; records: User[] }>(backend, 'GET', `${USER}/queryPageListByDepartKey`, { token: admin.token, query: { departKey: 'dep-sales' } });
    expect(byDepart.body.data!.records.map((u) => u.username)).toEqual(['lina']);
  });
});

describe('data scope on a department-managed entity', () => {
  it('a manager of one department cannot read, change or delete a user of another by key, and nothing changes', async () => {
    // Give staff the user-management menu: they may now manage users, but only of their departments.
    const grants = await call<string[]>(backend, 'GET', '/api/app/base/app/sys/permission/queryRolePermission', { token: admin.token, query: { roleId: 'role-staff' } });
    const saved = await call(backend, 'POST', '/api/app/base/app/sys/permission/saveRolePermission', { token: admin.token, json: { roleId: 'role-staff', permissionIds: [...grants.body.data!, 'perm-system-user', 'perm-system'].join(',') } });
    expect(saved.body.code).toBe(0);
    const lina = await loginAs(backend, 'lina');

    const mine = await call<{ records: User[] }>(backend, 'POST', `${USER}/query`, { token: lina.token, json: {} });
    expect(mine.body.data!.records.map((u) => u.username)).toEqual(['lina']);
    const read = await call(backend, 'GET', `${USER}/detail/usr-finance`, { token: lina.token });
    expect(read.body).toMatchObject({ code: 403, msg: '该记录不属于您的部门，无权操作' });
    const before = await call<User>(backend, 'GET', `${USER}/detail/usr-finance`, { token: admin.token });
    const update = await call(backend, 'POST', `${USER}/addOrUpdate`, { token: lina.token, json: { user_key: 'usr-finance', version: before.body.data!.version, username: 'wangfang', realname: '被改了' } });
    expect(update.body.code).toBe(403);
    const remove = await call(backend, 'POST', `${USER}/deleteById`, { token: lina.token, form: { id: 'usr-finance' } });
    expect(remove.body.code).toBe(403);
    const freeze = await call(backend, 'PUT', `${USER}/frozenBatch`, { token: lina.token, json: { ids: 'usr-finance', status: '2' } });
    expect(freeze.body.code).toBe(403);
    const after = await call<User>(backend, 'GET', `${USER}/detail/usr-finance`, { token: admin.token });
    expect(after.body.data).toMatchObject({ realname: before.body.data!.realname, version: before.body.data!.version, status: '1' });

    // Taking the grant away works on the next call, without a new sign-in.
    await call(backend, 'POST', '/api/app/base/app/sys/permission/saveRolePermission', { token: admin.token, json: { roleId: 'role-staff', permissionIds: grants.body.data!.join(',') } });
    expect((await call(backend, 'POST', `${USER}/query`, { token: lina.token, json: {} })).body.code).toBe(403);
  });
});

describe('departments', () => {
  type Depart = { depart_key: string; org_code: string; version: number };
  it('gives org codes from the tree, refuses cycles, and refuses deleting a department with members or children', async () => {
    const risk = await call<Depart>(backend, 'POST', `${DEPART}/add`, { token: admin.token, json: { depart_name: '风控部', parent_key: 'dep-hq' } });
    expect(risk.body.data!.org_code).toBe('A01A06');
    const team = await call<Depart>(backend, 'POST', `${DEPART}/add`, { token: admin.token, json: { depart_name: '信用风险组', parent_key: risk.body.data!.depart_key } });
    expect(team.body.data!.org_code).toBe('A01A06A01');
    const cycle = await call(backend, 'PUT', `${DEPART}/edit`, { token: admin.token, json: { depart_key: risk.body.data!.depart_key, version: 1, depart_name: '风控部', parent_key: team.body.data!.depart_key } });
    expect(cycle.body.msg).toBe('上级部门不能是本部门或其下级部门');
    const withChild = await call(backend, 'DELETE', `${DEPART}/delete`, { token: admin.token, query: { id: risk.body.data!.depart_key } });
    expect(withChild.body.msg).toBe('该部门下还有子部门，不能删除');
    const withMembers = await call(backend, 'DELETE', `${DEPART}/delete`, { token: admin.token, query: { id: 'dep-finance' } });
    expect(withMembers.body.msg).toBe('该部门下还有用户，不能删除');
    expect((await call(backend, 'DELETE', `${DEPART}/deleteBatch`, { token: admin.token, query: { ids: `${team.body.data!.depart_key},${risk.body.data!.depart_key}` } })).body.code).toBe(0);
  });

  it('answers the trees and the search', async () => {
    type Node = { key: string; title: string; children: Node[] };
    const tree = await call<Node[]>(backend, 'GET', `${DEPART}/queryTreeList`, { token: admin.token });
    expect(tree.body.data![0]!.title).toBe('华信金服总部');
    const ids = await call<Node[]>(backend, 'GET', `${DEPART}/queryIdTree`, { token: admin.token });
    expect(ids.body.data![0]!.children.map((c) => c.title)).toContain('销售部');
    const found = await call<{ title: string }[]>(backend, 'GET', `${DEPART}/searchBy`, { token: admin.token, query: { keyWord: '销售' } });
    expect(found.body.data!.map((d) => d.title).sort()).toEqual(['华东销售组', '华南销售组', '销售部'].sort());
  });
});

describe('roles and their permissions', () => {
  it('creates a role, grants menus, and the role’s user sees exactly those menus', async () => {
    const role = await call<{ role_key: string }>(backend, 'POST', '/api/app/base/sys/role/add', { token: admin.token, json: { role_code: 'auditor', role_name: '审计员' } });
    expect(role.body.code).toBe(0);
    const tree = await call<{ ids: string[] }>(backend, 'GET', '/api/app/base/app/sys/permission/queryTreeList', { token: admin.token });
    expect(tree.body.data!.ids).toContain('perm-crm-customer');
    await call(backend, 'POST', '/api/app/base/app/sys/permission/saveRolePermission', { token: admin.token, json: { roleId: role.body.data!.role_key, permissionIds: 'perm-crm,perm-crm-customer' } });
    const user = await call<User>(backend, 'POST', `${USER}/add`, { token: admin.token, json: { username: 'auditor1', realname: '审计一号', password: 'Welcome2026', selectedroles: role.body.data!.role_key, selecteddeparts: 'dep-finance' } });
    expect(user.body.code).toBe(0);
    const auditor = await loginAs(backend, 'auditor1', 'Welcome2026');
    type Menu = { path: string; children?: Menu[] };
    const perms = await call<{ menu: Menu[] }>(backend, 'GET', `/api/app/base/app/sys/permission/getUserPermissionByToken/${auditor.token}`, { token: auditor.token });
    expect(perms.body.data!.menu.map((m) => m.path)).toEqual(['/crm']);
    expect(perms.body.data!.menu[0]!.children!.map((m) => m.path)).toEqual(['/crm/customer']);
    const list = await call<{ records: { role_code: string }[] }>(backend, 'GET', '/api/app/base/sys/role/list', { token: admin.token, query: { role_code: 'auditor' } });
    expect(list.body.data!.records).toHaveLength(1);
  });
});

describe('the remaining role, permission and dictionary names', () => {
  it('edits a role, answers the role tree, and manages menus through list, add and edit', async () => {
    const role = await call<{ role_key: string; version: number }>(backend, 'POST', '/api/app/base/sys/role/add', { token: admin.token, json: { role_code: 'risk', role_name: '风控专员' } });
    const edited = await call<{ role_name: string; version: number }>(backend, 'PUT', '/api/app/base/sys/role/edit', { token: admin.token, json: { role_key: role.body.data!.role_key, version: role.body.data!.version, role_code: 'risk', role_name: '风控经理' } });
    expect(edited.body.data).toMatchObject({ role_name: '风控经理', version: 2 });
    const tree = await call<{ key: string; title: string }[]>(backend, 'GET', '/api/app/base/sys/role/queryTreeList', { token: admin.token });
    expect(tree.body.data!.find((n) => n.key === role.body.data!.role_key)?.title).toBe('风控经理');

    const menu = await call<{ permission_key: string; version: number }>(backend, 'POST', '/api/app/base/app/sys/permission/add', { token: admin.token, json: { title: '风险看板', name: 'risk-board', path: '/risk/board', parent_key: 'perm-home', menu_type: '1', sort_no: 9 } });
    expect(menu.body.code).toBe(0);
    const renamed = await call<{ title: string }>(backend, 'PUT', '/api/app/base/app/sys/permission/edit', { token: admin.token, json: { permission_key: menu.body.data!.permission_key, version: menu.body.data!.version, title: '风险驾驶舱', name: 'risk-board', menu_type: '1' } });
    expect(renamed.body.data!.title).toBe('风险驾驶舱');
    const list = await call<{ name: string; title: string }[]>(backend, 'GET', '/api/app/base/app/sys/permission/list', { token: admin.token });
    expect(list.body.data!.find((p) => p.name === 'risk-board')?.title).toBe('风险驾驶舱');
    const dup = await call(backend, 'POST', '/api/app/base/app/sys/permission/add', { token: admin.token, json: { title: 'x', name: 'risk-board', menu_type: '1' } });
    expect(dup.body.code).toBe(409);
  });

  it('finds seeded menus by the title a reader sees: 客户 and Customer both match the stored message keys', async () => {
    for (const term of ['*客户*', '*customer*', '客户']) {
      const page = await call<{ records: { title: string }[] }>(backend, 'POST', '/api/app/base/app/sys/permission/query', { token: admin.token, json: { title: term, pageSize: 100 } });
      const titles = page.body.data!.records.map((r) => r.title);
      expect(titles).toContain('menu.customer');
      expect(titles).not.toContain('menu.dashboard');
    }
    const literal = await call<{ records: { title: string }[] }>(backend, 'POST', '/api/app/base/app/sys/permission/query', { token: admin.token, json: { title: 'menu.customer', pageSize: 100 } });
    expect(literal.body.data!.records.map((r) => r.title)).toContain('menu.customer');
  });

  it('lists dictionaries under the eis name too', async () => {
    const res = await call<{ records: { dict_code: string }[] }>(backend, 'POST', '/api/eis/restful/dictionary/get', { token: admin.token, json: { dict_code: 'sex' } });
    expect(res.body.data!.records.map((d) => d.dict_code)).toEqual(['sex']);
  });
});
