// @database postgres: filters and sorts over masked columns.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysSearchEntry } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { syncSearchIndex } from '@/lib/backend/search/search-index';
import { FIELD_APART } from '@/lib/backend/search/search-text';
import { encodeAdvancedQuery } from '@/lib/entity/advanced-query-wire';
import type { AdvancedQuery } from '@/lib/entity/advanced-query';
import type { GlobalSearchAnswer } from '@/lib/contract/global-search';
import { CUSTOM_FIELD_PATHS, type CustomFieldShape } from '@/lib/contract/custom-fields';
import { LIST_VIEW_PATHS } from '@/lib/contract/list-view-paths';
import type { ListView, ListViewSettings } from '@/lib/contract/list-views';
import { savedQueryPaths, type SavedQuery } from '@/lib/contract/saved-queries';
import { call, createTestBackend, loginAs } from '../support/backend';

/**
 * A sensitive value shown masked must not be readable through the list's questions either
 * (docs/entities.md, "Sensitive fields"): lina, who does not hold 查看敏感信息, reads the demo
 * contacts' mobiles masked, so she may not filter, query, sort or group by them, and the global
 * search does not match their hidden digits for her. Each refusal below was an oracle: one range or
 * prefix per digit read a whole number back. A holder of the right (admin, then lina once granted
 * it) still filters, and lina finds her own contact, whose number she reads whole, in the search.
 */
let backend: Backend;
type Session = { token: string; userKey: string };
let admin: Session;
let lina: Session;
beforeAll(async () => {
  backend = await createTestBackend();
  [admin, lina] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina')]);
});
afterAll(async () => backend?.database.close());

const CONTACT = '/api/crm/customer/contact';
const RESOURCE_CONTACT = '/api/crm/resource/contact';
type Rec = Record<string, unknown>;
type Page = { records: Rec[]; total: number; groups?: unknown[] };

const query = (who: Session, base: string, json: Rec) => call<Page>(backend, 'POST', `${base}/query`, { token: who.token, json });
const advanced = (who: Session, base: string, conditions: AdvancedQuery['conditions'], json: Rec = {}) =>
  query(who, base, { ...json, ...encodeAdvancedQuery({ matchType: 'and', conditions }) });
const search = (who: Session, q: string) => call<GlobalSearchAnswer>(backend, 'POST', '/api/app/base/search/global', { token: who.token, json: { q } });
const hitKeys = (answer: GlobalSearchAnswer | null, entity: string) => answer?.groups.find((g) => g.entity === entity)?.hits.map((h) => h.key) ?? [];

/** A refusal that names the field and its reason, and carries no records. */
function expectRefused(res: { body: { code: number; msg: string; data: unknown } }, msg: string): void {
  expect(res.body).toMatchObject({ code: 403, msg });
  expect(res.body.data).toBeNull();
}

