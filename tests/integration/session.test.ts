import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { call, createTestBackend, loginAs } from '../support/backend';

let backend: Backend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(async () => {
  await backend?.database.close();
});

describe('login', () => {
  it('answers a token and the target key for good credentials', async () => {
    const { token, userKey } = await loginAs(backend, 'admin');
    expect(token.length).toBeGreaterThan(20);
    expect(userKey).toBe('usr-admin');
  });

  it('refuses a wrong password with the same message as an unknown user', async () => {
    const wrong = await call(backend, 'POST', '/api/app/base/app/sys/user/login', { form: { username: 'admin', password: 'nope' } });
    const unknown = await call(backend, 'POST', '/api/app/base/app/sys/user/login', { form: { username: 'ghost', password: 'nope' } });
    expect(wrong.body.code).not.toBe(0);
    expect(wrong.body.msg).toBe('账号或密码错误');
    expect(unknown.body.msg).toBe(wrong.body.msg);
  });

  it('validates the form with the message in the caller language', async () => {
    const res = await call(backend, 'POST', '/api/app/base/app/sys/user/login', { form: { username: '', password: 'x' }, headers: { 'accept-language': 'en-US' } });
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toBe('Please enter your account');
  });
});

describe('token checks', () => {
  it('refuses calls without a token, whatever headers claim', async () => {
    const res = await call(backend, 'GET', '/api/app/base/app/sys/depart/queryTreeList', { headers: { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware', empKey: 'usr-admin' } });
    expect(res.body.code).toBe(401);
    expect(res.status).toBe(401);
  });

  it('revokes the token on logout', async () => {
    const { token } = await loginAs(backend, 'lina');
    expect((await call(backend, 'GET', '/api/app/base/app/sys/user/queryUserRole', { token })).body.code).toBe(0);
    expect((await call(backend, 'POST', '/api/app/base/app/sys/user/logout', { token })).body.code).toBe(0);
    expect((await call(backend, 'GET', '/api/app/base/app/sys/user/queryUserRole', { token })).body.code).toBe(401);
  });
});

describe('user info and permissions', () => {
  it('gives the signed-in user their own info but not somebody else’s', async () => {
    const { token, userKey } = await loginAs(backend, 'lina');
    const own = await call<{ username: string; belong_departs: string[] }>(backend, 'GET', `/api/app/base/app/sys/user/getUserInfo/${userKey}`, { token });
    expect(own.body.data?.username).toBe('lina');
    expect(own.body.data?.belong_departs).toEqual(['dep-sales-east']);
    const other = await call(backend, 'GET', '/api/app/base/app/sys/user/getUserInfo/usr-admin', { token });
    expect(other.body.code).toBe(403);
  });

  it('gives staff fewer menus than the admin', async () => {
    const admin = await loginAs(backend, 'admin');
    const staff = await loginAs(backend, 'lina');
    type Perms = { menu: { path: string }[] };
    const a = await call<Perms>(backend, 'GET', `/api/app/base/app/sys/permission/getUserPermissionByToken/${admin.token}`, { token: admin.token });
    const s = await call<Perms>(backend, 'GET', `/api/app/base/app/sys/permission/getUserPermissionByToken/${staff.token}`, { token: staff.token });
    const adminPaths = a.body.data!.menu.map((m) => m.path);
    const staffPaths = s.body.data!.menu.map((m) => m.path);
    expect(adminPaths).toContain('/system');
    expect(staffPaths).not.toContain('/system');
    expect(staffPaths).not.toContain('/workflow');
    expect(staffPaths).toContain('/crm');
  });

  it('carries an external menu with its address, for the frame to open in a new window', async () => {
    const admin = await loginAs(backend, 'admin');
    type Item = { id: string; path: string; meta: { title: string; url: string | null; internalOrExternal: boolean }; children?: Item[] };
    const added = await call<{ permission_key: string }>(backend, 'POST', '/api/app/base/app/sys/permission/add', {
      token: admin.token,
      json: { title: '外部文档', name: 'external-docs', path: '/crm/external-docs', parent_key: 'perm-crm', menu_type: '1', sort_no: 99, internal_or_external: true, url: 'https://docs.example.com/' },
    });
    expect(added.body.code, added.body.msg).toBe(0);
    const menus = await call<{ menu: Item[] }>(backend, 'GET', `/api/app/base/app/sys/permission/getUserPermissionByToken/${admin.token}`, { token: admin.token });
    const external = menus.body.data!.menu.find((m) => m.id === 'perm-crm')!.children!.find((m) => m.path === '/crm/external-docs');
    expect(external?.meta).toMatchObject({ title: '外部文档', internalOrExternal: true, url: 'https://docs.example.com/' });
    expect((await call(backend, 'POST', '/api/app/base/app/sys/permission/deleteById', { token: admin.token, json: { id: added.body.data!.permission_key } })).body.code).toBe(0);
  });

  it('refuses another user’s token in the path', async () => {
    const admin = await loginAs(backend, 'admin');
    const staff = await loginAs(backend, 'lina');
    const res = await call(backend, 'GET', `/api/app/base/app/sys/permission/getUserPermissionByToken/${admin.token}`, { token: staff.token });
    expect(res.body.code).toBe(403);
  });
});

describe('directory', () => {
  it('shows the whole department tree to admins and the own sub-tree to staff', async () => {
    const admin = await loginAs(backend, 'admin');
    const staff = await loginAs(backend, 'lina');
    type Node = { key: string; children: Node[] };
    const full = await call<Node[]>(backend, 'GET', '/api/app/base/app/sys/depart/queryTreeList', { token: admin.token });
    const own = await call<Node[]>(backend, 'GET', '/api/app/base/app/sys/depart/queryTreeList', { token: staff.token });
    expect(full.body.data!.map((n) => n.key)).toEqual(['dep-hq']);
    expect(own.body.data!.map((n) => n.key)).toEqual(['dep-sales-east']);
  });

  it('limits the user list of staff to their departments', async () => {
    const staff = await loginAs(backend, 'lina');
    type Page = { records: { username: string }[]; total: number };
    const mine = await call<Page>(backend, 'GET', '/api/app/base/app/sys/user/list', { token: staff.token, query: { pageNo: 1, pageSize: 10 } });
    expect(mine.body.data!.records.map((r) => r.username)).toEqual(['lina']);
    const other = await call<Page>(backend, 'GET', '/api/app/base/app/sys/user/list', { token: staff.token, query: { departKey: 'dep-finance' } });
    expect(other.body.data!.total).toBe(0);
    const admin = await loginAs(backend, 'admin');
    const all = await call<Page>(backend, 'GET', '/api/app/base/app/sys/user/list', { token: admin.token, query: { pageSize: 2 } });
    expect(all.body.data!.total).toBe(4);
    expect(all.body.data!.records).toHaveLength(2);
  });

  it('answers app info without a token, and the verification message for an unknown app', async () => {
    const known = await call<{ app_name: string }>(backend, 'GET', '/api/app/base/app/sys/app/getByAppKey/fincrm');
    expect(known.body.data?.app_name).toBe('金融版CRM');
    const unknown = await call(backend, 'GET', '/api/app/base/app/sys/app/getByAppKey/nope');
    expect(unknown.body.msg).toBe('校验失败，请重新登录。');
  });
});

describe('permission list by user key', () => {
  it('answers the caller’s own menus, and anyone’s only to an administrator', async () => {
    const staff = await loginAs(backend, 'lina');
    const own = await call<{ menu: unknown[] }>(backend, 'GET', `/api/app/base/app/sys/permission/getUserPermissionByUserKey/${staff.userKey}`, { token: staff.token });
    expect(own.body.data!.menu.length).toBeGreaterThan(0);
    expect((await call(backend, 'GET', '/api/app/base/app/sys/permission/getUserPermissionByUserKey/usr-admin', { token: staff.token })).body.code).toBe(403);
    const admin = await loginAs(backend, 'admin');
    const forStaff = await call<{ menu: { path: string }[] }>(backend, 'GET', `/api/app/base/app/sys/permission/getUserPermissionByUserKey/${staff.userKey}`, { token: admin.token });
    expect(forStaff.body.data!.menu.map((m) => m.path)).not.toContain('/system');
  });
});

describe('token exchange', () => {
  it('exchanges a live token for a fresh one of the same user, and refuses a dead one', async () => {
    const { token, userKey } = await loginAs(backend, 'wangfang');
    const swapped = await call<{ token: string; target_key: string }>(backend, 'POST', '/api/app/base/app/sys/user/userTokenToUserToken', { form: { token } });
    expect(swapped.body.data!.target_key).toBe(userKey);
    expect(swapped.body.data!.token).not.toBe(token);
    expect((await call(backend, 'GET', '/api/app/base/app/sys/user/queryUserRole', { token: swapped.body.data!.token })).body.code).toBe(0);
    const dead = await call(backend, 'POST', '/api/app/base/app/sys/user/userTokenToUserToken', { form: { token: 'not-a-token' } });
    expect(dead.body.code).toBe(401);
  });
});

describe('frozen users', () => {
  it('cannot sign in, and their live tokens stop working at once', async () => {
    const { token } = await loginAs(backend, 'zhangwei');
    const { sysUser } = await import('@/lib/backend/db/schema');
    const { eq } = await import('drizzle-orm');
    await backend.database.db.update(sysUser).set({ status: '2' }).where(eq(sysUser.username, 'zhangwei'));
    try {
      expect((await call(backend, 'GET', '/api/app/base/app/sys/user/queryUserRole', { token })).body.code).toBe(401);
      const again = await call(backend, 'POST', '/api/app/base/app/sys/user/login', { form: { username: 'zhangwei', password: 'Fincrm@2026' } });
      expect(again.body).toMatchObject({ code: 403, msg: '该账号已被冻结，请联系管理员' });
    } finally {
      await backend.database.db.update(sysUser).set({ status: '1' }).where(eq(sysUser.username, 'zhangwei'));
    }
  });
});
