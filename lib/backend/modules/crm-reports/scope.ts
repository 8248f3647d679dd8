import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ReportUser } from '@/lib/contract/crm-reports';
import type { AuthContext } from '../../auth/context';
import type { Db } from '../../db/client';
import { sysUser, sysUserDepart } from '../../db/schema';
import { ledDepartKeys } from '../../entity/scope';
import { forbidden } from '../../http/errors';

/**
 * Whose work a report covers. `users`: the people it may name (rows of the ranking, the user
 * filter's choices); `filter`: the user keys every figure is narrowed to, or null for everyone
 * (an administrator who names nobody: records nobody follows count too).
 */
export interface ReportScope {
  users: ReportUser[];
  filter: string[] | null;
}

async function usersByKey(db: Db, keys: string[] | null): Promise<ReportUser[]> {
  const live = eq(sysUser.del_flag, 0);
  return db.select({ user_key: sysUser.user_key, realname: sysUser.realname }).from(sysUser)
    .where(keys === null ? live : and(live, inArray(sysUser.user_key, keys.length ? keys : [''])))
    .orderBy(asc(sysUser.realname), asc(sysUser.user_key));
}

/** The users of the departments a leader leads (with those below them), the leader included. */
async function teamKeys(db: Db, auth: AuthContext): Promise<string[]> {
  const led = await ledDepartKeys(db, auth);
  if (led.length === 0) return [auth.userKey];
  const members = await db.selectDistinct({ key: sysUserDepart.user_key }).from(sysUserDepart).where(inArray(sysUserDepart.depart_key, led));
  return [...new Set([auth.userKey, ...members.map((m) => m.key)])];
}

/**
 * Staff see their own work, leaders their departments' users, administrators everyone's. A user
 * asked for by key must lie in that scope (403 otherwise, never an empty answer that would read as
 * "did nothing").
 */
export async function reportScope(db: Db, auth: AuthContext, asked?: string): Promise<ReportScope> {
  const keys = auth.isAdmin ? null : await teamKeys(db, auth);
  const users = await usersByKey(db, keys);
  if (asked) {
    const user = users.find((u) => u.user_key === asked);
    if (!user) throw forbidden('crmReports.errors.userOutOfScope');
    return { users: [user], filter: [asked] };
  }
  return { users, filter: keys };
}
