// @database postgres: saved views' filters translated into SQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { CUSTOM_FIELD_PATHS, type CustomFieldDefinition, type CustomFieldInput } from '@/lib/contract/custom-fields';
import { recordPageSchema } from '@/lib/contract/entity-answers';
import { GROUP_BY_PARAM, LIST_VIEW_LIMITS, LIST_VIEW_PATHS } from '@/lib/contract/list-view-paths';
import { listViewsSchema, type ListView, type ListViewSettings } from '@/lib/contract/list-views';
import { seedDemoListViews } from '@/lib/backend/seed/demo-list-views';
import { translate } from '@/lib/i18n/messages';
import { call, createTestBackend, loginAs } from '../support/backend';

/**
 * Saved views of entity lists: own views saved, changed and deleted by their owner alone; shared
 * ones reaching the holders of a role and the members of a department and the departments below
 * it; every name in a view checked against the kind's list as the caller sees it (fields added at
 * run time included); each user's default view; and the list query grouped by a field.
 */
let backend: Backend;
type Login = { token: string; userKey: string };
let admin: Login;
let leader: Login;
let lina: Login;
let wangfang: Login;

type Rec = Record<string, unknown>;
const C = '/api/crm/customer';
const STAMP = Date.now().toString(36);
const BLANK: ListViewSettings = { kind: 'table', columns: [], filters: {}, filterValues: {}, advanced: null, sort: null, groupBy: null, boardField: null };

beforeAll(async () => {
  backend = await createTestBackend();
  [admin, leader, lina, wangfang] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'zhangwei'), loginAs(backend, 'lina'), loginAs(backend, 'wangfang')]);
});
afterAll(async () => backend?.database.close());

const list = async (who: Login, entity = 'customer') => {
  const res = await call<ListView[]>(backend, 'GET', LIST_VIEW_PATHS.list, { token: who.token, query: { entity } });
  if (res.body.code === 0) listViewsSchema.parse(res.body.data);
  return res.body;
};
const views = async (who: Login, entity = 'customer') => (await list(who, entity)).data!;
const save = (who: Login, json: Rec) => call<{ view_key: string }>(backend, 'POST', LIST_VIEW_PATHS.save, { token: who.token, json: { entity: 'customer', shared: false, shareRoles: [], shareDepartments: [], settings: BLANK, ...json } });
const remove = (who: Login, viewKey: string) => call(backend, 'POST', LIST_VIEW_PATHS.remove, { token: who.token, json: { viewKey } });
const setDefault = (who: Login, viewKey: string | null, entity = 'customer') => call(backend, 'POST', LIST_VIEW_PATHS.setDefault, { token: who.token, json: { entity, viewKey } });

async function saved(who: Login, json: Rec): Promise<string> {
  const res = await save(who, json);
  if (res.body.code !== 0) throw new Error(res.body.msg);
  return res.body.data!.view_key;
}

const names = (list: ListView[]) => list.map((v) => v.name);

