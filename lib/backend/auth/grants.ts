import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sysDepartPermission, sysPermission, sysPermissionGroup, sysRolePermission, sysUserDepart, sysUserRole } from '../db/schema';
import { cachedAtAccessVersion } from './access-cache';
import type { AuthContext } from './context';

/**
 * The permission keys a user holds: those of their roles, of their departments, and of the
 * permission groups they belong to. Read on every call, so a change applies at the next one.
 */
export function grantedPermissionKeys(userKey: string): SQL {
  return sql`(
    select ${sysRolePermission.permission_key} from ${sysRolePermission}
      join ${sysUserRole} on ${sysUserRole.role_key} = ${sysRolePermission.role_key}
      where ${sysUserRole.user_key} = ${userKey}
    union
    select ${sysDepartPermission.permission_key} from ${sysDepartPermission}
      join ${sysUserDepart} on ${sysUserDepart.depart_key} = ${sysDepartPermission.depart_key}
      where ${sysUserDepart.user_key} = ${userKey}
    union
    select unnest(string_to_array(${sysPermissionGroup.permission_keys}, ',')) from ${sysPermissionGroup}
      where ${sysPermissionGroup.del_flag} = 0
        and (',' || coalesce(${sysPermissionGroup.member_keys}, '') || ',') like ('%,' || ${userKey} || ',%')
  )`;
}

/**
 * The names of the live menus and buttons the user holds, read once per access version (a change
 * to roles, departments, permissions or groups moves it, so it applies at the next call).
 */
export function heldPermissionNames(db: Db, auth: Pick<AuthContext, 'userKey' | 'accessVersion' | 'accessCacheDb'>): Promise<ReadonlySet<string>> {
  return cachedAtAccessVersion(db, auth, `held:${auth.userKey}`, async () => {
    const rows = await db.selectDistinct({ name: sysPermission.name }).from(sysPermission)
      .where(and(eq(sysPermission.del_flag, 0), inArray(sysPermission.permission_key, grantedPermissionKeys(auth.userKey))));
    return new Set(rows.map((row) => row.name).filter((name): name is string => Boolean(name)));
  });
}

/** True when the user holds the named menu or button; administrators hold all. */
export async function holdsPermission(db: Db, auth: Pick<AuthContext, 'userKey' | 'isAdmin' | 'accessVersion' | 'accessCacheDb'>, name: string): Promise<boolean> {
  if (auth.isAdmin) return true;
  return (await heldPermissionNames(db, auth)).has(name);
}
