import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { and, count, eq } from 'drizzle-orm';
import { bizMessage, bizMessageAcceptor, crmCustomer } from '@/lib/backend/db/schema';
import { workflowPaths } from '@/lib/contract/workflow';
import { call, createTestBackend, loginAs } from '../support/backend';

let backend: Backend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(async () => backend?.database.close());

type Menu = { id: string; path: string; isFavorite: boolean; children?: Menu[] };
const flat = (items: Menu[]): Menu[] => items.flatMap((m) => [m, ...flat(m.children ?? [])]);
const FAV = '/api/app/base/app/sys/user/permission/favorite';

describe('favourite menus', () => {
  it('stars and unstars a menu, and the menu tree carries the flag', async () => {
    const lina = await loginAs(backend, 'lina');
    const added = await call(backend, 'POST', `${FAV}/addFavorite`, { token: lina.token, json: { menu_type: 1, permission_key: 'perm-crm-customer', user_key: lina.userKey } });
    expect(added.body).toMatchObject({ code: 0, msg: '收藏成功' });
    const list = await call<{ permission_key: string; url: string }[]>(backend, 'GET', `${FAV}/list`, { token: lina.token });
    expect(list.body.data).toEqual([expect.objectContaining({ permission_key: 'perm-crm-customer', url: '/crm/customer' })]);
    const perms = await call<{ menu: Menu[] }>(backend, 'GET', `/api/app/base/app/sys/permission/getUserPermissionByToken/${lina.token}`, { token: lina.token });
    expect(flat(perms.body.data!.menu).find((m) => m.id === 'perm-crm-customer')?.isFavorite).toBe(true);

    // Another session of the same user sees it: favourites live on the server.
    const again = await loginAs(backend, 'lina');
    expect((await call<unknown[]>(backend, 'GET', `${FAV}/list`, { token: again.token })).body.data).toHaveLength(1);

    const removed = await call(backend, 'POST', `${FAV}/deleteFavorite`, { token: lina.token, form: { permission_key: 'perm-crm-customer', user_key: lina.userKey } });
    expect(removed.body).toMatchObject({ code: 0, msg: '取消成功' });
    expect((await call<unknown[]>(backend, 'GET', `${FAV}/list`, { token: lina.token })).body.data).toEqual([]);
  });

  it('refuses another user’s key and menus the user may not open', async () => {
    const lina = await loginAs(backend, 'lina');
    expect((await call(backend, 'POST', `${FAV}/addFavorite`, { token: lina.token, json: { permission_key: 'perm-crm-customer', user_key: 'usr-admin' } })).body.code).toBe(403);
    expect((await call(backend, 'POST', `${FAV}/addFavorite`, { token: lina.token, json: { permission_key: 'perm-system-user' } })).body.code).toBe(400);
  });
});

describe('interface settings', () => {
  it('saves and reads the top-bar choice per user, and refuses unknown keys or bad values', async () => {
    const lina = await loginAs(backend, 'lina');
    const admin = await loginAs(backend, 'admin');
    const get = (token: string) => call<string[] | null>(backend, 'GET', '/api/app/base/app/sys/user/setting/get', { token, query: { key: 'nav.topMenus' } });
    expect((await get(lina.token)).body.data).toBeNull();
    const saved = await call(backend, 'POST', '/api/app/base/app/sys/user/setting/save', { token: lina.token, json: { key: 'nav.topMenus', value: ['perm-home', 'perm-crm'] } });
    expect(saved.body).toMatchObject({ code: 0, msg: '保存成功' });
    await call(backend, 'POST', '/api/app/base/app/sys/user/setting/save', { token: lina.token, json: { key: 'nav.topMenus', value: ['perm-crm'] } });
    expect((await get(lina.token)).body.data).toEqual(['perm-crm']);
    expect((await get(admin.token)).body.data).toBeNull();
    expect((await call(backend, 'POST', '/api/app/base/app/sys/user/setting/save', { token: lina.token, json: { key: 'x', value: 1 } })).body.code).toBe(400);
    expect((await call(backend, 'POST', '/api/app/base/app/sys/user/setting/save', { token: lina.token, json: { key: 'nav.topMenus', value: 'nope' } })).body.code).toBe(400);
  });
});

