import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sysRole, sysUser, sysUserDepart, sysUserRole } from '../db/schema';
import { resolveToken } from './tokens';

/** Who is calling, as established from the token on every call. */
export interface AuthContext {
  userKey: string;
  username: string;
  realname: string;
  appKey: string | null;
  roleCodes: string[];
  departKeys: string[];
  isAdmin: boolean;
  /** Role admin or leader (spec-1 §4). */
  isLeader: boolean;
}

/** user_status dictionary: 1 normal, anything else frozen (spec-1 §3). */
export const USER_STATUS_NORMAL = '1';
/** A registered partner waiting for an administrator's activation. */
export const USER_STATUS_PENDING = '3';

export async function loadUserContext(db: Db, userKey: string, appKey: string | null): Promise<AuthContext | null> {
  const users = await db
    .select({ user_key: sysUser.user_key, username: sysUser.username, realname: sysUser.realname, status: sysUser.status, del_flag: sysUser.del_flag })
    .from(sysUser)
    .where(eq(sysUser.user_key, userKey))
    .limit(1);
  const user = users[0];
  if (!user || user.status !== USER_STATUS_NORMAL || user.del_flag !== 0) return null;
  const [roles, departs] = await Promise.all([
    db.select({ code: sysRole.role_code }).from(sysUserRole).innerJoin(sysRole, eq(sysRole.role_key, sysUserRole.role_key)).where(and(eq(sysUserRole.user_key, userKey), eq(sysRole.del_flag, 0))),
    db.select({ key: sysUserDepart.depart_key }).from(sysUserDepart).where(eq(sysUserDepart.user_key, userKey)),
  ]);
  const roleCodes = roles.map((r) => r.code);
  return {
    userKey: user.user_key,
    username: user.username,
    realname: user.realname,
    appKey,
    roleCodes,
    departKeys: departs.map((d) => d.key),
    isAdmin: roleCodes.includes('admin'),
    isLeader: roleCodes.includes('admin') || roleCodes.includes('leader'),
  };
}

/** A frozen or deleted user's token stops working at once, not at its expiry. */
export async function authenticate(db: Db, token: string | null): Promise<AuthContext | null> {
  if (!token) return null;
  const resolved = await resolveToken(db, token);
  if (!resolved) return null;
  return loadUserContext(db, resolved.userKey, resolved.appKey);
}
