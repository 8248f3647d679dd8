import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sysPasswordHistory, sysUser } from '../../db/schema';
import { passwordPolicyOf } from './security-settings';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When the user's password was set: the newest row of its history, or, for a password set before
 * the history was kept, when the account was made.
 */
async function passwordSetAt(db: Db, userKey: string): Promise<Date | null> {
  const [last] = await db.select({ at: sysPasswordHistory.create_time }).from(sysPasswordHistory)
    .where(eq(sysPasswordHistory.user_key, userKey)).orderBy(desc(sysPasswordHistory.create_time)).limit(1);
  if (last) return last.at;
  const [user] = await db.select({ at: sysUser.create_time }).from(sysUser).where(eq(sysUser.user_key, userKey)).limit(1);
  return user?.at ?? null;
}

/** Whether the policy's expiry has passed for the user's local password. */
export async function passwordExpired(db: Db, userKey: string, now = Date.now()): Promise<boolean> {
  const { expiry_days } = await passwordPolicyOf(db);
  if (expiry_days === 0) return false;
  const [user] = await db.select({ source: sysUser.auth_source }).from(sysUser).where(eq(sysUser.user_key, userKey)).limit(1);
  // A directory's or an identity provider's password is not ours to age.
  if (user?.source && user.source !== 'local') return false;
  const setAt = await passwordSetAt(db, userKey);
  return setAt !== null && now - setAt.getTime() >= expiry_days * DAY_MS;
}
