import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sysPermission, sysRolePermission, sysUserRole } from '../db/schema';
import type { AuthContext } from './context';

/** True when one of the user's roles is granted the named menu or button. */
export async function holdsPermission(db: Db, auth: Pick<AuthContext, 'userKey' | 'isAdmin'>, name: string): Promise<boolean> {
  if (auth.isAdmin) return true;
  const rows = await db
    .select({ key: sysPermission.permission_key })
    .from(sysPermission)
    .innerJoin(sysRolePermission, eq(sysRolePermission.permission_key, sysPermission.permission_key))
    .innerJoin(sysUserRole, eq(sysUserRole.role_key, sysRolePermission.role_key))
    .where(and(eq(sysPermission.name, name), eq(sysPermission.del_flag, 0), eq(sysUserRole.user_key, auth.userKey)))
    .limit(1);
  return rows.length > 0;
}