describe('own views', () => {
  it('are saved, listed by name, changed and deleted by their owner', async () => {
    const settings: ListViewSettings = { ...BLANK, columns: [{ name: 'customer_name', width: 260 }, { name: 'status' }, { name: 'create_time' }], sort: { column: 'createTime', order: 'desc' } };
    const first = await save(wangfang, { name: `乙视图${STAMP}`, settings });
    expect(first.body).toMatchObject({ code: 0, msg: '视图已保存' });
    const key = first.body.data!.view_key;
    await saved(wangfang, { name: `甲视图${STAMP}` });

    const mine = (await views(wangfang)).filter((v) => v.mine);
    expect(names(mine)).toEqual([`乙视图${STAMP}`, `甲视图${STAMP}`].sort());
    expect(mine.find((v) => v.view_key === key)).toMatchObject({ owner_key: 'usr-finance', owner_name: '王芳', shared: false, share_roles: [], share_departments: [], is_default: false, settings });

    const changed = await save(wangfang, { viewKey: key, name: `丙视图${STAMP}`, settings: { ...settings, groupBy: 'status' } });
    expect(changed.body).toMatchObject({ code: 0, data: { view_key: key } });
    const after = (await views(wangfang)).find((v) => v.view_key === key);
    expect(after).toMatchObject({ name: `丙视图${STAMP}`, settings: { groupBy: 'status' } });

    // A name is the owner's once per kind.
    const clash = await save(wangfang, { name: `甲视图${STAMP}` });
    expect(clash.body).toMatchObject({ code: 400, msg: `已有名为“甲视图${STAMP}”的视图，请换一个名称`, data: { field: 'name' } });
    expect((await save(wangfang, { name: `甲视图${STAMP}`, entity: 'business' })).body.code).toBe(0);

    expect((await remove(wangfang, key)).body).toMatchObject({ code: 0, msg: '视图已删除' });
    expect((await views(wangfang)).map((v) => v.view_key)).not.toContain(key);
    expect((await remove(wangfang, key)).body).toMatchObject({ code: 404, msg: '该视图不存在或已被删除' });
  });

  it('cannot be changed or deleted by anyone else, even when shared with them', async () => {
    const seeded = (await views(lina)).find((v) => v.name === '重点客户');
    expect(seeded).toMatchObject({ mine: false, owner_name: '张伟', shared: true });
    const key = seeded!.view_key;
    expect((await save(lina, { viewKey: key, name: '改名' })).body).toMatchObject({ code: 403, msg: '只能修改或删除自己的视图' });
    expect((await remove(lina, key)).body).toMatchObject({ code: 403, msg: '只能修改或删除自己的视图' });
    expect((await save(lina, { viewKey: 'no-such-view', name: '无' })).body).toMatchObject({ code: 404, msg: '该视图不存在或已被删除' });
    expect((await views(leader)).find((v) => v.view_key === key)).toMatchObject({ name: '重点客户', mine: true });
  });

  it('are refused past the limit per user and kind', async () => {
    const held = (await views(admin, 'supplier')).filter((v) => v.mine).length;
    for (let n = held; n < LIST_VIEW_LIMITS.perUserAndKind; n += 1) await saved(admin, { entity: 'supplier', name: `上限${n}` });
    expect((await save(admin, { entity: 'supplier', name: '多一个' })).body).toMatchObject({ code: 400, msg: `每个列表最多保存 ${LIST_VIEW_LIMITS.perUserAndKind} 个视图` });
  });
});

describe('shared views', () => {
  it('reach the holders of a role and no one else', async () => {
    const key = await saved(wangfang, { name: `销售管理员视图${STAMP}`, shared: true, shareRoles: ['sales_admin'] });
    expect((await views(lina)).find((v) => v.view_key === key)).toMatchObject({ mine: false, owner_name: '王芳', share_roles: ['sales_admin'], share_departments: [] });
    expect((await views(leader)).map((v) => v.view_key)).not.toContain(key);
    expect((await views(admin)).map((v) => v.view_key)).not.toContain(key);
  });

  it('reach the members of a department and of those below it, no one else', async () => {
    const key = await saved(leader, { name: `销售部视图${STAMP}`, shared: true, shareDepartments: ['dep-sales'] });
    // 李娜 is in 华东销售组, below 销售部.
    expect((await views(lina)).map((v) => v.view_key)).toContain(key);
    expect((await views(wangfang)).map((v) => v.view_key)).not.toContain(key);
    // Her own come first, then the shared ones.
    const seen = await views(lina);
    expect(seen.findIndex((v) => !v.mine)).toBeGreaterThanOrEqual(seen.filter((v) => v.mine).length);
  });

  it('are refused when shared with nobody, and nothing is written', async () => {
    const before = (await views(wangfang)).length;
    const res = await save(wangfang, { name: `无人${STAMP}`, shared: true });
    expect(res.body).toMatchObject({ code: 400, msg: '共享视图请选择至少一个角色或部门' });
    expect((await views(wangfang)).length).toBe(before);
  });

  it('keep no one to share with once personal', async () => {
    const key = await saved(wangfang, { name: `曾共享${STAMP}`, shared: true, shareRoles: ['leader'], shareDepartments: ['dep-office'] });
    expect((await views(leader)).map((v) => v.view_key)).toContain(key);
    await saved(wangfang, { viewKey: key, name: `曾共享${STAMP}`, shared: false, shareRoles: ['leader'], shareDepartments: ['dep-office'] });
    expect((await views(wangfang)).find((v) => v.view_key === key)).toMatchObject({ shared: false, share_roles: [], share_departments: [] });
    expect((await views(leader)).map((v) => v.view_key)).not.toContain(key);
  });
});

