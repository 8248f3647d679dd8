import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ok } from '@/lib/contract/envelope';
import { permissionEntity } from '@/lib/entities/permission';
import { roleEntity } from '@/lib/entities/role';
import { nameIn } from '@/lib/entity/english-name';
import { sysRole, sysRolePermission } from '../../db/schema';
import { aliasRoute } from '../../entity/crud';
import { genericRoutesOf } from '../../entity/registry';
import { notFound } from '../../http/errors';
import { keyListInput as keyList } from '../../http/inputs';
import { defineCallRoute, defineRoute, type RouteDef } from '../../http/route';
import { workflowDesignerCalls } from '@/lib/contract/workflow-designer-calls';
import type { Db } from '../../db/client';
import { livePermissions } from '../permission-menu';
import { grantedTo, replaceGrants } from '../permission-grants';
import { grantedKeysSchema, permissionTreeSchema, roleNodesSchema, rolesSchema } from '@/lib/contract/permission-answers';
import { entityRecordsSchema } from '@/lib/contract/entity-answers';
import { noDataSchema } from '@/lib/contract/no-data';

const ROLE_BASE = '/api/app/base/sys/role';
const PERMISSION_BASE = '/api/app/base/app/sys/permission';
const roles = genericRoutesOf(roleEntity);
const permissions = genericRoutesOf(permissionEntity);
const roleGrants = {
  table: sysRolePermission, owner: sysRolePermission.role_key, permission: sysRolePermission.permission_key,
  row: (role_key: string, permission_key: string) => ({ role_key, permission_key }),
};

const roleColumns = { role_key: sysRole.role_key, role_code: sysRole.role_code, role_name: sysRole.role_name, role_name_en: sysRole.role_name_en, description: sysRole.description };

function liveRoles(db: Db) {
  return db.select(roleColumns).from(sysRole).where(eq(sysRole.del_flag, 0)).orderBy(asc(sysRole.role_code));
}

const queryAll = defineCallRoute(workflowDesignerCalls.roles, {
  tag: 'roles',
  summary: 'Every role (role management, user forms), with its English name (role_name_en)',
  output: rolesSchema,
  permission: roleEntity.rights.read,
  async handler({ db }) {
    return ok(await liveRoles(db));
  },
});

const roleTree = defineRoute({
  method: 'GET',
  path: `${ROLE_BASE}/queryTreeList`,
  tag: 'roles',
  summary: 'Roles as key/value/title nodes (role pickers); title is the name in the caller’s language',
  output: roleNodesSchema,
  permission: roleEntity.rights.read,
  async handler({ db, locale }) {
    const rows = await liveRoles(db);
    return ok(rows.map((r) => ({ ...r, key: r.role_key, value: r.role_key, title: nameIn(locale, r.role_name, r.role_name_en) })));
  },
});

type TreeNode = { key: string; value: string; title: string; menu_type: string; children?: TreeNode[] };

const permissionTree = defineRoute({
  method: 'GET',
  path: `${PERMISSION_BASE}/queryTreeList`,
  tag: 'permissions',
  summary: 'All menus and buttons as a tree (treeList) plus every key (ids), for granting them to roles',
  output: permissionTreeSchema,
  permission: permissionEntity.rights.read,
  async handler({ db }) {
    const rows = await livePermissions(db);
    const nodes = new Map<string, TreeNode>(rows.map((r) => [r.permission_key, { key: r.permission_key, value: r.permission_key, title: r.title, menu_type: r.menu_type }]));
    const roots: TreeNode[] = [];
    for (const r of rows) {
      const node = nodes.get(r.permission_key)!;
      const parent = r.parent_key ? nodes.get(r.parent_key) : undefined;
      if (parent) (parent.children ??= []).push(node);
      else roots.push(node);
    }
    return ok({ treeList: roots, ids: rows.map((r) => r.permission_key) });
  },
});

const permissionList = defineRoute({
  method: 'GET',
  path: `${PERMISSION_BASE}/list`,
  tag: 'permissions',
  summary: 'All menus and buttons, flat, in menu order',
  output: entityRecordsSchema,
  permission: permissionEntity.rights.read,
  async handler({ db }) {
    return ok(await livePermissions(db));
  },
});

const queryRolePermission = defineRoute({
  method: 'GET',
  path: `${PERMISSION_BASE}/queryRolePermission`,
  tag: 'permissions',
  summary: 'The permission keys granted to a role (roleId)',
  output: grantedKeysSchema,
  permission: roleEntity.rights.read,
  input: z.object({ roleId: z.string().min(1).max(64) }),
  async handler({ db, input }) {
    return ok(await grantedTo(db, roleGrants, input.roleId));
  },
});

/** Takes effect on the role's users' next page load: rights are read from the database on every call. */
const saveRolePermission = defineRoute({
  method: 'POST',
  path: `${PERMISSION_BASE}/saveRolePermission`,
  tag: 'permissions',
  summary: "Replace a role's grants (roleId, permissionIds comma-separated)",
  output: noDataSchema,
  permission: roleEntity.rights.read,
  input: z.object({ roleId: z.string().min(1).max(64), permissionIds: keyList }),
  async handler({ db, input }) {
    await db.transaction(async (tx) => {
      const role = await tx.select({ k: sysRole.role_key }).from(sysRole).where(and(eq(sysRole.role_key, input.roleId), eq(sysRole.del_flag, 0))).limit(1);
      if (!role[0]) throw notFound('validation.recordNotFound');
      await replaceGrants(tx, roleGrants, input.roleId, input.permissionIds);
    });
    return ok(null, 'preferences.saved');
  },
});

export const roleRoutes: RouteDef<never>[] = [
  queryAll, roleTree, permissionTree, permissionList, queryRolePermission, saveRolePermission,
  aliasRoute(roles.query, 'GET', `${ROLE_BASE}/list`),
  aliasRoute(roles.addOrUpdate, 'POST', `${ROLE_BASE}/add`),
  aliasRoute(roles.addOrUpdate, 'PUT', `${ROLE_BASE}/edit`),
  aliasRoute(permissions.addOrUpdate, 'POST', `${PERMISSION_BASE}/add`),
  aliasRoute(permissions.addOrUpdate, 'PUT', `${PERMISSION_BASE}/edit`),
] as RouteDef<never>[];
