// @database postgres: saved queries' filters translated into SQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { savedQueryPaths, type SavedQuery } from '@/lib/contract/saved-queries';
import type { QueryCondition } from '@/lib/entity/advanced-query';
import { encodeAdvancedQuery } from '@/lib/entity/advanced-query-wire';
import { call, createTestBackend, loginAs } from '../support/backend';

let backend: Backend;
type Login = { token: string; userKey: string };
let admin: Login;
let leader: Login;
let lina: Login;

const POSITIONS = '/api/app/base/sys/position';
const senior: QueryCondition[] = [{ field: 'rank', rule: 'ge', value: '5' }];

beforeAll(async () => {
  backend = await createTestBackend();
  admin = await loginAs(backend, 'admin');
  // The leader may open positions (through a permission group); lina may not.
  const group = await call(backend, 'POST', '/api/app/base/app/sys/permission/group/addOrUpdate', {
    token: admin.token,
    json: { group_name: 'SQ 岗位查看', member_keys: 'usr-leader', permission_keys: 'perm-system-position' },
  });
  if (group.body.code !== 0) throw new Error(group.body.msg);
  leader = await loginAs(backend, 'zhangwei');
  lina = await loginAs(backend, 'lina');
  for (const [code, name, rank] of [['SQ-A', '初级专员', 2], ['SQ-B', '高级经理', 6]] as const) {
    await call(backend, 'POST', `${POSITIONS}/addOrUpdate`, { token: admin.token, json: { code, name, rank } });
  }
});
afterAll(async () => backend?.database.close());

const list = (who: Login, saveCode = 'position') => call<SavedQuery[]>(backend, 'GET', savedQueryPaths.list, { token: who.token, query: { saveCode } });
const save = (who: Login, json: Record<string, unknown>) => call<{ query_key: string; overwritten: boolean }>(backend, 'POST', savedQueryPaths.save, { token: who.token, json });
const share = (who: Login, queryKey: string, shared: boolean) => call(backend, 'POST', savedQueryPaths.share, { token: who.token, json: { queryKey, shared } });
const remove = (who: Login, queryKey: string) => call(backend, 'POST', savedQueryPaths.remove, { token: who.token, json: { queryKey } });

describe('saved advanced queries', () => {
  let adminQuery: string;

  it('saves a query per user and list, and overwrites one of the same name', async () => {
    const first = await save(admin, { saveCode: 'position', name: '高职级', matchType: 'and', rules: senior });
    expect(first.body).toMatchObject({ code: 0, msg: '保存成功', data: { overwritten: false } });
    adminQuery = first.body.data!.query_key;
    const again = await save(admin, { saveCode: 'position', name: ' 高职级 ', matchType: 'or', rules: [...senior, { field: 'name', rule: 'like', value: '专员' }] });
    expect(again.body.data).toEqual({ query_key: adminQuery, overwritten: true });
    const mine = (await list(admin)).body.data!;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ name: '高职级', match_type: 'or', shared: false, mine: true, owner_key: 'usr-admin', owner_name: '系统管理员' });
    expect(mine[0]!.rules).toHaveLength(2);
    // Another list keeps its own queries.
    expect((await list(admin, 'role')).body.data).toEqual([]);
  });

  it('checks the name, the conditions and the list with the shared schema', async () => {
    expect((await save(admin, { saveCode: 'position', name: '  ', matchType: 'and', rules: senior })).body).toMatchObject({ code: 400, msg: '保存名称不能为空' });
    expect((await save(admin, { saveCode: 'position', name: '空的', matchType: 'and', rules: [] })).body).toMatchObject({ code: 400, msg: '空条件不能保存' });
    expect((await save(admin, { saveCode: 'position', name: '错的', matchType: 'and', rules: [{ field: 'rank', rule: 'ge', value: 'x' }] })).body).toMatchObject({ code: 400, msg: '职级必须是数字' });
    expect((await save(admin, { saveCode: 'position', name: '未知', matchType: 'and', rules: [{ field: 'salary', rule: 'eq', value: '1' }] })).body).toMatchObject({ code: 400, msg: '不支持的查询字段：salary' });
    expect((await save(admin, { saveCode: 'position', name: '方式', matchType: 'xor', rules: senior })).body).toMatchObject({ code: 400, msg: '匹配方式只能是 and 或 or' });
    expect((await save(admin, { saveCode: 'nothing-here', name: '无处', matchType: 'and', rules: senior })).body).toMatchObject({ code: 400, msg: '无法为该页面保存查询' });
    expect((await save(admin, { saveCode: 'position', name: 'n'.repeat(51), matchType: 'and', rules: senior })).body).toMatchObject({ code: 400, msg: '查询名称最长 50 个字符' });
    // A page path names a list too; its right is the menu's.
    expect((await save(admin, { saveCode: '/system/position', name: '按路径', matchType: 'and', rules: senior })).body.code).toBe(0);
    expect((await list(lina, '/system/position')).body.code).toBe(403);
  });

  it('offers a shared query to a colleague who may open the list, who runs it but cannot change or delete it', async () => {
    expect((await list(leader)).body.data).toEqual([]);
    expect((await share(admin, adminQuery, true)).body).toMatchObject({ code: 0, msg: '已共享给同事' });

    const seen = (await list(leader)).body.data!;
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ query_key: adminQuery, mine: false, shared: true, owner_name: '系统管理员' });

    // The colleague runs it on the list, exactly as saved.
    const used = await call<{ records: { code: string }[] }>(backend, 'POST', `${POSITIONS}/query`, {
      token: leader.token,
      json: { column: 'code', order: 'asc', ...encodeAdvancedQuery({ matchType: seen[0]!.match_type, conditions: seen[0]!.rules }) },
    });
    expect(used.body.data!.records.map((r) => r.code)).toEqual(['SQ-A', 'SQ-B']);

    expect((await remove(leader, adminQuery)).body).toMatchObject({ code: 403, msg: '只能修改或删除自己保存的查询' });
    expect((await share(leader, adminQuery, false)).body.code).toBe(403);
    // Saving under the same name makes the colleague's own copy, leaving the original alone.
    const copy = await save(leader, { saveCode: 'position', name: '高职级', matchType: 'and', rules: senior });
    expect(copy.body.data!.query_key).not.toBe(adminQuery);
    const both = (await list(leader)).body.data!;
    expect(both.map((q) => [q.mine, q.owner_key])).toEqual([[true, 'usr-leader'], [false, 'usr-admin']]);
    expect((await list(admin)).body.data!.filter((q) => q.mine).map((q) => q.match_type)).toEqual(['or']);
  });

  it('refuses the saved queries of a list to someone who may not open it', async () => {
    expect((await list(lina)).body.code).toBe(403);
    expect((await save(lina, { saveCode: 'position', name: 'x', matchType: 'and', rules: senior })).body.code).toBe(403);
    expect((await remove(lina, adminQuery)).body.code).toBe(403);
  });

  it('stops offering an unshared query and deletes only on the owner’s request', async () => {
    expect((await share(admin, adminQuery, false)).body).toMatchObject({ code: 0, msg: '已取消共享' });
    expect((await list(leader)).body.data!.filter((q) => !q.mine)).toEqual([]);
    expect((await remove(admin, adminQuery)).body).toMatchObject({ code: 0, msg: '删除成功' });
    expect((await list(admin)).body.data!.map((q) => q.name)).toEqual([]);
    expect((await remove(admin, adminQuery)).body).toMatchObject({ code: 404, msg: '该查询不存在或已被删除' });
  });
});
