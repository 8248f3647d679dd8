import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { DEMO_PASSWORD } from '@/lib/backend/seed/demo-data';
import { apiPaths } from '@/lib/contract/api-paths';
import { areaNamesSchema } from '@/lib/contract/area-names';
import { departIdTreeSchema, departTreeSchema, userTreeSchema } from '@/lib/contract/department-answers';
import {
  dictionaryWithItemsSchema,
  dictItemPageSchema,
  dictItemStatusSchema,
  dictItemViewsSchema,
  dictLabelTreeSchema,
  dictTextsSchema,
  dictTreePageSchema,
  dictTreeSchema,
  valueFreeSchema,
} from '@/lib/contract/dictionary-answers';
import { entityRecordSchema, entityRecordsSchema, recordPageSchema } from '@/lib/contract/entity-answers';
import { noDataSchema } from '@/lib/contract/no-data';
import { grantedKeysSchema, permissionTreeSchema, roleNodesSchema, rolesSchema } from '@/lib/contract/permission-answers';
import { userPermissionsSchema } from '@/lib/contract/permission-menu';
import { favoriteMenusSchema, settingValueSchema } from '@/lib/contract/preference-answers';
import { savedQueriesSchema, savedQuerySaveSchema } from '@/lib/contract/saved-query-answers';
import { savedQueryPaths } from '@/lib/contract/saved-queries';
import { siteAccountPaths } from '@/lib/contract/site-account-paths';
import { appInfoSchema, boundAppsSchema, stationInfoSchema, stationOptionsSchema } from '@/lib/contract/station-answers';
import {
  deletedUsersSchema,
  listedUserPageSchema,
  listedUsersSchema,
  namedUsersSchema,
  userDepartsSchema,
  userRecordSchema,
  userRolesSchema,
} from '@/lib/contract/user-answers';
import { checkedCall, checkedCalls } from '../support/answers';
import { call, createTestBackend, loginAs } from '../support/backend';

/**
 * The system calls (session, account, users and the directory, departments, roles and grants,
 * preferences, station settings, dictionaries, saved queries) answer what their contracts say,
 * each answer parsed strictly against the schema its route declares.
 */

type Session = { token: string; userKey: string };

const USER = '/api/app/base/app/sys/user';
const PERMISSION = '/api/app/base/app/sys/permission';
const ROLE = '/api/app/base/sys/role';
const DEPART = '/api/app/base/sys/depart';

let backend: Backend;
let admin: Session;
let lina: Session;

beforeAll(async () => {
  backend = await createTestBackend();
  [admin, lina] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina')]);
});
afterAll(async () => {
  await backend?.database.close();
});

const { post, get } = checkedCalls(() => backend);
const put = (who: Session, schema: Parameters<typeof checkedCall>[1], path: string, json: unknown) => checkedCall(backend, schema, 'PUT', path, { token: who.token, json });