describe('what a view names', () => {
  const refusal = async (json: Rec) => (await save(lina, { name: `不合适${STAMP}`, ...json })).body;

  it('must be what the kind’s list offers, the refusal naming it', async () => {
    expect(await refusal({ settings: { ...BLANK, columns: [{ name: 'no_such_column' }] } })).toMatchObject({ code: 400, msg: '列表没有该列：no_such_column' });
    // A field kept out of the list is no column either.
    expect(await refusal({ settings: { ...BLANK, columns: [{ name: 'remark' }] } })).toMatchObject({ code: 400, msg: '列表没有该列：remark' });
    expect(await refusal({ settings: { ...BLANK, sort: { column: 'remark', order: 'asc' } } })).toMatchObject({ code: 400, msg: '不支持的排序字段：remark' });
    expect(await refusal({ settings: { ...BLANK, groupBy: 'customer_name' } })).toMatchObject({ code: 400, msg: '不能按该字段分组：customer_name' });
    expect(await refusal({ settings: { ...BLANK, groupBy: 'tags' } })).toMatchObject({ code: 400, msg: '不能按该字段分组：tags' });
    expect(await refusal({ settings: { ...BLANK, kind: 'board', boardField: 'follower' } })).toMatchObject({ code: 400, msg: '不能按该字段分列看板：follower' });
    expect(await refusal({ settings: { ...BLANK, kind: 'board' } })).toMatchObject({ code: 400, msg: '看板视图请选择分列字段' });
    expect(await refusal({ settings: { ...BLANK, filters: { bogus: 'x' } } })).toMatchObject({ code: 400, msg: '不支持的筛选条件：bogus' });
    expect(await refusal({ settings: { ...BLANK, filters: { pageSize: '500' } } })).toMatchObject({ code: 400, msg: '不支持的筛选条件：pageSize' });
    expect(await refusal({ settings: { ...BLANK, filters: { star_begin: 'many' } } })).toMatchObject({ code: 400 });
    expect(await refusal({ settings: { ...BLANK, advanced: { matchType: 'and', conditions: [{ field: 'salary', rule: 'eq', value: '1' }] } } })).toMatchObject({ code: 400, msg: '不支持的查询字段：salary' });
    expect(await refusal({ shared: true, shareRoles: ['no_such_role'] })).toMatchObject({ code: 400, msg: '角色不存在：no_such_role', data: { field: 'shareRoles' } });
    expect(await refusal({ shared: true, shareDepartments: ['dep-sales', 'dep-nowhere'] })).toMatchObject({ code: 400, msg: '部门不存在：dep-nowhere' });
    expect((await views(lina)).map((v) => v.name)).not.toContain(`不合适${STAMP}`);
  });

  it('may be the bookkeeping times, filters in the list convention, the full-text keyword of a kind that has one, and an advanced query', async () => {
    const settings: ListViewSettings = {
      ...BLANK,
      columns: [{ name: 'customer_name' }, { name: 'update_time', width: 180 }],
      filters: { customer_name: '*华*', status: 'potential,following', star_begin: '3', create_time_begin: '2026-01-01 00:00:00' },
      filterValues: { customer_name: '华', status: ['potential', 'following'] },
      sort: { column: 'last_follow_time', order: 'desc' },
      advanced: { matchType: 'or', conditions: [{ field: 'level', rule: 'eq', value: 'A' }, { field: 'star', rule: 'ge', value: '4' }] },
      groupBy: 'in_sea',
    };
    expect((await save(lina, { name: `齐全${STAMP}`, settings })).body.code).toBe(0);
    const keyword = await save(admin, { entity: 'knowledge', name: `关键词${STAMP}`, settings: { ...BLANK, filters: { keyword: '开户' } } });
    expect(keyword.body.code).toBe(0);
  });
});

