import { and, eq, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import { ResultCode } from '@/lib/contract/envelope';
import { USER_STATUS_NORMAL, USER_TYPE_PARTNER, type AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { sysDepart, sysRole, sysUser, sysUserDepart, sysUserRole } from '../../../db/schema';
import { WorkflowError } from '../model/errors';

/**
 * Who a task goes to. Assignees and candidate users are user keys; candidate groups name roles (by
 * role code) or departments (by department key).
 */

/** The groups a user belongs to for candidate matching: role codes and department keys. */
export function groupsOf(auth: Pick<AuthContext, 'roleCodes' | 'departKeys'>): string[] {
  return [...new Set([...auth.roleCodes, ...auth.departKeys])];
}

/**
 * What a condition may read of the initiator's place in the organisation, as of the start:
 * `initiatorDepartments` (department keys) and `initiatorRoles` (role codes), so a flow may say
 * `${'dept_finance' in initiatorDepartments}`.
 */
export function initiatorOrgVariables(auth: Pick<AuthContext, 'roleCodes' | 'departKeys'>): { initiatorDepartments: string[]; initiatorRoles: string[] } {
  return { initiatorDepartments: [...auth.departKeys], initiatorRoles: [...auth.roleCodes] };
}

/**
 * The initiator's department leader: the director of their department, or when they direct it
 * themselves (or it has none) the director of the nearest department above. Null when none exists.
 */
export async function departmentLeaderOf(db: Db, userKey: string): Promise<string | null> {
  const departs = await db.select({ key: sysUserDepart.depart_key }).from(sysUserDepart).where(eq(sysUserDepart.user_key, userKey)).orderBy(sysUserDepart.depart_key);
  const all = await db.select({ key: sysDepart.depart_key, parent: sysDepart.parent_key, director: sysDepart.director_key }).from(sysDepart).where(eq(sysDepart.del_flag, 0));
  const byKey = new Map(all.map((d) => [d.key, d]));
  for (const { key } of departs) {
    let current = byKey.get(key);
    const seen = new Set<string>();
    while (current && !seen.has(current.key)) {
      seen.add(current.key);
      if (current.director && current.director !== userKey) return current.director;
      current = current.parent ? byKey.get(current.parent) : undefined;
    }
  }
  return null;
}

/**
 * Who may take part in an approval: an active staff account. Partner accounts never appear in a
 * request's path, whatever a model or a caller names.
 */
export const activeStaff: SQL = and(eq(sysUser.status, USER_STATUS_NORMAL), eq(sysUser.del_flag, 0), or(isNull(sysUser.user_type), ne(sysUser.user_type, USER_TYPE_PARTNER)))!;

/**
 * The participants an action or a step names, by key with their names; refuses the action when one
 * is unknown, frozen or not staff, saying which.
 */
export async function requireActiveUsers(db: Db, keys: readonly string[], taskName: string): Promise<Map<string, string>> {
  const wanted = [...new Set(keys)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ key: sysUser.user_key, name: sysUser.realname, status: sysUser.status, del_flag: sysUser.del_flag, user_type: sysUser.user_type })
    .from(sysUser)
    .where(inArray(sysUser.user_key, wanted));
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const found = new Map<string, string>();
  for (const key of wanted) {
    const user = byKey.get(key);
    if (!user || user.status !== USER_STATUS_NORMAL || user.del_flag !== 0) throw new WorkflowError('workflow.assign.unknownUser', { user: key, task: taskName });
    if (user.user_type === USER_TYPE_PARTNER) throw new WorkflowError('workflow.assign.notStaff', { user: user.name, task: taskName }, ResultCode.forbidden);
    found.set(key, user.name);
  }
  return found;
}

/** The active members of candidate groups (roles by code, departments by key). */
export async function membersOfGroups(db: Db, groups: readonly string[]): Promise<string[]> {
  if (groups.length === 0) return [];
  const list = [...groups];
  const byRole = db
    .select({ key: sysUserRole.user_key })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.role_key, sysUserRole.role_key))
    .where(and(inArray(sysRole.role_code, list), eq(sysRole.del_flag, 0)));
  const byDepart = db.select({ key: sysUserDepart.user_key }).from(sysUserDepart).where(inArray(sysUserDepart.depart_key, list));
  // One after another: called inside an action's transaction, whose queries share one connection.
  const roles = await byRole;
  const departs = await byDepart;
  const keys = [...new Set([...roles, ...departs].map((r) => r.key))];
  if (keys.length === 0) return [];
  const active = await db
    .select({ key: sysUser.user_key })
    .from(sysUser)
    .where(and(inArray(sysUser.user_key, keys), activeStaff));
  return active.map((u) => u.key).sort();
}
