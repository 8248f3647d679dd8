// @database postgres: a second process on the same database.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashToken } from '@/lib/backend/auth/tokens';
import { sysApp, sysDepart, sysRole, sysToken, sysUser, sysUserDepart, sysUserRole } from '@/lib/backend/db/schema';
import { backendFrom, type Backend } from '@/lib/backend/instance';
import { MemoryStorage } from '@/lib/backend/storage/local-folder-storage';
import { call, createTestBackend, loginAs } from '../support/backend';
import { openSecondProcessDatabase, TEST_APP_KEY } from '../support/database-template';

/*
 * On PGlite a process keeps who each token signs in between calls. Whatever changes that (a
 * freeze, a logout, a role given or taken, a department move, a deleted user, a revoked token),
 * made through the app or by a statement outside it, applies at the very next call. On PostgreSQL
 * every call reads its caller, in every process.
 */

let backend: Backend;
let other: Backend | null = null;
let admin: { token: string; userKey: string };

beforeAll(async () => {
  backend = await createTestBackend();
  const second = await openSecondProcessDatabase(backend.database);
  other = second && backendFrom(second, { storage: new MemoryStorage(), uploadMaxBytes: 1024 * 1024, defaultAppKey: TEST_APP_KEY });
  admin = await loginAs(backend, 'admin');
});
afterAll(async () => {
  await other?.database.close();
  await backend?.database.close();
});

const processes = () => (other ? [backend, other] : [backend]);
const db = () => backend.database.db;

/** Reads admin's profile: only an administrator may read another user's. */
async function readsAdminProfile(on: Backend, token: string): Promise<number> {
  return (await call(on, 'GET', `/api/app/base/app/sys/user/getUserInfo/${admin.userKey}`, { token })).body.code;
}

async function customerNames(on: Backend, token: string): Promise<{ code: number; names: string[] }> {
  const res = await call<{ records: { customer_name: string }[] }>(on, 'POST', '/api/crm/customer/query', { token, json: { pageSize: 200 } });
  return { code: res.body.code, names: res.body.data?.records.map((r) => r.customer_name) ?? [] };
}

