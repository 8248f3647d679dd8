// @database postgres: filters of every operator, translated into SQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysPosition } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import type { AdvancedQuery, QueryCondition } from '@/lib/entity/advanced-query';
import { encodeAdvancedQuery } from '@/lib/entity/advanced-query-wire';
import { newCustomerKey } from '../support/customers';
import { call, createTestBackend, loginAs } from '../support/backend';

let backend: Backend;
let admin: { token: string; userKey: string };

const POSITIONS = '/api/app/base/sys/position';
const USERS = '/api/app/base/app/sys/user';
const CUSTOMER_DEPARTMENTS = '/api/crm/customer/department';
type Page = { records: Record<string, unknown>[]; total: number };

beforeAll(async () => {
  backend = await createTestBackend();
  admin = await loginAs(backend, 'admin');
  // The rules are checked against this file's own positions, not the demo's.
  await backend.database.db.delete(sysPosition);
  for (const [code, name, rank] of [['AQ-FA', '财务分析师', 3], ['AQ-PM', '项目经理', 5], ['AQ-SA', '销售顾问', 2], ['AQ-SM', '销售经理', 7]] as const) {
    const res = await call(backend, 'POST', `${POSITIONS}/addOrUpdate`, { token: admin.token, json: { code, name, rank } });
    if (res.body.code !== 0) throw new Error(res.body.msg);
  }
});
afterAll(async () => backend?.database.close());

async function query(path: string, token: string, advanced: AdvancedQuery | null, extra: Record<string, unknown> = {}, language?: string) {
  const json = { pageNo: 1, pageSize: 50, column: 'code', order: 'asc', ...extra, ...encodeAdvancedQuery(advanced) };
  return call<Page>(backend, 'POST', `${path}/query`, { token, json, headers: language ? { 'accept-language': language } : {} });
}

const codes = async (conditions: QueryCondition[], matchType: 'and' | 'or' = 'and', extra: Record<string, unknown> = {}) => {
  const res = await query(POSITIONS, admin.token, { matchType, conditions }, extra);
  if (res.body.code !== 0) throw new Error(res.body.msg);
  return res.body.data!.records.map((r) => r.code);
};