describe('fields added at run time', () => {
  let grade: CustomFieldDefinition;

  beforeAll(async () => {
    const add = async (input: Omit<CustomFieldInput, 'entity'>) => {
      const res = await call<CustomFieldDefinition>(backend, 'POST', CUSTOM_FIELD_PATHS.save, { token: admin.token, json: { entity: 'customer', ...input } });
      if (res.body.code !== 0) throw new Error(res.body.msg);
      return res.body.data!;
    };
    grade = await add({ name: 'view_grade', label: '视图评级', type: 'dict', dictCode: 'risk_level', filter: true, sortable: true });
    await add({ name: 'view_secret', label: '视图机密', type: 'number', readRoles: ['leader'] });
  });

  it('are columns, sorts, groupings, boards, filters and query fields of a view like the kind’s own', async () => {
    const column = grade.column;
    const settings: ListViewSettings = {
      ...BLANK,
      kind: 'board',
      columns: [{ name: 'customer_name' }, { name: column }],
      sort: { column, order: 'asc' },
      groupBy: column,
      boardField: column,
      filters: { [column]: 'low,high' },
      advanced: { matchType: 'and', conditions: [{ field: column, rule: 'ne', value: 'medium' }] },
    };
    const res = await save(lina, { name: `评级${STAMP}`, settings });
    expect(res.body).toMatchObject({ code: 0 });
    expect((await views(lina)).find((v) => v.view_key === res.body.data!.view_key)?.settings).toEqual(settings);
  });

  it('hidden from the caller are unknown to her, and known to those who may see them', async () => {
    const settings = { ...BLANK, columns: [{ name: 'cf_view_secret' }] };
    // Refused as a name never added would be, without repeating it (an added field's name may be hidden from her).
    expect((await save(lina, { name: `机密${STAMP}`, settings })).body).toMatchObject({ code: 400, msg: '列表没有该列：cf_…' });
    expect((await save(lina, { name: `机密${STAMP}`, settings: { ...BLANK, columns: [{ name: 'cf_never_added' }] } })).body).toMatchObject({ code: 400, msg: '列表没有该列：cf_…' });
    expect((await save(admin, { name: `机密${STAMP}`, settings })).body.code).toBe(0);
  });

  it('hidden from a colleague are left out of the view shared with her, which still opens', async () => {
    const settings: ListViewSettings = { ...BLANK, columns: [{ name: 'customer_name' }, { name: 'cf_view_secret' }], sort: { column: 'cf_view_secret', order: 'desc' } };
    const key = await saved(leader, { name: `机密共享${STAMP}`, settings, shared: true, shareRoles: ['sales_admin'] });
    expect((await views(leader)).find((v) => v.view_key === key)?.settings).toEqual(settings);
    expect((await views(lina)).find((v) => v.view_key === key)?.settings).toEqual({ ...BLANK, columns: [{ name: 'customer_name' }] });
  });

  it('since retired are left out of the views naming them, which open with the rest; restored, they are back', async () => {
    const res = await call<CustomFieldDefinition>(backend, 'POST', CUSTOM_FIELD_PATHS.save, {
      token: admin.token, json: { entity: 'customer', name: 'view_gone', label: '视图停用', type: 'dict', dictCode: 'risk_level', filter: true, sortable: true },
    });
    if (res.body.code !== 0) throw new Error(res.body.msg);
    const gone = res.body.data!;
    const kept = { field: 'status', rule: 'eq', value: 'potential' } as const;
    const settings: ListViewSettings = {
      kind: 'board',
      columns: [{ name: 'customer_name', width: 200 }, { name: gone.column }, { name: 'level' }],
      filters: { [gone.column]: 'low', level: 'A' },
      filterValues: { [gone.column]: ['low'], level: ['A'] },
      advanced: { matchType: 'or', conditions: [{ field: gone.column, rule: 'eq', value: 'high' }, kept] },
      sort: { column: gone.column, order: 'asc' },
      groupBy: null,
      boardField: gone.column,
    };
    const key = await saved(lina, { name: `停用${STAMP}`, settings });
    const state = (value: 'retired' | 'active') => call(backend, 'POST', CUSTOM_FIELD_PATHS.state, { token: admin.token, json: { key: gone.key, state: value } });
    expect((await state('retired')).body.code).toBe(0);
    const fitted = (await views(lina)).find((v) => v.view_key === key)!.settings;
    expect(fitted).toEqual({
      kind: 'board',
      columns: [{ name: 'customer_name', width: 200 }, { name: 'level' }],
      filters: { level: 'A' },
      filterValues: { level: ['A'] },
      advanced: { matchType: 'or', conditions: [kept] },
      sort: null,
      groupBy: null,
      // The board shows the kind's default board field, as a board newly switched to does.
      boardField: 'industry',
    });
    // What is left is a query the list takes.
    expect((await call(backend, 'POST', `${C}/query`, { token: lina.token, json: fitted.filters })).body.code).toBe(0);
    expect((await state('active')).body.code).toBe(0);
    expect((await views(lina)).find((v) => v.view_key === key)!.settings).toEqual(settings);
  });
});

