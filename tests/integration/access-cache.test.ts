// @database postgres: a second process on the same database, its caches apart.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysDepart, sysPermission, sysRolePermission } from '@/lib/backend/db/schema';
import { backendFrom, type Backend } from '@/lib/backend/instance';
import { MemoryStorage } from '@/lib/backend/storage/local-folder-storage';
import { call, createTestBackend, loginAs } from '../support/backend';
import { openSecondProcessDatabase, TEST_APP_KEY } from '../support/database-template';

/*
 * A process keeps the department tree and each user's permission set between calls. Any change to
 * what decides them, made through the app or by a statement outside it, in this process or in
 * another on the same PostgreSQL database, applies at the very next call.
 */

let backend: Backend;
/** A second process on the same database (PostgreSQL only): its own caches, nothing shared. */
let other: Backend | null = null;
let lina: { token: string };
let admin: { token: string };

beforeAll(async () => {
  backend = await createTestBackend();
  const second = await openSecondProcessDatabase(backend.database);
  other = second && backendFrom(second, { storage: new MemoryStorage(), uploadMaxBytes: 1024 * 1024, defaultAppKey: TEST_APP_KEY });
  [lina, admin] = await Promise.all([loginAs(backend, 'lina'), loginAs(backend, 'admin')]);
});
afterAll(async () => {
  await other?.database.close();
  await backend?.database.close();
});

const processes = () => (other ? [backend, other] : [backend]);

async function customerNames(on: Backend, token: string): Promise<{ code: number; names: string[] }> {
  const res = await call<{ records: { customer_name: string }[] }>(on, 'POST', '/api/crm/customer/query', { token, json: { pageSize: 200 } });
  return { code: res.body.code, names: res.body.data?.records.map((r) => r.customer_name) ?? [] };
}

describe('what a process keeps of access', () => {
  it('a department moved under the caller’s applies to her scope at the next call, in every process', async () => {
    for (const on of processes()) expect((await customerNames(on, lina.token)).names).not.toContain('广州珠江银行股份有限公司');
    // An administrator moves 华南销售组 under lina's 华东销售组, through the app.
    const [south] = await backend.database.db.select().from(sysDepart).where(eq(sysDepart.depart_key, 'dep-sales-south'));
    const moved = await call(backend, 'POST', '/api/app/base/sys/depart/addOrUpdate', {
      token: admin.token, json: { depart_key: 'dep-sales-south', version: south!.version, depart_name: south!.depart_name, org_code: south!.org_code, parent_key: 'dep-sales-east' },
    });
    expect(moved.body.code, moved.body.msg).toBe(0);
    for (const on of processes()) expect((await customerNames(on, lina.token)).names).toContain('广州珠江银行股份有限公司');
    // And back, by a statement outside the app.
    await backend.database.db.update(sysDepart).set({ parent_key: 'dep-sales' }).where(eq(sysDepart.depart_key, 'dep-sales-south'));
    for (const on of processes()) expect((await customerNames(on, lina.token)).names).not.toContain('广州珠江银行股份有限公司');
  });

  it('a permission taken from the caller’s roles refuses her next call, in every process', async () => {
    for (const on of processes()) expect((await customerNames(on, lina.token)).code).toBe(0);
    const keys = (await backend.database.db.select({ key: sysPermission.permission_key }).from(sysPermission).where(eq(sysPermission.name, 'crm-customer'))).map((r) => r.key);
    const taken = await backend.database.db.delete(sysRolePermission).where(inArray(sysRolePermission.permission_key, keys)).returning();
    expect(taken.length).toBeGreaterThan(0);
    for (const on of processes()) expect((await customerNames(on, lina.token)).code).not.toBe(0);
    await backend.database.db.insert(sysRolePermission).values(taken);
    for (const on of processes()) expect((await customerNames(on, lina.token)).code).toBe(0);
  });
});