describe('the system calls answer as their contracts say', () => {
  it('session and account: the profile, its update, the rights, a password change and sign-out', async () => {
    const me = await get(lina, userRecordSchema, apiPaths.userInfoByTargetKey(lina.userKey));
    expect(me.user_key).toBe(lina.userKey);
    const updated = await put(lina, userRecordSchema, `${USER}/updateProfile`, { realname: me.realname, phone: me.phone ?? '13800000000', sex: 2 });
    expect(updated).toMatchObject({ user_key: lina.userKey });
    expect((await get(lina, userPermissionsSchema, `${PERMISSION}/getUserPermissionByToken/${lina.token}`)).menu.length).toBeGreaterThan(0);
    expect((await get(admin, userPermissionsSchema, apiPaths.userPermissionByUserKey(lina.userKey))).menu.length).toBeGreaterThan(0);
    expect(await get(admin, appInfoSchema, apiPaths.appInfo('fincrm'))).toMatchObject({ app_key: 'fincrm' });

    const wang = await loginAs(backend, 'wangfang');
    expect(await put(wang, noDataSchema, `${USER}/changePassword`, { oldpassword: DEMO_PASSWORD, password: 'NewPass2026', confirmpassword: 'NewPass2026' })).toBeNull();
    expect(await post(await loginAs(backend, 'wangfang', 'NewPass2026'), noDataSchema, `${USER}/logout`)).toBeNull();
  });

  it('users and the directory', async () => {
    expect((await get(admin, listedUserPageSchema, apiPaths.userList, { pageSize: '5' })).records.length).toBeGreaterThan(0);
    expect((await get(lina, listedUserPageSchema, apiPaths.userList, { scope: 'company', pageSize: '5' })).total).toBeGreaterThan(0);
    expect((await get(admin, listedUsersSchema, `${USER}/querySysUserList`, { keyword: 'li' })).length).toBeGreaterThan(0);
    expect((await get(admin, listedUserPageSchema, `${USER}/queryPageListByDepartKey`, { departKey: 'dep-it' })).total).toBeGreaterThan(0);
    expect((await get(admin, namedUsersSchema, `${USER}/listByUserKey`, { userKeys: lina.userKey }))[0]).toMatchObject({ user_key: lina.userKey });
    expect((await get(lina, namedUsersSchema, `${USER}/listByUserKey`, { userKeys: admin.userKey }))[0]).not.toHaveProperty('username');
    expect((await get(lina, userDepartsSchema, `${USER}/userDepartList`)).length).toBeGreaterThan(0);
    expect((await get(lina, userRolesSchema, `${USER}/queryUserRole`)).length).toBeGreaterThan(0);
    expect(await get(lina, areaNamesSchema, apiPaths.areaNames, { codes: '440000,440100' })).toEqual({ '440000': '广东省', '440100': '广州市' });
    expect((await get(admin, departTreeSchema, '/api/app/base/app/sys/depart/queryTreeList')).length).toBeGreaterThan(0);

    const partner = await post(admin, entityRecordSchema, `${USER}/addPartnerSysUser`, {
      username: 'partner_answers', realname: '伙伴', company_name: '鼎信', password: 'Partner2026', selecteddeparts: 'dep-sales', activate: false,
    });
    expect(partner).toMatchObject({ user_type: 'partner', status: '3' });
    const edited = await put(admin, entityRecordSchema, `${USER}/editPartnerUser`, {
      user_key: partner.user_key, version: partner.version, username: 'partner_answers', realname: '伙伴', company_name: '鼎信（广州）',
    });
    expect(edited).toMatchObject({ company_name: '鼎信（广州）' });
    expect(await put(admin, noDataSchema, siteAccountPaths.activateUsers, { ids: partner.user_key })).toBeNull();

    expect((await call(backend, 'POST', `${USER}/deleteById`, { token: admin.token, form: { id: String(partner.user_key) } })).body.code).toBe(0);
    expect((await get(admin, deletedUsersSchema, `${USER}/recycleBin`)).map((u) => u.user_key)).toContain(partner.user_key);
    expect(await put(admin, noDataSchema, `${USER}/deleteRollback`, { userIds: partner.user_key })).toBeNull();
  });

  it('departments, roles and grants', async () => {
    expect((await get(admin, departTreeSchema, `${DEPART}/queryTreeList`)).length).toBeGreaterThan(0);
    expect((await get(lina, departIdTreeSchema, `${DEPART}/queryIdTree`)).length).toBeGreaterThan(0);
    expect((await get(admin, entityRecordsSchema, `${DEPART}/searchBy`, { keyWord: '部' })).length).toBeGreaterThan(0);

    const roles = await get(admin, rolesSchema, `${ROLE}/queryall`);
    expect((await get(admin, roleNodesSchema, `${ROLE}/queryTreeList`)).map((r) => r.key)).toEqual(roles.map((r) => r.role_key));
    const tree = await get(admin, permissionTreeSchema, `${PERMISSION}/queryTreeList`);
    expect((await get(admin, entityRecordsSchema, `${PERMISSION}/list`)).length).toBe(tree.ids.length);
    const roleId = roles[0]!.role_key;
    const granted = await get(admin, grantedKeysSchema, `${PERMISSION}/queryRolePermission`, { roleId });
    expect(await post(admin, noDataSchema, `${PERMISSION}/saveRolePermission`, { roleId, permissionIds: granted.join(',') })).toBeNull();
    const departGranted = await get(admin, grantedKeysSchema, `${PERMISSION}/queryDepartPermission`, { departId: 'dep-it' });
    expect(await post(admin, noDataSchema, `${PERMISSION}/saveDepartPermission`, { departId: 'dep-it', permissionIds: departGranted.join(',') })).toBeNull();
    expect((await post(admin, userTreeSchema, `${PERMISSION}/group/getUserTree`)).length).toBeGreaterThan(0);
    expect(await post(admin, recordPageSchema, `${PERMISSION}/group/getList`)).toMatchObject({ current: 1 });
  });

  it('preferences and the station settings', async () => {
    expect(await post(admin, noDataSchema, apiPaths.favoriteAdd, { permission_key: 'perm-home' })).toBeNull();
    expect((await get(admin, favoriteMenusSchema, `${USER}/permission/favorite/list`)).map((f) => f.permission_key)).toContain('perm-home');
    expect(await post(admin, noDataSchema, apiPaths.favoriteDelete, { permission_key: 'perm-home' })).toBeNull();
    expect(await post(lina, noDataSchema, apiPaths.userSettingSave, { key: 'nav.topMenus', value: ['perm-home'] })).toBeNull();
    expect(await get(lina, settingValueSchema, apiPaths.userSettingGet, { key: 'nav.topMenus' })).toEqual(['perm-home']);

    expect(await post(lina, stationInfoSchema, '/api/app/base/app/base/info/getDetail')).not.toBeUndefined();
    expect(Array.isArray(await get(lina, stationOptionsSchema, '/api/app/base/app/base/info/select'))).toBe(true);
    expect(Array.isArray(await post(lina, boundAppsSchema, '/api/eis/restful/app/binding/open/appList'))).toBe(true);
  });

  it('dictionaries', async () => {
    const items = await get(lina, dictItemViewsSchema, '/api/app/base/sys/dict/getDictItems/project_status');
    expect(items.length).toBeGreaterThan(0);
    expect((await get(lina, dictItemViewsSchema, '/api/app/base/sys/dict/loadDict/project_status', { pageSize: '2' })).length).toBeLessThanOrEqual(2);
    expect(await get(lina, dictTextsSchema, '/api/app/base/sys/dict/loadDictItem/project_status', { key: `${items[0]!.value},unknown` })).toEqual([items[0]!.text, 'unknown']);
    expect(await get(admin, valueFreeSchema, '/api/app/base/sys/duplicate/check', { tableName: 'sys_dict', fieldName: 'dict_code', fieldVal: 'no_such_code' })).toBe(true);
    const dictionary = await get(lina, dictionaryWithItemsSchema, '/api/eis/restful/dictionary/getByCode/project_status');
    expect(dictionary.items.length).toBe(items.length);
    expect(await get(lina, dictionaryWithItemsSchema, '/api/fintech/biz/dictionary/getByCode/project_status')).toEqual(dictionary);
    expect((await get(lina, dictTreeSchema, '/api/fintech/biz/dictionary/getTreeDictByCode/industry')).length).toBeGreaterThan(0);
    expect((await get(lina, dictLabelTreeSchema, '/api/fintech/biz/dictionary/getTreeDictLabelByCode/industry')).length).toBeGreaterThan(0);
    expect((await get(lina, dictItemPageSchema, '/api/fintech/biz/dictionaryItem/selectDictItemPage', { dictCode: 'project_status', pageSize: '2' })).records.length).toBe(2);
    expect((await get(lina, dictTreePageSchema, '/api/fintech/biz/dictionaryItem/selectTreeDictItemPage', { dictCode: 'industry', pageSize: '2' })).total).toBeGreaterThan(0);
    const toggled = await get(admin, dictItemStatusSchema, `/api/fintech/biz/dictionaryItem/updateDictItemStatus/${items[0]!.item_key}`);
    expect(toggled.status).toBe('0');
    expect((await get(admin, dictItemStatusSchema, `/api/fintech/biz/dictionaryItem/updateDictItemStatus/${items[0]!.item_key}`)).status).toBe('1');
  });

  it('saved queries', async () => {
    const saved = await post(lina, savedQuerySaveSchema, savedQueryPaths.save, { saveCode: 'customer', name: '我的客户', matchType: 'and', rules: [{ field: 'customer_name', rule: 'like', value: '信托' }] });
    expect(saved.overwritten).toBe(false);
    expect(await post(lina, noDataSchema, savedQueryPaths.share, { queryKey: saved.query_key, shared: true })).toBeNull();
    expect((await get(lina, savedQueriesSchema, savedQueryPaths.list, { saveCode: 'customer' })).find((q) => q.query_key === saved.query_key)).toMatchObject({ mine: true, shared: true });
    expect(await post(lina, noDataSchema, savedQueryPaths.remove, { queryKey: saved.query_key })).toBeNull();
  });
});
