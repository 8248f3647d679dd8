import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysTrackLog } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { apiPaths } from '@/lib/contract/api-paths';
import { call, createTestBackend, loginAs } from '../support/backend';

let backend: Backend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(async () => backend?.database.close());

describe('track/log/create', () => {
  it('keeps a signed-in user’s click with its event, page and label', async () => {
    const lina = await loginAs(backend, 'lina');
    const res = await call(backend, 'POST', apiPaths.trackLogCreate, { token: lina.token, json: { event: 'topMenu.open', page: '/crm/customer', label: '客户管理' } });
    expect(res.body.code).toBe(0);
    const rows = await backend.database.db.select().from(sysTrackLog).where(eq(sysTrackLog.user_key, lina.userKey));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ event: 'topMenu.open', page: '/crm/customer', label: '客户管理' });
  });

  it('refuses a strange event name or a page that is no site path, and callers without a session', async () => {
    const lina = await loginAs(backend, 'lina');
    const bad = await call(backend, 'POST', apiPaths.trackLogCreate, { token: lina.token, json: { event: '<script>', page: '/x' } });
    expect(bad.body).toMatchObject({ code: 400, msg: '埋点事件名称不正确' });
    const offsite = await call(backend, 'POST', apiPaths.trackLogCreate, { token: lina.token, json: { event: 'a', page: 'https://evil.example/' } });
    expect(offsite.body).toMatchObject({ code: 400, msg: '页面地址不正确' });
    expect((await call(backend, 'POST', apiPaths.trackLogCreate, { json: { event: 'a', page: '/' } })).body.code).toBe(401);
  });
});
