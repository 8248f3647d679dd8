import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { call, createTestBackend, loginAs } from '../support/backend';

/**
 * What the user lists tell each kind of caller about colleagues (docs/security.md, "data of other
 * departments"): an administrator everything, staff choosing colleagues for an approval (the
 * company directory) and partner accounts only what a picker shows, names, departments and
 * positions, never contact details, accounts, birthdays or roles.
 */
const USER = '/api/app/base/app/sys/user';
const USERS = `${USER}/list`;

type Row = Record<string, unknown>;
type Page = { records: Row[]; total: number };

/** Everything a picker needs of a colleague, and nothing more. */
const DIRECTORY_FIELDS = ['avatar', 'belong_departs', 'org_code_txt', 'position_names', 'realname', 'user_key'];
const PERSONAL_FIELDS = ['phone', 'email', 'birthday', 'username', 'sex', 'role_code_list', 'role_id_list', 'create_time', 'status'];

let backend: Backend;
let admin: { token: string };
let lina: { token: string };
let partner: { token: string; userKey: string };

beforeAll(async () => {
  backend = await createTestBackend();
  admin = await loginAs(backend, 'admin');
  lina = await loginAs(backend, 'lina');
  // A partner company's account that an administrator placed in a staff department (信息技术部, admin's).
  const created = await call(backend, 'POST', `${USER}/addPartnerSysUser`, {
    token: admin.token,
    json: { username: 'partner_it', realname: '伙伴驻场', company_name: '鼎信', phone: '13900001111', email: 'partner@example.com', password: 'Partner2026', selecteddeparts: 'dep-it', activate: true },
  });
  expect(created.body.code).toBe(0);
  partner = await loginAs(backend, 'partner_it', 'Partner2026');
});
afterAll(async () => {
  await backend?.database.close();
});

const byName = (page: Page | null | undefined, realname: string) => page?.records.find((r) => r.realname === realname);

describe('the company directory (scope=company)', () => {
  it('answers staff only what a picker needs: key, name, avatar, departments and positions', async () => {
    const everyone = await call<Page>(backend, 'GET', USERS, { token: lina.token, query: { scope: 'company', pageSize: 50 } });
    expect(everyone.body.code).toBe(0);
    expect(everyone.body.data!.records.length).toBeGreaterThanOrEqual(4);
    for (const record of everyone.body.data!.records) expect(Object.keys(record).sort()).toEqual(DIRECTORY_FIELDS);
    expect(byName(everyone.body.data, '王芳')).toEqual({
      user_key: 'usr-finance', realname: '王芳', avatar: null, belong_departs: ['dep-finance'], org_code_txt: '财务部', position_names: ['财务经理'],
    });
    expect(byName(everyone.body.data, '张伟')).toMatchObject({ position_names: ['总经理'] });
  });

  it('still finds a colleague by the account one knows, without answering it', async () => {
    const found = await call<Page>(backend, 'GET', USERS, { token: lina.token, query: { scope: 'company', keyword: 'wangfang' } });
    expect(found.body.data!.records.map((r) => r.realname)).toEqual(['王芳']);
    expect(found.body.data!.records[0]).not.toHaveProperty('username');
  });

  it('offers only active accounts: a frozen colleague cannot take part in an approval', async () => {
    const frozen = await call(backend, 'POST', `${USER}/add`, {
      token: admin.token,
      json: { username: 'frozen_rep', realname: '冻结代表', password: 'Welcome2026', selectedroles: 'role-staff', selecteddeparts: 'dep-finance' },
    });
    expect(frozen.body.code).toBe(0);
    const key = (frozen.body.data as { user_key: string }).user_key;
    expect((await call(backend, 'PUT', `${USER}/frozenBatch`, { token: admin.token, json: { ids: key, status: '2' } })).body.code).toBe(0);
    const finance = await call<Page>(backend, 'GET', USERS, { token: lina.token, query: { scope: 'company', departKey: 'dep-finance' } });
    expect(finance.body.data!.records.map((r) => r.realname)).toEqual(['王芳']);
    expect(finance.body.data!.total).toBe(1);
  });

  it('answers an administrator the full records', async () => {
    const everyone = await call<Page>(backend, 'GET', USERS, { token: admin.token, query: { scope: 'company', pageSize: 50 } });
    const wangfang = byName(everyone.body.data, '王芳')!;
    for (const field of PERSONAL_FIELDS) expect(wangfang).toHaveProperty(field);
    expect(wangfang.username).toBe('wangfang');
  });

  it('is still refused to partner accounts', async () => {
    expect((await call(backend, 'GET', USERS, { token: partner.token, query: { scope: 'company' } })).body.code).toBe(403);
  });
});

describe('a partner account placed in a staff department', () => {
  it('lists the people of its department without any of their personal details', async () => {
    const listed = await call<Page>(backend, 'GET', USERS, { token: partner.token, query: { pageSize: 50 } });
    expect(listed.body.code).toBe(0);
    expect(listed.body.data!.records.map((r) => r.realname).sort()).toEqual(['伙伴驻场', '系统管理员'].sort());
    for (const record of listed.body.data!.records) expect(Object.keys(record).sort()).toEqual(DIRECTORY_FIELDS);
    const byDepart = await call<Page>(backend, 'GET', USERS, { token: partner.token, query: { departKey: 'dep-it' } });
    for (const record of byDepart.body.data!.records) expect(Object.keys(record).sort()).toEqual(DIRECTORY_FIELDS);
  });

  it('gets the same from the other user searches', async () => {
    const search = await call<Row[]>(backend, 'GET', `${USER}/querySysUserList`, { token: partner.token, query: { keyword: '管理' } });
    expect(search.body.data!.map((r) => r.realname)).toEqual(['系统管理员']);
    for (const record of search.body.data!) expect(Object.keys(record).sort()).toEqual(DIRECTORY_FIELDS);
    const byDepart = await call<Page>(backend, 'GET', `${USER}/queryPageListByDepartKey`, { token: partner.token, query: { departKey: 'dep-it' } });
    expect(byDepart.body.data!.total).toBe(2);
    for (const record of byDepart.body.data!.records) expect(Object.keys(record).sort()).toEqual(DIRECTORY_FIELDS);
  });

  it('leaves staff their own departments’ full records (the managed scope)', async () => {
    const mine = await call<Page>(backend, 'GET', USERS, { token: lina.token });
    expect(mine.body.data!.records.map((r) => r.username)).toEqual(['lina']);
    expect(mine.body.data!.records[0]).toHaveProperty('phone');
  });
});

describe('names by key', () => {
  it('answer a non-administrator names and avatars, not accounts', async () => {
    const names = await call<Row[]>(backend, 'GET', `${USER}/listByUserKey`, { token: partner.token, query: { userKeys: 'usr-sales,usr-finance' } });
    expect(names.body.data!.map((r) => Object.keys(r).sort())).toEqual([['avatar', 'realname', 'user_key'], ['avatar', 'realname', 'user_key']]);
    const asStaff = await call<Row[]>(backend, 'GET', `${USER}/listByUserKey`, { token: lina.token, query: { userKeys: 'usr-finance' } });
    expect(asStaff.body.data).toEqual([{ user_key: 'usr-finance', realname: '王芳', avatar: null }]);
    const asAdmin = await call<Row[]>(backend, 'GET', `${USER}/listByUserKey`, { token: admin.token, query: { userKeys: 'usr-finance' } });
    expect(asAdmin.body.data).toEqual([{ user_key: 'usr-finance', username: 'wangfang', realname: '王芳', avatar: null }]);
  });
});
