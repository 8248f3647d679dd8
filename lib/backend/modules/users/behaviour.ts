import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/context';
import { allowedPasswordHash, rememberPassword, usersWithAuthenticator } from '../sign-in-security/port';
import { revokeAllTokensOf } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { sysDepart, sysPosition, sysRole, sysUser, sysUserDepart, sysUserPosition, sysUserRole } from '../../db/schema';
import { entityBehaviour } from '../../entity/behaviour';
import { scopeDepartKeys } from '../../entity/scope';
import { ApiError, badRequest } from '../../http/errors';
import { ResultCode } from '@/lib/contract/envelope';
import { decorateUsers } from '../user-queries';
import { defaultLocale } from '@/lib/i18n/locales';
import { userEntity } from '@/lib/entities/user';

/** Unstored key-list inputs arrive comma-joined (or null when the form left them empty). */
function keysOf(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value.split(',').map((s) => s.trim()).filter(Boolean) : [];
}

interface LinkKeys {
  roles?: string[];
  positions?: string[];
  departs?: string[];
}

async function replaceLinks(tx: Db, userKey: string, { roles: roleKeys, positions: positionKeys, departs: departKeys }: LinkKeys, auth: AuthContext): Promise<void> {
  if (roleKeys) {
    const known = roleKeys.length ? await tx.select({ k: sysRole.role_key }).from(sysRole).where(and(inArray(sysRole.role_key, roleKeys), eq(sysRole.del_flag, 0))) : [];
    if (known.length !== new Set(roleKeys).size) throw badRequest('users.unknownRole');
    await tx.delete(sysUserRole).where(eq(sysUserRole.user_key, userKey));
    if (roleKeys.length) await tx.insert(sysUserRole).values([...new Set(roleKeys)].map((role_key) => ({ user_key: userKey, role_key })));
  }
  if (positionKeys) {
    const known = positionKeys.length ? await tx.select({ k: sysPosition.position_key }).from(sysPosition).where(and(inArray(sysPosition.position_key, positionKeys), eq(sysPosition.del_flag, 0))) : [];
    if (known.length !== new Set(positionKeys).size) throw badRequest('users.unknownPosition');
    await tx.delete(sysUserPosition).where(eq(sysUserPosition.user_key, userKey));
    if (positionKeys.length) await tx.insert(sysUserPosition).values([...new Set(positionKeys)].map((position_key) => ({ user_key: userKey, position_key })));
  }
  if (departKeys) {
    const scope = await scopeDepartKeys(tx, auth);
    if (scope !== null && departKeys.some((k) => !scope.includes(k))) throw new ApiError(ResultCode.forbidden, 'validation.outOfScope');
    const known = departKeys.length ? await tx.select({ k: sysDepart.depart_key }).from(sysDepart).where(and(inArray(sysDepart.depart_key, departKeys), eq(sysDepart.del_flag, 0))) : [];
    if (known.length !== new Set(departKeys).size) throw badRequest('users.unknownDepartment');
    await tx.delete(sysUserDepart).where(eq(sysUserDepart.user_key, userKey));
    if (departKeys.length) await tx.insert(sysUserDepart).values([...new Set(departKeys)].map((depart_key) => ({ user_key: userKey, depart_key })));
  }
}

/**
 * Users: the password is hashed on the way in and never answered; roles, positions and departments
 * come as selectedroles / selectedpositions / selecteddeparts key lists; non-administrators manage only members of their
 * departments; nobody deletes their own account.
 */
export const userBehaviour = entityBehaviour(userEntity, {
  async scope(db, auth) {
    const keys = await scopeDepartKeys(db, auth);
    if (keys === null) return undefined;
    if (keys.length === 0) return sql`false`;
    return inArray(sysUser.user_key, db.select({ k: sysUserDepart.user_key }).from(sysUserDepart).where(inArray(sysUserDepart.depart_key, keys)));
  },

  async prepare({ tx, input, row, before }) {
    const password = input.password as string | undefined;
    if (!before && !password) throw badRequest('users.passwordRequired');
    // The password policy (安全设置) decides length, character classes and reuse, not the declaration.
    if (password) row.password_hash = await allowedPasswordHash(tx, password, before ? String(before.user_key) : undefined);
  },

  async afterWrite({ tx, auth, input, row, after, before }) {
    const userKey = String(after.user_key);
    const departs = keysOf(input.selecteddeparts);
    // A department manager's new user must land in one of the manager's departments.
    if (!before && !auth.isAdmin && (!departs || departs.length === 0)) throw badRequest('users.departmentRequired');
    await replaceLinks(tx, userKey, { roles: keysOf(input.selectedroles), positions: keysOf(input.selectedpositions), departs }, auth);
    if (input.password && typeof row.password_hash === 'string') await rememberPassword(tx, userKey, row.password_hash, typeof before?.password_hash === 'string' ? before.password_hash : null);
    if (before && input.password) await revokeAllTokensOf(tx, userKey);
  },

  async beforeDelete({ tx, auth, row }) {
    if (row.user_key === auth.userKey) throw badRequest('users.cannotDeleteSelf');
    await revokeAllTokensOf(tx, String(row.user_key));
  },

  async decorate(db, rows) {
    // The record's departments are answered by key (belong_departs), which the page names through the tree: org_code_txt is not shown here.
    const decorated = await decorateUsers(db, rows as { user_key: unknown }[], defaultLocale);
    const withAuthenticator = await usersWithAuthenticator(db, decorated.map((row) => String(row.user_key)));
    return decorated.map((row) => ({ ...row, two_factor: withAuthenticator.has(String(row.user_key)) }));
  },
});
