import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sysToken, sysUser } from '../db/schema';
import type { KeptSession, SessionCache } from './session-cache';
import { hashToken, liveToken } from './tokens';

/** Who is calling, as established from the token on every call. */
export interface AuthContext {
  userKey: string;
  username: string;
  realname: string;
  appKey: string | null;
  roleCodes: string[];
  departKeys: string[];
  isAdmin: boolean;
  /** Role admin or leader. */
  isLeader: boolean;
  /** A partner company's account (user_type partner), not staff: kept out of the company directory. */
  isPartner: boolean;
  /**
   * The access version read with the user (sys_access_version): what this process cached of the
   * department tree and of permission sets serves the call only while it was read at this version.
   */
  accessVersion?: number;
  /**
   * The handle the version was read through. What was cached through it serves the call inside
   * its transactions too, whose handles are others; a transaction never adds to it, since it may
   * read its own changes before they are committed.
   */
  accessCacheDb?: Db;
}

/** user_status dictionary: 1 normal, anything else frozen. */
export const USER_STATUS_NORMAL = '1';
/** user_type dictionary: a partner company's account. */
export const USER_TYPE_PARTNER = 'partner';
/** A registered partner waiting for an administrator's activation. */
export const USER_STATUS_PENDING = '3';

/**
 * The user's live role codes and department keys, gathered in the same statement as the user. Written
 * with aliases: a single-table select leaves its columns unqualified, which the subqueries would find
 * ambiguous.
 */
const roleCodesOf = sql<string[]>`coalesce((select json_agg(r.role_code) from sys_user_role ur inner join sys_role r on r.role_key = ur.role_key where ur.user_key = "sys_user"."user_key" and r.del_flag = 0), '[]'::json)`;
const departKeysOf = sql<string[]>`coalesce((select json_agg(ud.depart_key) from sys_user_depart ud where ud.user_key = "sys_user"."user_key"), '[]'::json)`;
const accessVersionNow = sql<string | number | null>`(select av.version from sys_access_version av where av.id = 1)`;

const userColumns = {
  user_key: sysUser.user_key,
  username: sysUser.username,
  realname: sysUser.realname,
  status: sysUser.status,
  user_type: sysUser.user_type,
  del_flag: sysUser.del_flag,
  roleCodes: roleCodesOf,
  departKeys: departKeysOf,
  accessVersion: accessVersionNow,
};

type UserRow = { user_key: string; username: string; realname: string; status: string | null; user_type: string | null; del_flag: number; roleCodes: string[]; departKeys: string[]; accessVersion: string | number | null };

function contextOf(db: Db, user: UserRow | undefined, appKey: string | null): AuthContext | null {
  if (!user || user.status !== USER_STATUS_NORMAL || user.del_flag !== 0) return null;
  const roleCodes = user.roleCodes;
  return {
    userKey: user.user_key,
    username: user.username,
    realname: user.realname,
    appKey,
    roleCodes,
    departKeys: user.departKeys,
    isAdmin: roleCodes.includes('admin'),
    isLeader: roleCodes.includes('admin') || roleCodes.includes('leader'),
    isPartner: user.user_type === USER_TYPE_PARTNER,
    ...(user.accessVersion === null ? {} : { accessVersion: Number(user.accessVersion), accessCacheDb: db }),
  };
}

export async function loadUserContext(db: Db, userKey: string, appKey: string | null): Promise<AuthContext | null> {
  const [user] = await db.select(userColumns).from(sysUser).where(eq(sysUser.user_key, userKey)).limit(1);
  return contextOf(db, user, appKey);
}

/**
 * A frozen or deleted user's token stops working at once, not at its expiry. Every signed-in call
 * starts here, so the token, the user, the roles and the departments come in one statement, or,
 * where the process keeps its callers (session-cache.ts), in none while nothing about them changed.
 */
export async function authenticate(db: Db, token: string | null, sessions?: SessionCache | null): Promise<AuthContext | null> {
  if (!token) return null;
  const tokenHash = hashToken(token);
  if (!sessions) return (await readSession(db, tokenHash))?.auth ?? null;
  return sessions.find(tokenHash) ?? sessions.load(tokenHash, () => readSession(db, tokenHash));
}

async function readSession(db: Db, tokenHash: string): Promise<KeptSession | null> {
  const [row] = await db
    .select({ ...userColumns, appKey: sysToken.app_key, expireTime: sysToken.expire_time })
    .from(sysToken)
    .innerJoin(sysUser, eq(sysUser.user_key, sysToken.user_key))
    .where(liveToken(tokenHash))
    .limit(1);
  const auth = row ? contextOf(db, row, row.appKey) : null;
  return auth && row ? { auth, expiresAt: row.expireTime.getTime() } : null;
}
