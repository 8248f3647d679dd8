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

const PERM = '/api/app/base/app/sys/permission';
type Menu = { path: string; children?: Menu[] };
const paths = (menu: Menu[]): string[] => menu.flatMap((m) => [m.path, ...paths(m.children ?? [])]);

async function menusOf(username: string): Promise<string[]> {
  const user = await loginAs(backend, username);
  const res = await call<{ menu: Menu[] }>(backend, 'GET', `${PERM}/getUserPermissionByToken/${user.token}`, { token: user.token });
  return paths(res.body.data!.menu);
}

describe('department grants', () => {
  it('gives every member of a department the granted menus, and takes them back', async () => {
    expect(await menusOf('wangfang')).not.toContain('/crm/statistics');
    const saved = await call(backend, 'POST', `${PERM}/saveDepartPermission`, { token: admin.token, json: { departId: 'dep-finance', permissionIds: 'perm-crm-statistics' } });
    expect(saved.body.code).toBe(0);
    expect((await call<string[]>(backend, 'GET', `${PERM}/queryDepartPermission`, { token: admin.token, query: { departId: 'dep-finance' } })).body.data).toEqual(['perm-crm-statistics']);
    expect(await menusOf('wangfang')).toContain('/crm/statistics');
    expect(await menusOf('lina')).not.toContain('/crm/statistics');
    await call(backend, 'POST', `${PERM}/saveDepartPermission`, { token: admin.token, json: { departId: 'dep-finance', permissionIds: '' } });
    expect(await menusOf('wangfang')).not.toContain('/crm/statistics');
  });
});

describe('permission groups', () => {
  it('grants a group’s menus to its members only; deleting the group takes them back', async () => {
    type Node = { title: string; isLeaf: boolean; value: string; children: Node[] };
    const tree = await call<Node[]>(backend, 'POST', `${PERM}/group/getUserTree`, { token: admin.token });
    const leaves = (nodes: Node[]): Node[] => nodes.flatMap((n) => (n.isLeaf ? [n] : leaves(n.children)));
    expect(leaves(tree.body.data!).map((n) => n.value).sort()).toEqual(['usr-admin', 'usr-finance', 'usr-leader', 'usr-sales']);

    const groupNames = async () => (await call<{ records: { group_name: string }[] }>(backend, 'POST', `${PERM}/group/getList`, { token: admin.token })).body.data!.records.map((g) => g.group_name).sort();
    // The demo company has groups of its own.
    const before = await groupNames();
    const saved = await call<{ group_key: string }>(backend, 'POST', `${PERM}/group/save`, { token: admin.token, json: { group_name: '合规小组', member_keys: 'usr-sales', permission_keys: 'perm-system,perm-system-dict' } });
    expect(saved.body.code).toBe(0);
    expect(await menusOf('lina')).toContain('/system/dict');
    expect(await menusOf('wangfang')).not.toContain('/system/dict');
    expect(await groupNames()).toEqual([...before, '合规小组'].sort());
    await call(backend, 'POST', `${PERM}/group/delete`, { token: admin.token, form: { id: saved.body.data!.group_key } });
    expect(await menusOf('lina')).not.toContain('/system/dict');
    expect(await groupNames()).toEqual(before);
  });
});

describe('base info and app bindings', () => {
  it('saves the station info and answers it to any signed-in user', async () => {
    const staff = await loginAs(backend, 'lina');
    // The demo company's station info, then a second station's, newest first.
    const demo = await call<{ station_name: string }>(backend, 'POST', '/api/app/base/app/base/info/getDetail', { token: staff.token });
    expect(demo.body.data!.station_name).toBe('华信金服');
    const saved = await call(backend, 'POST', '/api/app/base/app/base/info/save', { token: admin.token, json: { station_name: '华信金服广州站', company_name: '华信金融服务有限公司', contact_phone: '020-88886666' } });
    expect(saved.body.code).toBe(0);
    const detail = await call<{ station_name: string }>(backend, 'POST', '/api/app/base/app/base/info/getDetail', { token: staff.token });
    expect(detail.body.data!.station_name).toBe('华信金服广州站');
    const options = await call<{ label: string }[]>(backend, 'GET', '/api/app/base/app/base/info/select', { token: staff.token });
    expect(options.body.data!.map((o) => o.label)).toEqual(['华信金服', '华信金服广州站']);
    expect((await call(backend, 'POST', '/api/app/base/app/base/info/save', { token: staff.token, json: { station_name: 'x' } })).body.code).toBe(403);
  });

  it('binds applications; the open list shows the enabled ones', async () => {
    const openKeys = async () => (await call<{ app_key: string }[]>(backend, 'POST', '/api/eis/restful/app/binding/open/appList', { token: admin.token })).body.data!.map((a) => a.app_key);
    const total = async () => (await call<{ total: number }>(backend, 'POST', '/api/eis/restful/app/binding/query', { token: admin.token, json: {} })).body.data!.total;
    // The demo company has bound applications of its own.
    const [openBefore, totalBefore] = [await openKeys(), await total()];
    const add = await call(backend, 'POST', '/api/eis/restful/app/binding/add', { token: admin.token, json: { app_key: 'okr-portal', app_name: '目标管理门户', app_url: 'https://okr.example.com' } });
    expect(add.body.code).toBe(0);
    await call(backend, 'POST', '/api/eis/restful/app/binding/add', { token: admin.token, json: { app_key: 'old-erp', app_name: '旧版ERP', status: '0' } });
    const bad = await call(backend, 'POST', '/api/eis/restful/app/binding/add', { token: admin.token, json: { app_key: 'x y', app_name: 'bad' } });
    expect(bad.body.code).toBe(400);
    expect((await openKeys()).sort()).toEqual([...openBefore, 'okr-portal'].sort());
    expect(await total()).toBe(totalBefore + 2);
  });
});