describe('page rights on API calls', () => {
  it('refuses a role-management call to staff and answers it to the admin', async () => {
    const lina = await loginAs(backend, 'lina');
    const admin = await loginAs(backend, 'admin');
    expect((await call(backend, 'GET', '/api/app/base/sys/role/queryall', { token: lina.token })).body.code).toBe(403);
    const roles = await call<{ role_code: string }[]>(backend, 'GET', '/api/app/base/sys/role/queryall', { token: admin.token });
    // The demo's roles by rank; duty roles (sales_admin, finance, …) come and go with the modules that use them.
    expect(roles.body.data!.map((r) => r.role_code)).toEqual(expect.arrayContaining(['admin', 'leader', 'staff', 'sales_admin']));
  });
});

describe('unread totals and the dashboard', () => {
  it('counts only published unread messages addressed to the caller', async () => {
    const lina = await loginAs(backend, 'lina');
    const db = backend.database.db;
    // Empty inboxes to start from: the demo seed publishes a notice to everyone.
    await db.delete(bizMessageAcceptor);
    await db.insert(bizMessage).values([
      { message_key: 'm1', message_type: 'BUSINESS', message_content: '<p>审批任务：立项申请</p>', status: 'PUBLISHED', publish_time: new Date() },
      { message_key: 'm2', message_type: 'ADMINISTRATION', message_content: '通知', title: '放假通知', status: 'PUBLISHED', publish_time: new Date() },
      { message_key: 'm3', message_type: 'ADMINISTRATION', message_content: '草稿', status: 'DRAFT' },
    ]);
    await db.insert(bizMessageAcceptor).values([
      { message_key: 'm1', ref_key: lina.userKey },
      { message_key: 'm2', ref_key: lina.userKey },
      { message_key: 'm3', ref_key: lina.userKey },
      { message_key: 'm2', ref_key: 'usr-admin', read_status: 'READED' },
    ]);
    const totals = await call(backend, 'GET', '/api/fintech/biz/message/queryMsgTotal', { token: lina.token });
    expect(totals.body.data).toEqual({ business: 1, administration: 1, total: 2 });
    const admin = await loginAs(backend, 'admin');
    expect((await call(backend, 'GET', '/api/fintech/biz/message/queryMsgTotal', { token: admin.token })).body.data).toEqual({ business: 0, administration: 0, total: 0 });

    type Section = { total: number; items: { title: string; link: string }[] };
    type Overview = { unreadMessages: Section; recentCustomers: Section; pendingApprovals: Section | null; myProjects: Section | null };
    const overview = await call<Overview>(backend, 'GET', '/api/app/base/app/dashboard/overview', { token: lina.token });
    expect(overview.body.data!.unreadMessages.total).toBe(2);
    expect(overview.body.data!.unreadMessages.items.map((i) => i.title).sort()).toEqual(['审批任务：立项申请', '放假通知']);
    // Her customers: the ones she can see outside the pool, newest first, each linking to its record page.
    const customers = overview.body.data!.recentCustomers;
    expect(customers.total).toBeGreaterThanOrEqual(4);
    expect(customers.items.length).toBeLessThanOrEqual(5);
    expect(customers.items.length).toBeGreaterThan(0);
    for (const item of customers.items) expect(item.link).toMatch(/^\/crm\/customer\/cus-demo-\d+$/);
    // What waits for her (the demo returned one of her requests to her) is what her 待办 lists.
    const waiting = await call<{ total: number }>(backend, 'POST', workflowPaths.pending, { token: lina.token, json: {} });
    expect(overview.body.data!.pendingApprovals!.total).toBe(waiting.body.data!.total);
    // Her projects: the two she manages and the one she takes part in, each opening its workspace.
    const projects = overview.body.data!.myProjects!;
    expect(projects.total).toBe(3);
    expect(projects.items.map((i) => i.title).sort()).toEqual(['前海跨境收付款通道升级', '浦江信托家族信托数字化平台', '钱塘财富稳健理财推广']);
    for (const item of projects.items) expect(item.link).toMatch(/^\/okrProject\/overview\?key=prj-demo-0\d$/);
    // 管理员 sees every project; his own is the demo's internal one.
    const adminOverview = await call<Overview>(backend, 'GET', '/api/app/base/app/dashboard/overview', { token: admin.token });
    expect(adminOverview.body.data!.myProjects!.items.map((i) => i.title)).toEqual(['内部CRM移动端接入']);
    // He follows none of the customers, yet the card counts the ones he can see, as the customer list it links to does.
    const [visible] = await db.select({ n: count() }).from(crmCustomer).where(and(eq(crmCustomer.in_sea, false), eq(crmCustomer.del_flag, 0)));
    expect(adminOverview.body.data!.recentCustomers.total).toBe(Number(visible!.n));
    expect(adminOverview.body.data!.recentCustomers.total).toBeGreaterThan(0);
  });
});
