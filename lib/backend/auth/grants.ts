import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sysDepartPermission, sysPermission, sysPermissionGroup, sysRolePermission, sysUserDepart, sysUserRole } from '../db/schema';
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

/** True when the user holds the named menu or button; administrators hold all. */
export async function holdsPermission(db: Db, auth: Pick<AuthContext, 'userKey' | 'isAdmin'>, name: string): Promise<boolean> {
  if (auth.isAdmin) return true;
  const rows = await db
    .select({ key: sysPermission.permission_key })
    .from(sysPermission)
    .where(and(eq(sysPermission.name, name), eq(sysPermission.del_flag, 0), inArray(sysPermission.permission_key, grantedPermissionKeys(auth.userKey))))
    .limit(1);
  return rows.length > 0;
}
