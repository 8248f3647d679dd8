import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AuthContext } from '../../auth/context';
import type { Db } from '../../db/client';
import { sysDepart, sysListView, sysRole } from '../../db/schema';
import { departRows } from '../../entity/scope';
import { withAncestors } from '../../org/department-tree';
import { viewRefusal } from './refusal';

/** Each name once, in the order given. */
export function distinct(names: readonly string[]): string[] {
  return [...new Set(names)];
}

/** Refuses sharing with a role code or a department key that does not exist (or was deleted), naming it. */
export async function assertShareTargetsExist(db: Db, roles: readonly string[], departments: readonly string[]): Promise<void> {
  if (roles.length > 0) {
    const found = await db.select({ code: sysRole.role_code }).from(sysRole).where(and(inArray(sysRole.role_code, [...roles]), eq(sysRole.del_flag, 0)));
    const missing = roles.find((code) => !found.some((row) => row.code === code));
    if (missing !== undefined) throw viewRefusal('unknownRole', { name: missing }, 'shareRoles');
  }
  if (departments.length > 0) {
    const found = await db.select({ key: sysDepart.depart_key }).from(sysDepart).where(and(inArray(sysDepart.depart_key, [...departments]), eq(sysDepart.del_flag, 0)));
    const missing = departments.find((key) => !found.some((row) => row.key === key));
    if (missing !== undefined) throw viewRefusal('unknownDepartment', { name: missing }, 'shareDepartments');
  }
}

/** The jsonb array holds at least one of the names. */
function holdsAny(column: PgColumn, names: readonly string[]): SQL | undefined {
  if (names.length === 0) return undefined;
  return sql`${column} ?| array[${sql.join(names.map((name) => sql`${name}`), sql`, `)}]::text[]`;
}

/**
 * Views colleagues shared with the caller: with one of her roles, or with her department or one
 * above it (a view shared with 销售部 reaches 华东销售组).
 */
async function sharedWithCaller(db: Db, auth: AuthContext): Promise<SQL> {
  const departments = withAncestors(await departRows(db, auth), auth.departKeys);
  const reach = or(holdsAny(sysListView.share_roles, auth.roleCodes), holdsAny(sysListView.share_departments, departments));
  return reach ? and(eq(sysListView.shared, true), reach)! : sql`false`;
}

/** The views the caller may use: her own, and those shared with her. */
export async function visibleToCaller(db: Db, auth: AuthContext): Promise<SQL> {
  return or(eq(sysListView.owner_key, auth.userKey), await sharedWithCaller(db, auth))!;
}