describe('a reader without 查看敏感信息 cannot filter by a sensitive field', () => {
  it('a range on the mobile of 陈静 (whose number lina reads masked) is refused, whatever the bound', async () => {
    const shown = await query(lina, CONTACT, { contact_name: '陈静' });
    expect(shown.body.data!.records.map((r) => r.mobile)).toEqual(['139****0001']);
    for (const bound of ['>=13901000001', '>=13901000002', '<13901000001', '13901000001', '!13901000001']) {
      expectRefused(await query(lina, CONTACT, { contact_name: '陈静', mobile: bound }), '无权按敏感字段「手机号」筛选');
    }
  });

  it('a prefix (right_like) or a part (like) in the advanced query is refused, alone or beside other conditions', async () => {
    expectRefused(await advanced(lina, CONTACT, [{ field: 'mobile', rule: 'right_like', value: '1390100000' }]), '无权按敏感字段「手机号」筛选');
    expectRefused(await advanced(lina, CONTACT, [{ field: 'contact_name', rule: 'eq', value: '陈静' }, { field: 'mobile', rule: 'like', value: '0001' }]), '无权按敏感字段「手机号」筛选');
    expectRefused(await advanced(lina, CONTACT, [{ field: 'email', rule: 'left_like', value: '@example.com' }]), '无权按敏感字段「邮箱」筛选');
  });

  it('a part, a prefix or an end in the filter bar’s form is refused', async () => {
    for (const pattern of ['*0001*', '1390100000*', '*0001']) {
      expectRefused(await query(lina, CONTACT, { mobile: pattern }), '无权按敏感字段「手机号」筛选');
    }
  });

  it('the same holds for the mobile and the e-mail of resource contacts', async () => {
    const shown = await query(lina, RESOURCE_CONTACT, { contact_name: '陈立华' });
    expect(shown.body.data!.records.map((r) => [r.mobile, r.email])).toEqual([['139****0001', 'c***@example.com']]);
    expectRefused(await query(lina, RESOURCE_CONTACT, { contact_name: '陈立华', mobile: '>=13911000001' }), '无权按敏感字段「手机号」筛选');
    expectRefused(await query(lina, RESOURCE_CONTACT, { email: 'chenlh*' }), '无权按敏感字段「邮箱」筛选');
    expectRefused(await query(lina, RESOURCE_CONTACT, { email: '*lh@*' }), '无权按敏感字段「邮箱」筛选');
    expectRefused(await advanced(lina, RESOURCE_CONTACT, [{ field: 'email', rule: 'right_like', value: 'c' }]), '无权按敏感字段「邮箱」筛选');
    expectRefused(await advanced(lina, RESOURCE_CONTACT, [{ field: 'mobile', rule: 'ge', value: '13911000001' }]), '无权按敏感字段「手机号」筛选');
  });

  it('an Excel export filtered by it is refused too (it reads the list’s filters)', async () => {
    const res = await call(backend, 'POST', `${CONTACT}/exportXls`, { token: lina.token, json: { mobile: '1390100000*', columns: ['contact_name', 'mobile'] } });
    expect(res.body).toMatchObject({ code: 403, msg: '无权按敏感字段「手机号」筛选' });
  });
});

describe('the kind’s shape tells her pages what not to offer', () => {
  const unqueryable = async (who: Session, entity: string) =>
    (await call<CustomFieldShape>(backend, 'GET', CUSTOM_FIELD_PATHS.shape, { token: who.token, query: { entity } })).body.data?.unqueryable;

  it('names the sensitive fields to lina, none to admin', async () => {
    expect(await unqueryable(lina, 'customerContact')).toEqual(['mobile', 'email']);
    expect(await unqueryable(lina, 'resourceContact')).toEqual(['mobile', 'email']);
    expect(await unqueryable(lina, 'customer')).toEqual([]);
    expect(await unqueryable(admin, 'customerContact')).toEqual([]);
  });
});