describe('default views', () => {
  it('are answered as is_default, replaced, cleared, and gone with their view', async () => {
    const shared = (await views(lina)).find((v) => v.name === '重点客户')!;
    expect((await setDefault(lina, shared.view_key)).body).toMatchObject({ code: 0, msg: '已设为默认视图' });
    expect((await views(lina)).filter((v) => v.is_default).map((v) => v.view_key)).toEqual([shared.view_key]);
    // Only hers: the owner's own list does not open with it.
    expect((await views(leader)).find((v) => v.view_key === shared.view_key)?.is_default).toBe(false);

    const own = await saved(lina, { name: `默认${STAMP}` });
    await setDefault(lina, own);
    expect((await views(lina)).filter((v) => v.is_default).map((v) => v.view_key)).toEqual([own]);
    expect((await setDefault(lina, null)).body).toMatchObject({ code: 0, msg: '已恢复默认列表' });
    expect((await views(lina)).some((v) => v.is_default)).toBe(false);

    await setDefault(lina, own);
    await remove(lina, own);
    expect((await views(lina)).some((v) => v.is_default)).toBe(false);
    // The default went with the view: choosing a shared one again starts afresh.
    expect((await setDefault(lina, shared.view_key)).body.code).toBe(0);
    expect((await views(lina)).filter((v) => v.is_default).map((v) => v.view_key)).toEqual([shared.view_key]);
  });

  it('must be a view the caller sees, of that kind', async () => {
    const personal = await saved(wangfang, { name: `私有${STAMP}` });
    expect((await setDefault(lina, personal)).body).toMatchObject({ code: 404, msg: '该视图不存在或已被删除' });
    const board = (await views(lina, 'business')).find((v) => v.name === '商机看板')!;
    expect((await setDefault(lina, board.view_key, 'customer')).body.code).toBe(404);
    expect((await setDefault(lina, board.view_key, 'business')).body.code).toBe(0);
  });
});

describe('rights', () => {
  it('every call needs the right to read the kind’s records', async () => {
    expect(await list(lina, 'position')).toMatchObject({ code: 403 });
    expect((await save(lina, { entity: 'position', name: '岗位' })).body.code).toBe(403);
    expect((await setDefault(lina, null, 'position')).body.code).toBe(403);
    const adminsView = await saved(admin, { entity: 'position', name: `岗位${STAMP}` });
    expect((await remove(lina, adminsView)).body.code).toBe(403);
    expect(await list(lina, 'no-such-kind')).toMatchObject({ code: 400, msg: '无法为该列表保存视图' });
  });
});

describe('the demo', () => {
  it('shares a view of key customers with sales and a board of opportunities', async () => {
    const customers = await views(lina);
    expect(customers.find((v) => v.name === '重点客户')).toMatchObject({ owner_name: '张伟', settings: { sort: { column: 'cf_credit_limit', order: 'desc' } } });
    expect((await views(wangfang)).find((v) => v.name === '重点客户')).toBeUndefined();
    const board = (await views(leader, 'business')).find((v) => v.name === '商机看板');
    expect(board).toMatchObject({ owner_name: '李娜', mine: false, settings: { kind: 'board', boardField: 'stage' } });
    // The seeded views apply to the lists as they are.
    const page = await call(backend, 'POST', `${C}/query`, { token: lina.token, json: { ...customers.find((v) => v.name === '重点客户')!.settings.filters, column: 'cf_credit_limit', order: 'desc' } });
    expect(page.body.code).toBe(0);
  });

  it('seeds views their owners could have saved', async () => {
    for (const [owner, entity, name] of [[leader, 'customer', '重点客户'], [lina, 'business', '商机看板'], [lina, 'business', '按阶段查看']] as const) {
      const view = (await views(owner, entity)).find((v) => v.name === name && v.mine)!;
      const again = await save(owner, { viewKey: view.view_key, entity, name, settings: view.settings, shared: view.shared, shareRoles: view.share_roles, shareDepartments: view.share_departments });
      expect(again.body, name).toMatchObject({ code: 0 });
    }
  });

  it('does not hand a deleted view back on the next start', async () => {
    const view = (await views(lina, 'business')).find((v) => v.name === '按阶段查看' && v.mine)!;
    expect((await remove(lina, view.view_key)).body.code).toBe(0);
    await seedDemoListViews(backend.database.db);
    expect(names(await views(lina, 'business'))).not.toContain('按阶段查看');
  });
});

