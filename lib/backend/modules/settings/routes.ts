import { and, asc, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ok } from '@/lib/contract/envelope';
import { appBindingEntity } from '@/lib/entities/app-binding';
import { baseInfoEntity } from '@/lib/entities/base-info';
import { departmentEntity } from '@/lib/entities/department';
import { permissionGroupEntity } from '@/lib/entities/permission-group';
import { sysAppBinding, sysBaseInfo, sysDepart, sysDepartPermission, sysUser, sysUserDepart } from '../../db/schema';
import { aliasRoute } from '../../entity/crud';
import { genericRoutesOf } from '../../entity/registry';
import { notFound } from '../../http/errors';
import { keyListInput as keyList } from '../../http/inputs';
import { delegatedAnswer } from '../../http/delegated-answer';
import { defineRoute, type RouteDef } from '../../http/route';
import { grantedTo, replaceGrants } from '../permission-grants';
import { buildDepartTree, loadDepartRows, type DepartNode } from '../../org/department-tree';
import { enabledBinding } from './station-apps';
import { grantedKeysSchema } from '@/lib/contract/permission-answers';
import { noDataSchema } from '@/lib/contract/no-data';
import { userTreeSchema } from '@/lib/contract/department-answers';
import { recordPageSchema } from '@/lib/contract/entity-answers';
import { boundAppsSchema, stationInfoSchema, stationOptionsSchema } from '@/lib/contract/station-answers';

const PERMISSION_BASE = '/api/app/base/app/sys/permission';
const groups = genericRoutesOf(permissionGroupEntity);
const departGrants = {
  table: sysDepartPermission, owner: sysDepartPermission.depart_key, permission: sysDepartPermission.permission_key,
  row: (depart_key: string, permission_key: string) => ({ depart_key, permission_key }),
};
const baseInfo = genericRoutesOf(baseInfoEntity);
const bindings = genericRoutesOf(appBindingEntity);

const queryDepartPermission = defineRoute({
  method: 'GET',
  path: `${PERMISSION_BASE}/queryDepartPermission`,
  tag: 'permissions',
  summary: 'Menus granted to everyone in a department (departId)',
  output: grantedKeysSchema,
  permission: departmentEntity.rights.read,
  input: z.object({ departId: z.string().min(1).max(64) }),
  async handler({ db, input }) {
    return ok(await grantedTo(db, departGrants, input.departId));
  },
});

const saveDepartPermission = defineRoute({
  method: 'POST',
  path: `${PERMISSION_BASE}/saveDepartPermission`,
  tag: 'permissions',
  summary: "Replace a department's grants (departId, permissionIds comma-separated)",
  output: noDataSchema,
  permission: departmentEntity.rights.read,
  input: z.object({ departId: z.string().min(1).max(64), permissionIds: keyList }),
  async handler({ db, input }) {
    await db.transaction(async (tx) => {
      const depart = await tx.select({ k: sysDepart.depart_key }).from(sysDepart).where(and(eq(sysDepart.depart_key, input.departId), eq(sysDepart.del_flag, 0))).limit(1);
      if (!depart[0]) throw notFound('validation.recordNotFound');
      await replaceGrants(tx, departGrants, input.departId, input.permissionIds);
    });
    return ok(null, 'preferences.saved');
  },
});

type UserTreeNode = { key: string; title: string; value: string; isLeaf: boolean; selectable: boolean; children: UserTreeNode[] };

/** Departments with their active members as leaves: picking the members of a permission group. */
const getUserTree = defineRoute({
  method: 'POST',
  path: `${PERMISSION_BASE}/group/getUserTree`,
  tag: 'permissions',
  summary: 'Departments with their users as leaves (user keys are selectable, departments are not)',
  output: userTreeSchema,
  permission: permissionGroupEntity.rights.read,
  async handler({ db, locale }) {
    const [departs, members] = await Promise.all([
      loadDepartRows(db),
      db.select({ depart_key: sysUserDepart.depart_key, user_key: sysUser.user_key, realname: sysUser.realname, username: sysUser.username })
        .from(sysUserDepart).innerJoin(sysUser, eq(sysUser.user_key, sysUserDepart.user_key))
        .where(and(eq(sysUser.del_flag, 0), eq(sysUser.status, '1'))).orderBy(asc(sysUser.username)),
    ]);
    const convert = (nodes: DepartNode[]): UserTreeNode[] => nodes.map((n) => ({
      key: n.key, title: n.title, value: n.key, isLeaf: false, selectable: false,
      children: [
        ...members.filter((m) => m.depart_key === n.key).map((m) => ({ key: `${n.key}/${m.user_key}`, title: `${m.realname}（${m.username}）`, value: m.user_key, isLeaf: true, selectable: true, children: [] })),
        ...convert(n.children),
      ],
    }));
    return ok(convert(buildDepartTree(departs, locale)));
  },
});

const getGroupList = defineRoute({
  method: 'POST',
  path: `${PERMISSION_BASE}/group/getList`,
  tag: 'permissions',
  summary: 'Every permission group with its members and menus',
  output: recordPageSchema,
  permission: permissionGroupEntity.rights.read,
  async handler(ctx) {
    return delegatedAnswer(groups.query, recordPageSchema, { ...ctx, input: { pageNo: 1, pageSize: 200, column: 'group_name', order: 'asc' } as never });
  },
});

/** The one base-info record (the station): the public site's name, logo and contact. */
const baseInfoDetail = defineRoute({
  method: 'POST',
  path: '/api/app/base/app/base/info/getDetail',
  tag: 'settings',
  summary: 'The station info (newest record), or null before any was saved',
  output: stationInfoSchema,
  async handler({ db }) {
    const rows = await db.select().from(sysBaseInfo).where(eq(sysBaseInfo.del_flag, 0)).orderBy(desc(sysBaseInfo.update_time)).limit(1);
    return ok(rows[0] ?? null);
  },
});

const baseInfoSelect = defineRoute({
  method: 'GET',
  path: '/api/app/base/app/base/info/select',
  tag: 'settings',
  summary: 'Stations as value/label options',
  output: stationOptionsSchema,
  async handler({ db }) {
    const rows = await db.select({ value: sysBaseInfo.info_key, label: sysBaseInfo.station_name }).from(sysBaseInfo).where(eq(sysBaseInfo.del_flag, 0)).orderBy(asc(sysBaseInfo.station_name));
    return ok(rows);
  },
});

const openAppList = defineRoute({
  method: 'POST',
  path: '/api/eis/restful/app/binding/open/appList',
  tag: 'settings',
  summary: 'Enabled bound applications (app_key, app_name, app_url), for the application switcher',
  output: boundAppsSchema,
  async handler({ db }) {
    const rows = await db.select({ app_key: sysAppBinding.app_key, app_name: sysAppBinding.app_name, app_url: sysAppBinding.app_url })
      .from(sysAppBinding).where(enabledBinding).orderBy(asc(sysAppBinding.app_name));
    return ok(rows);
  },
});

export const settingsRoutes: RouteDef<never>[] = [
  queryDepartPermission, saveDepartPermission, getUserTree, getGroupList, baseInfoDetail, baseInfoSelect, openAppList,
  aliasRoute(groups.addOrUpdate, 'POST', `${PERMISSION_BASE}/group/save`),
  aliasRoute(groups.deleteById, 'POST', `${PERMISSION_BASE}/group/delete`),
  aliasRoute(baseInfo.addOrUpdate, 'POST', '/api/app/base/app/base/info/save'),
  aliasRoute(bindings.addOrUpdate, 'POST', '/api/eis/restful/app/binding/add'),
] as RouteDef<never>[];