describe('a reader without 查看敏感信息 cannot order or group by a sensitive field', () => {
  it('a sort by mobile or e-mail is refused', async () => {
    expectRefused(await query(lina, CONTACT, { customer_key: 'cus-demo-01', column: 'mobile', order: 'asc' }), '无权按敏感字段「手机号」排序');
    expectRefused(await query(lina, RESOURCE_CONTACT, { column: 'email', order: 'desc' }), '无权按敏感字段「邮箱」排序');
  });

  it('a grouping by mobile is refused (a text field never groups a list)', async () => {
    const res = await query(lina, CONTACT, { customer_key: 'cus-demo-01', groupBy: 'mobile' });
    expect(res.body.code).toBe(400);
    expect(res.body.data).toBeNull();
  });

  it('a view cannot be saved with them, and a colleague’s view using them opens for her without them', async () => {
    const settings: ListViewSettings = {
      kind: 'table', columns: [{ name: 'contact_name' }, { name: 'mobile' }], filters: { mobile: '139*', contact_name: '*陈*' }, filterValues: { mobile: '139', contact_name: '陈' },
      advanced: { matchType: 'and', conditions: [{ field: 'mobile', rule: 'right_like', value: '139' }] }, sort: { column: 'mobile', order: 'asc' }, groupBy: null, boardField: null,
    };
    const body = { entity: 'customerContact', name: '按手机', shared: true, shareRoles: ['sales_admin'], shareDepartments: [], settings };
    const refused = await call(backend, 'POST', LIST_VIEW_PATHS.save, { token: lina.token, json: body });
    expect(refused.body).toMatchObject({ code: 403, msg: expect.stringMatching(/^无权按敏感字段「手机号」(筛选|排序)$/) });
    for (const part of [{ filters: { mobile: '139*' } }, { advanced: settings.advanced }, { sort: settings.sort }]) {
      const one = await call(backend, 'POST', LIST_VIEW_PATHS.save, { token: lina.token, json: { ...body, settings: { ...settings, filters: {}, advanced: null, sort: null, ...part } } });
      expect(one.body.code, JSON.stringify(part)).toBe(403);
    }
    const kept = await call<{ view_key: string }>(backend, 'POST', LIST_VIEW_PATHS.save, { token: admin.token, json: body });
    expect(kept.body.code, kept.body.msg).toBe(0);
    const views = await call<ListView[]>(backend, 'GET', LIST_VIEW_PATHS.list, { token: lina.token, query: { entity: 'customerContact' } });
    const seen = views.body.data!.find((v) => v.view_key === kept.body.data!.view_key)!;
    expect(seen.settings).toEqual({ ...settings, filters: { contact_name: '*陈*' }, filterValues: { contact_name: '陈' }, advanced: null, sort: null });
    const own = await call<ListView[]>(backend, 'GET', LIST_VIEW_PATHS.list, { token: admin.token, query: { entity: 'customerContact' } });
    expect(own.body.data!.find((v) => v.view_key === kept.body.data!.view_key)!.settings).toEqual(settings);
  });

  it('an advanced query using them cannot be saved, and a colleague’s shared one is not offered to her', async () => {
    const rules = [{ field: 'mobile', rule: 'right_like' as const, value: '13901' }];
    const refused = await call(backend, 'POST', savedQueryPaths.save, { token: lina.token, json: { saveCode: 'customerContact', name: '手机前缀', matchType: 'and', rules } });
    expect(refused.body).toMatchObject({ code: 403, msg: '无权按敏感字段「手机号」筛选' });
    const kept = await call<{ query_key: string }>(backend, 'POST', savedQueryPaths.save, { token: admin.token, json: { saveCode: 'customerContact', name: '手机前缀', matchType: 'and', rules } });
    expect(kept.body.code, kept.body.msg).toBe(0);
    await call(backend, 'POST', savedQueryPaths.share, { token: admin.token, json: { queryKey: kept.body.data!.query_key, shared: true } });
    const offered = await call<SavedQuery[]>(backend, 'GET', savedQueryPaths.list, { token: lina.token, query: { saveCode: 'customerContact' } });
    expect(offered.body.code, offered.body.msg).toBe(0);
    expect(offered.body.data!.map((q) => q.query_key)).not.toContain(kept.body.data!.query_key);
    const admins = await call<SavedQuery[]>(backend, 'GET', savedQueryPaths.list, { token: admin.token, query: { saveCode: 'customerContact' } });
    expect(admins.body.data!.map((q) => q.query_key)).toContain(kept.body.data!.query_key);
  });
});