describe('a list grouped by a field', () => {
  const query = async (json: Rec) => {
    const res = await call<Rec>(backend, 'POST', `${C}/query`, { token: lina.token, json: { customer_name: `*分组${STAMP}*`, ...json } });
    if (res.body.code !== 0) throw new Error(res.body.msg);
    return recordPageSchema.parse(res.body.data);
  };

  beforeAll(async () => {
    // [name, status, star, level, the grade added at run time]
    const rows: [string, string, number, string | null, string | null][] = [
      ['甲', 'signed', 5, 'A', 'high'], ['乙', 'potential', 2, null, null], ['丙', 'following', 4, 'B', 'low'], ['丁', 'potential', 5, 'A', null], ['戊', 'potential', 3, null, null],
    ];
    for (const [name, status, star, level, grade] of rows) {
      const res = await call(backend, 'POST', `${C}/addOrUpdate`, { token: lina.token, json: { customer_name: `分组${STAMP}${name}`, status, star, level, cf_view_grade: grade } });
      if (res.body.code !== 0) throw new Error(res.body.msg);
    }
  });

  it('orders the page group by group (in the dictionary’s order), each in the chosen sort, and counts every group', async () => {
    const page = await query({ [GROUP_BY_PARAM]: 'status', column: 'star', order: 'desc', pageSize: 3 });
    expect(page.records.map((r) => [r.status, r.star])).toEqual([['potential', 5], ['potential', 3], ['potential', 2]]);
    expect(page.groups).toEqual([{ value: 'potential', count: 3 }, { value: 'following', count: 1 }, { value: 'signed', count: 1 }]);
    const second = await query({ [GROUP_BY_PARAM]: 'status', column: 'star', order: 'desc', pageSize: 3, pageNo: 2 });
    expect(second.records.map((r) => r.status)).toEqual(['following', 'signed']);
    expect(second.groups).toEqual(page.groups);
  });

  it('counts over the filtered set, those without a value last', async () => {
    const page = await query({ [GROUP_BY_PARAM]: 'level', column: 'star', order: 'asc', star_begin: 3 });
    expect(page.records.map((r) => [r.level ?? null, r.star])).toEqual([['A', 5], ['A', 5], ['B', 4], [null, 3]]);
    expect(page.groups).toEqual([{ value: 'A', count: 2 }, { value: 'B', count: 1 }, { value: null, count: 1 }]);
    expect(page.total).toBe(4);
  });

  it('groups by a yes/no field and by a field added at run time', async () => {
    expect((await query({ [GROUP_BY_PARAM]: 'in_sea' })).groups).toEqual([{ value: 'false', count: 5 }]);
    const page = await query({ [GROUP_BY_PARAM]: 'cf_view_grade', column: 'star', order: 'desc' });
    // risk_level reads low, medium, high.
    expect(page.groups).toEqual([{ value: 'low', count: 1 }, { value: 'high', count: 1 }, { value: null, count: 3 }]);
    expect(page.records.map((r) => [r.cf_view_grade ?? null, r.star])).toEqual([['low', 4], ['high', 5], [null, 5], [null, 3], [null, 2]]);
  });

  it('refuses a field that cannot group a list, naming it; without grouping no groups are answered', async () => {
    const res = await call(backend, 'POST', `${C}/query`, { token: lina.token, json: { [GROUP_BY_PARAM]: 'customer_name' } });
    expect(res.body).toMatchObject({ code: 400, msg: '不能按该字段分组：customer_name' });
    expect((await query({})).groups).toBeUndefined();
  });
});

describe('messages', () => {
  const keys = ['saved', 'deleted', 'defaultSet', 'defaultCleared', ...['entity', 'notFound', 'notOwner', 'nameRequired', 'nameTooLong', 'nameTaken', 'tooMany', 'sharedToNobody', 'boardField', 'unknownField', 'unknownColumn', 'duplicateColumn', 'unknownSort', 'groupBy', 'notBoardField', 'unknownFilter', 'unknownRole', 'unknownDepartment'].map((k) => `validation.${k}`)];

  it.each(keys)('listView.%s is worded in both languages', (key) => {
    expect(translate('zh-CN', `listView.${key}`)).not.toBe(`listView.${key}`);
    expect(translate('en-US', `listView.${key}`)).not.toBe(`listView.${key}`);
  });
});