describe('advanced query on entity lists', () => {
  it('joins conditions with AND or OR', async () => {
    const sales: QueryCondition = { field: 'name', rule: 'like', value: '销售' };
    const senior: QueryCondition = { field: 'rank', rule: 'ge', value: '5' };
    expect(await codes([sales, senior], 'and')).toEqual(['AQ-SM']);
    expect(await codes([sales, senior], 'or')).toEqual(['AQ-PM', 'AQ-SA', 'AQ-SM']);
  });

  it('applies every rule, typed by the field', async () => {
    expect(await codes([{ field: 'code', rule: 'eq', value: 'AQ-PM' }])).toEqual(['AQ-PM']);
    expect(await codes([{ field: 'name', rule: 'like', value: '经理' }])).toEqual(['AQ-PM', 'AQ-SM']);
    expect(await codes([{ field: 'name', rule: 'right_like', value: '销售' }])).toEqual(['AQ-SA', 'AQ-SM']);
    expect(await codes([{ field: 'name', rule: 'left_like', value: '顾问' }])).toEqual(['AQ-SA']);
    expect(await codes([{ field: 'code', rule: 'right_like', value: 'AQ-' }, { field: 'code', rule: 'ne', value: 'AQ-PM' }])).toEqual(['AQ-FA', 'AQ-SA', 'AQ-SM']);
    expect(await codes([{ field: 'rank', rule: 'gt', value: '5' }])).toEqual(['AQ-SM']);
    expect(await codes([{ field: 'rank', rule: 'ge', value: '5' }])).toEqual(['AQ-PM', 'AQ-SM']);
    expect(await codes([{ field: 'rank', rule: 'lt', value: '3' }])).toEqual(['AQ-SA']);
    expect(await codes([{ field: 'rank', rule: 'le', value: '3' }])).toEqual(['AQ-FA', 'AQ-SA']);
    // A wildcard typed by the user is a character, not a pattern.
    expect(await codes([{ field: 'name', rule: 'like', value: '%' }])).toEqual([]);
  });

  it("takes several values for 'in', also comma-joined", async () => {
    expect(await codes([{ field: 'rank', rule: 'in', value: ['2', '7'] }])).toEqual(['AQ-SA', 'AQ-SM']);
    expect(await codes([{ field: 'code', rule: 'in', value: 'AQ-FA,AQ-PM' }])).toEqual(['AQ-FA', 'AQ-PM']);
    const single = await query(POSITIONS, admin.token, { matchType: 'and', conditions: [{ field: 'rank', rule: 'eq', value: ['2', '7'] }] });
    expect(single.body).toMatchObject({ code: 400, msg: '请填写查询值' });
  });

  it('still ANDs the simple filters with the whole advanced group', async () => {
    const either: QueryCondition[] = [{ field: 'code', rule: 'eq', value: 'AQ-FA' }, { field: 'code', rule: 'eq', value: 'AQ-SM' }];
    expect(await codes(either, 'or', { name: '*经理*' })).toEqual(['AQ-SM']);
  });

  it('treats a plain date on a date-time field as the whole day', async () => {
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date());
    expect(await codes([{ field: 'create_time', rule: 'eq', value: today }, { field: 'code', rule: 'right_like', value: 'AQ-' }])).toHaveLength(4);
    expect(await codes([{ field: 'create_time', rule: 'lt', value: today }, { field: 'code', rule: 'right_like', value: 'AQ-' }])).toEqual([]);
    expect(await codes([{ field: 'create_time', rule: 'in', value: ['2001-01-01', today] }, { field: 'code', rule: 'right_like', value: 'AQ-' }])).toHaveLength(4);
  });

  it('refuses values of the wrong type with the field label', async () => {
    const number = await query(POSITIONS, admin.token, { matchType: 'and', conditions: [{ field: 'rank', rule: 'gt', value: 'abc' }] });
    expect(number.body).toMatchObject({ code: 400, msg: '职级必须是数字' });
    const inList = await query(POSITIONS, admin.token, { matchType: 'and', conditions: [{ field: 'rank', rule: 'in', value: ['1', 'x'] }] });
    expect(inList.body).toMatchObject({ code: 400, msg: '职级必须是数字' });
    const date = await query(USERS, admin.token, { matchType: 'and', conditions: [{ field: 'birthday', rule: 'eq', value: '2024-02-30' }] });
    expect(date.body).toMatchObject({ code: 400, msg: '生日的格式应为 YYYY-MM-DD' });
    const moment = await query(POSITIONS, admin.token, { matchType: 'and', conditions: [{ field: 'create_time', rule: 'ge', value: 'yesterday' }] });
    expect(moment.body).toMatchObject({ code: 400, msg: '创建时间的格式应为 YYYY-MM-DD HH:mm:ss' });
    const english = await query(POSITIONS, admin.token, { matchType: 'and', conditions: [{ field: 'rank', rule: 'gt', value: 'abc' }] }, {}, 'en-US');
    expect(english.body.code).toBe(400);
    expect(english.body.msg).not.toMatch(/validation\./);
  });

  it('refuses unknown, hidden and unstored fields, and rules the field type does not allow', async () => {
    const unknown = await query(POSITIONS, admin.token, { matchType: 'and', conditions: [{ field: 'salary', rule: 'eq', value: '1' }] });
    expect(unknown.body).toMatchObject({ code: 400, msg: '不支持的查询字段：salary' });
    const hidden = await query(USERS, admin.token, { matchType: 'and', conditions: [{ field: 'password_hash', rule: 'like', value: '$' }] });
    expect(hidden.body).toMatchObject({ code: 400, msg: '不支持的查询字段：password_hash' });
    const unstored = await query(USERS, admin.token, { matchType: 'and', conditions: [{ field: 'password', rule: 'eq', value: 'x' }] });
    expect(unstored.body.code).toBe(400);
    const rule = await query(POSITIONS, admin.token, { matchType: 'and', conditions: [{ field: 'rank', rule: 'like', value: '1' }] });
    expect(rule.body).toMatchObject({ code: 400, msg: '职级不支持所选的匹配规则' });
  });

  it('refuses a malformed query, an unknown match type and too many conditions', async () => {
    const raw = (json: Record<string, unknown>) => call(backend, 'POST', `${POSITIONS}/query`, { token: admin.token, json });
    expect((await raw({ superQueryParams: '%5Bnot-json' })).body).toMatchObject({ code: 400, msg: '高级查询条件格式不正确' });
    expect((await raw({ superQueryParams: '[{"field":"rank","rule":"between","value":"1"}]' })).body).toMatchObject({ code: 400, msg: '不支持的匹配规则' });
    const one = encodeAdvancedQuery({ matchType: 'and', conditions: [{ field: 'rank', rule: 'eq', value: '1' }] });
    expect((await raw({ ...one, superQueryMatchType: 'xor' })).body).toMatchObject({ code: 400, msg: '匹配方式只能是 and 或 or' });
    const many = Array.from({ length: 21 }, () => ({ field: 'rank', rule: 'eq' as const, value: '1' }));
    expect((await query(POSITIONS, admin.token, { matchType: 'and', conditions: many })).body).toMatchObject({ code: 400, msg: '高级查询最多 20 个条件' });
    const long = await query(POSITIONS, admin.token, { matchType: 'and', conditions: [{ field: 'name', rule: 'like', value: 'x'.repeat(201) }] });
    expect(long.body).toMatchObject({ code: 400, msg: '查询值最长 200 个字符' });
    // Plain JSON (not URI-encoded) and an empty list are accepted too.
    expect((await raw({ superQueryParams: '[{"field":"code","rule":"eq","value":"AQ-PM"}]' })).body.data).toMatchObject({ total: 1 });
    expect((await raw({ superQueryParams: '[]' })).body.code).toBe(0);
  });

  it('filters dictionary and date fields', async () => {
    const women = await query(USERS, admin.token, { matchType: 'and', conditions: [{ field: 'sex', rule: 'eq', value: '2' }] }, { column: 'username' });
    expect(women.body.data!.records.map((r) => r.username)).toEqual(['lina', 'wangfang']);
    const notWomen = await query(USERS, admin.token, { matchType: 'and', conditions: [{ field: 'sex', rule: 'ne', value: '2' }] }, { column: 'username' });
    expect(notWomen.body.data!.records.map((r) => r.username)).toEqual(['admin', 'zhangwei']);
    const either = await query(USERS, admin.token, { matchType: 'and', conditions: [{ field: 'sex', rule: 'in', value: ['1', '2'] }] }, { column: 'username' });
    expect(either.body.data!.total).toBe(4);
  });
});