describe('the global search and sensitive values', () => {
  let linasContact: string;
  let adminsContact: string;
  beforeAll(async () => {
    const mine = await call<Rec>(backend, 'POST', `${CONTACT}/addOrUpdate`, { token: lina.token, json: { customer_key: 'cus-demo-01', contact_name: '自己的联系人', mobile: '13977770001', email: 'own.contact@example.com' } });
    expect(mine.body.code, mine.body.msg).toBe(0);
    linasContact = String(mine.body.data!.contact_key);
    const theirs = await call<Rec>(backend, 'POST', `${CONTACT}/addOrUpdate`, { token: admin.token, json: { customer_key: 'cus-demo-01', contact_name: '同事的联系人', mobile: '13966660001', email: 'hidden.mailbox@example.com' } });
    expect(theirs.body.code, theirs.body.msg).toBe(0);
    adminsContact = String(theirs.body.data!.contact_key);
  });

  it('does not match a colleague’s contact by the digits lina reads masked: whole, prefix or part', async () => {
    for (const q of ['13901000001', '1390100', '01000001', '13966660001', '6666']) {
      const res = await search(lina, q);
      expect(res.body.code, res.body.msg).toBe(0);
      const found = hitKeys(res.body.data, 'customerContact');
      expect(found, q).not.toContain('con-demo-01');
      expect(found, q).not.toContain(adminsContact);
    }
  });

  it('does not match a colleague’s contact by the hidden part of an e-mail', async () => {
    for (const q of ['hidden.mailbox', 'mailbox', 'hidden']) {
      expect(hitKeys((await search(lina, q)).body.data, 'customerContact'), q).not.toContain(adminsContact);
    }
  });

  it('still finds a colleague’s contact by what lina reads (its name)', async () => {
    expect(hitKeys((await search(lina, '同事的联系人')).body.data, 'customerContact')).toContain(adminsContact);
  });

  it('finds lina’s own contact by its number and e-mail, which she reads whole', async () => {
    expect(hitKeys((await search(lina, '13977770001')).body.data, 'customerContact')).toContain(linasContact);
    expect(hitKeys((await search(lina, 'own.contact')).body.data, 'customerContact')).toContain(linasContact);
  });

  it('an entry written before its sensitive sections existed is written again at start-up', async () => {
    const db = backend.database.db;
    const entry = and(eq(sysSearchEntry.entity, 'customerContact'), eq(sysSearchEntry.record_key, 'con-demo-02'));
    await db.update(sysSearchEntry).set({ haystack: '王磊\u000113901000002\u0001wl wanglei' }).where(entry);
    expect(hitKeys((await search(lina, '13901000002')).body.data, 'customerContact')).toContain('con-demo-02');
    expect(await syncSearchIndex(db)).toBeGreaterThan(0);
    const [rewritten] = await db.select({ haystack: sysSearchEntry.haystack }).from(sysSearchEntry).where(entry);
    const [open, ...sections] = rewritten!.haystack.split(FIELD_APART);
    expect(open).toContain('王磊');
    expect(open).not.toContain('13901000002');
    expect(sections).toEqual([expect.stringMatching(/^mobile\u0003.*13901000002/), expect.stringMatching(/^email\u0003/)]);
    expect(hitKeys((await search(lina, '13901000002')).body.data, 'customerContact')).not.toContain('con-demo-02');
    expect(await syncSearchIndex(db)).toBe(0);
  });

  it('finds them for a holder of the right, who is not their owner, with the number masked', async () => {
    const res = await search(admin, '13977770001');
    const hit = res.body.data!.groups.find((g) => g.entity === 'customerContact')?.hits.find((h) => h.key === linasContact);
    expect(hit).toMatchObject({ title: '自己的联系人', matched: '139****0001' });
    expect(hitKeys((await search(admin, '13901000001')).body.data, 'customerContact')).toContain('con-demo-01');
  });
});

describe('a holder of the right still filters and sorts by them', () => {
  it('admin filters the range, the prefix and the e-mail, and sorts', async () => {
    expect((await query(admin, CONTACT, { contact_name: '陈静', mobile: '>=13901000001' })).body.data!.total).toBe(1);
    expect((await query(admin, CONTACT, { contact_name: '陈静', mobile: '>=13901000002' })).body.data!.total).toBe(0);
    const prefix = await advanced(admin, CONTACT, [{ field: 'mobile', rule: 'right_like', value: '1390100000' }], { customer_key: 'cus-demo-01' });
    expect(prefix.body.data!.records.map((r) => r.contact_key)).toContain('con-demo-01');
    expect((await query(admin, RESOURCE_CONTACT, { email: 'chenlh*' })).body.data!.records.map((r) => r.contact_key)).toEqual(['rct-demo-01']);
    const sorted = await query(admin, CONTACT, { customer_key: 'cus-demo-01', column: 'mobile', order: 'asc' });
    expect(sorted.body.code, sorted.body.msg).toBe(0);
  });

  it('lina, once her role holds 查看敏感信息, filters too', async () => {
    const grants = await call<string[]>(backend, 'GET', '/api/app/base/app/sys/permission/queryRolePermission', { token: admin.token, query: { roleId: 'role-sales-admin' } });
    const saved = await call(backend, 'POST', '/api/app/base/app/sys/permission/saveRolePermission', {
      token: admin.token, form: { roleId: 'role-sales-admin', permissionIds: [...grants.body.data!, 'perm-sensitive-reveal'].join(',') },
    });
    expect(saved.body.code, saved.body.msg).toBe(0);
    const one = await query(lina, CONTACT, { contact_name: '陈静', mobile: '>=13901000001' });
    expect(one.body.code, one.body.msg).toBe(0);
    expect(one.body.data!.records.map((r) => r.mobile)).toEqual(['139****0001']);
    expect((await query(lina, CONTACT, { contact_name: '陈静', mobile: '>=13901000002' })).body.data!.total).toBe(0);
    expect((await query(lina, RESOURCE_CONTACT, { email: 'chenlh*' })).body.data!.total).toBe(1);
    expect(hitKeys((await search(lina, '13901000001')).body.data, 'customerContact')).toContain('con-demo-01');
  });
});