describe('callers kept between calls', () => {
  it('a PGlite process answers a known token without reading its caller again', async () => {
    const sessions = backend.services.sessions;
    if (backend.database.kind === 'postgres') {
      expect(sessions).toBeNull();
      return;
    }
    await vi.waitFor(() => expect(sessions!.isListening).toBe(true));
    const lina = await loginAs(backend, 'lina');
    // Warms what else the process keeps (the permission set), then forgets the caller alone.
    await customerNames(backend, lina.token);
    sessions!.drop();
    const select = vi.spyOn(db(), 'select');
    try {
      await customerNames(backend, lina.token);
      const first = select.mock.calls.length;
      select.mockClear();
      await customerNames(backend, lina.token);
      expect(first - select.mock.calls.length).toBe(1);
    } finally {
      select.mockRestore();
    }
    expect(sessions!.size).toBeGreaterThan(0);
  });

  it('a frozen user’s next call is refused, and a logged-out token’s', async () => {
    const wang = await loginAs(backend, 'wangfang');
    const lina = await loginAs(backend, 'lina');
    for (const on of processes()) expect((await customerNames(on, wang.token)).code).toBe(0);
    const frozen = await call(backend, 'PUT', '/api/app/base/app/sys/user/frozenBatch', { token: admin.token, json: { ids: wang.userKey, status: '2' } });
    expect(frozen.body.code, frozen.body.msg).toBe(0);
    for (const on of processes()) expect((await customerNames(on, wang.token)).code).toBe(401);
    await call(backend, 'PUT', '/api/app/base/app/sys/user/frozenBatch', { token: admin.token, json: { ids: wang.userKey, status: '1' } });

    for (const on of processes()) expect((await customerNames(on, lina.token)).code).toBe(0);
    expect((await call(backend, 'POST', '/api/app/base/app/sys/user/logout', { token: lina.token })).body.code).toBe(0);
    for (const on of processes()) expect((await customerNames(on, lina.token)).code).toBe(401);
  });

  it('a role given or taken by a statement outside the app applies at the next call', async () => {
    const lina = await loginAs(backend, 'lina');
    for (const on of processes()) expect(await readsAdminProfile(on, lina.token)).not.toBe(0);
    const [adminRole] = await db().select({ key: sysRole.role_key }).from(sysRole).where(eq(sysRole.role_code, 'admin'));
    await db().insert(sysUserRole).values({ user_key: lina.userKey, role_key: adminRole!.key });
    for (const on of processes()) expect(await readsAdminProfile(on, lina.token)).toBe(0);
    await db().delete(sysUserRole).where(and(eq(sysUserRole.user_key, lina.userKey), eq(sysUserRole.role_key, adminRole!.key)));
    for (const on of processes()) expect(await readsAdminProfile(on, lina.token)).not.toBe(0);
  });

  it('a user moved to another department sees that department’s records at the next call', async () => {
    const lina = await loginAs(backend, 'lina');
    const south = '广州珠江银行股份有限公司';
    for (const on of processes()) expect((await customerNames(on, lina.token)).names).not.toContain(south);
    const before = await db().select().from(sysUserDepart).where(eq(sysUserDepart.user_key, lina.userKey));
    await db().update(sysUserDepart).set({ depart_key: 'dep-sales-south' }).where(eq(sysUserDepart.user_key, lina.userKey));
    try {
      for (const on of processes()) expect((await customerNames(on, lina.token)).names).toContain(south);
    } finally {
      await db().delete(sysUserDepart).where(eq(sysUserDepart.user_key, lina.userKey));
      await db().insert(sysUserDepart).values(before);
    }
    for (const on of processes()) expect((await customerNames(on, lina.token)).names).not.toContain(south);
  });

  it('a profile answers a change of name, role or department name made by a statement at the next call', async () => {
    const wang = await loginAs(backend, 'wangfang');
    type Profile = { realname: string; role_code_list: string[]; org_code_txt: string };
    const profile = async (on: Backend) => (await call<Profile>(on, 'GET', `/api/app/base/app/sys/user/getUserInfo/${wang.userKey}`, { token: wang.token })).body.data!;
    const before = await profile(backend);
    // Read twice, so a process that keeps profiles has this one kept.
    for (const on of processes()) expect(await profile(on)).toEqual(before);
    const [{ depart_key: departKey }] = await db().select({ depart_key: sysUserDepart.depart_key }).from(sysUserDepart).where(eq(sysUserDepart.user_key, wang.userKey)) as [{ depart_key: string }];
    const [{ depart_name: departName }] = await db().select({ depart_name: sysDepart.depart_name }).from(sysDepart).where(eq(sysDepart.depart_key, departKey)) as [{ depart_name: string }];
    const [auditor] = await db().select({ key: sysRole.role_key, code: sysRole.role_code }).from(sysRole).where(eq(sysRole.role_code, 'admin'));
    try {
      await db().update(sysUser).set({ realname: '王芳（新）' }).where(eq(sysUser.user_key, wang.userKey));
      for (const on of processes()) expect((await profile(on)).realname).toBe('王芳（新）');
      await db().insert(sysUserRole).values({ user_key: wang.userKey, role_key: auditor!.key });
      for (const on of processes()) expect((await profile(on)).role_code_list).toContain(auditor!.code);
      await db().update(sysDepart).set({ depart_name: '改名的部门' }).where(eq(sysDepart.depart_key, departKey));
      for (const on of processes()) expect((await profile(on)).org_code_txt).toContain('改名的部门');
    } finally {
      await db().update(sysUser).set({ realname: before.realname }).where(eq(sysUser.user_key, wang.userKey));
      await db().delete(sysUserRole).where(and(eq(sysUserRole.user_key, wang.userKey), eq(sysUserRole.role_key, auditor!.key)));
      await db().update(sysDepart).set({ depart_name: departName }).where(eq(sysDepart.depart_key, departKey));
    }
    for (const on of processes()) expect(await profile(on)).toEqual(before);
  });

  it('the app’s name changed by a statement is answered to the login page at the next call', async () => {
    const appName = async (on: Backend) => (await call<{ app_name: string }>(on, 'GET', `/api/app/base/app/sys/app/getByAppKey/${TEST_APP_KEY}`)).body.data!.app_name;
    const before = await appName(backend);
    // Read twice, so a process that keeps the app's row has it kept.
    for (const on of processes()) expect(await appName(on)).toBe(before);
    try {
      await db().update(sysApp).set({ app_name: '改名的应用' }).where(eq(sysApp.app_key, TEST_APP_KEY));
      for (const on of processes()) expect(await appName(on)).toBe('改名的应用');
    } finally {
      await db().update(sysApp).set({ app_name: before }).where(eq(sysApp.app_key, TEST_APP_KEY));
    }
    for (const on of processes()) expect(await appName(on)).toBe(before);
  });

  it('a user deleted, or a token revoked, by a statement outside the app is refused at the next call', async () => {
    const zhang = await loginAs(backend, 'zhangwei');
    for (const on of processes()) expect((await customerNames(on, zhang.token)).code).toBe(0);
    await db().update(sysUser).set({ del_flag: 1 }).where(eq(sysUser.user_key, zhang.userKey));
    for (const on of processes()) expect((await customerNames(on, zhang.token)).code).toBe(401);
    await db().update(sysUser).set({ del_flag: 0 }).where(eq(sysUser.user_key, zhang.userKey));
    for (const on of processes()) expect((await customerNames(on, zhang.token)).code).toBe(0);

    await db().update(sysToken).set({ revoke_time: new Date() }).where(eq(sysToken.token_hash, hashToken(zhang.token)));
    for (const on of processes()) expect((await customerNames(on, zhang.token)).code).toBe(401);
  });
});