describe('advanced query and data scope', () => {
  it("keeps a non-administrator's department scope around an OR group (users)", async () => {
    // Let the leader open the user list through a permission group.
    const group = await call(backend, 'POST', '/api/app/base/app/sys/permission/group/addOrUpdate', {
      token: admin.token,
      json: { group_name: 'AQ 用户查看', member_keys: 'usr-leader', permission_keys: 'perm-system-user' },
    });
    expect(group.body.code).toBe(0);
    const leader = await loginAs(backend, 'zhangwei');
    const everyone: AdvancedQuery = { matchType: 'or', conditions: [{ field: 'username', rule: 'eq', value: 'admin' }, { field: 'username', rule: 'eq', value: 'zhangwei' }, { field: 'username', rule: 'eq', value: 'lina' }] };
    const asAdmin = await query(USERS, admin.token, everyone, { column: 'username' });
    expect(asAdmin.body.data!.records.map((r) => r.username)).toEqual(['admin', 'lina', 'zhangwei']);
    const asLeader = await query(USERS, leader.token, everyone, { column: 'username' });
    expect(asLeader.body.code).toBe(0);
    expect(asLeader.body.data!.records.map((r) => r.username)).toEqual(['zhangwei']);
  });

  it("keeps the scope on department-owned records (customer departments)", async () => {
    const lina = await loginAs(backend, 'lina');
    const wangfang = await loginAs(backend, 'wangfang');
    const customer = await newCustomerKey(backend, lina.token);
    const made = await call(backend, 'POST', `${CUSTOMER_DEPARTMENTS}/addOrUpdate`, { token: lina.token, json: { customer_key: customer, customer_department_name: '华东资管部' } });
    expect(made.body.code).toBe(0);
    const anyName: AdvancedQuery = { matchType: 'or', conditions: [{ field: 'customer_key', rule: 'eq', value: customer }, { field: 'customer_department_name', rule: 'like', value: '资管' }] };
    expect((await query(CUSTOMER_DEPARTMENTS, lina.token, anyName, { column: 'sort_no' })).body.data!.total).toBe(1);
    const outside = await query(CUSTOMER_DEPARTMENTS, wangfang.token, anyName, { column: 'sort_no' });
    expect(outside.body.code).toBe(0);
    expect(outside.body.data!.total).toBe(0);
    expect((await query(CUSTOMER_DEPARTMENTS, admin.token, anyName, { column: 'sort_no' })).body.data!.total).toBe(1);
  });
});
