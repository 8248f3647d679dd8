import { desc, eq, inArray } from 'drizzle-orm';
import { passwordProblem } from '@/lib/contract/password-policy';
import { hashPassword, verifyPassword } from '../../auth/password';
import type { Db } from '../../db/client';
import { sysPasswordHistory, sysUser } from '../../db/schema';
import { ResultCode } from '@/lib/contract/envelope';
import { messageWith } from '@/lib/entity/messages';
import { ApiError } from '../../http/errors';
import { passwordPolicyOf } from './security-settings';

/** The user's current hash and the earlier ones the policy remembers, newest first. */
async function recentHashes(db: Db, userKey: string, count: number): Promise<string[]> {
  if (count === 0) return [];
  const [current] = await db.select({ hash: sysUser.password_hash }).from(sysUser).where(eq(sysUser.user_key, userKey)).limit(1);
  const earlier = await db.select({ hash: sysPasswordHistory.password_hash }).from(sysPasswordHistory)
    .where(eq(sysPasswordHistory.user_key, userKey)).orderBy(desc(sysPasswordHistory.create_time), desc(sysPasswordHistory.id)).limit(count);
  // The history holds the current password as its newest row once it was set here; an older
  // account's current password is not in it, so it is checked as well.
  return [current?.hash, ...earlier.map((row) => row.hash)].filter((hash): hash is string => typeof hash === 'string' && hash !== '');
}

/**
 * Refuses a new password the policy does not allow (length, character classes) or one of the
 * user's last N (a new user has none): the 400 names what is wrong, in the caller's language.
 */
export async function assertPasswordAllowed(db: Db, password: string, userKey?: string): Promise<void> {
  const policy = await passwordPolicyOf(db);
  const problem = passwordProblem(password, policy);
  if (problem) throw new ApiError(ResultCode.badRequest, problem, 'password');
  if (!userKey) return;
  for (const hash of await recentHashes(db, userKey, policy.history)) {
    if (await verifyPassword(hash, password)) throw new ApiError(ResultCode.badRequest, messageWith('passwordPolicy.reused', { n: policy.history }), 'password');
  }
}

/** Hashes a password the policy allows. */
export async function allowedPasswordHash(db: Db, password: string, userKey?: string): Promise<string> {
  await assertPasswordAllowed(db, password, userKey);
  return hashPassword(password);
}

/**
 * Notes a password just set (its hash and when), keeping no more rows than the policy can ask for.
 * `previousHash`: the password it replaces, noted first when the history is still empty (a
 * password set before the history was kept), so "the last N" counts it too.
 */
export async function rememberPassword(db: Db, userKey: string, passwordHash: string, previousHash?: string | null): Promise<void> {
  if (previousHash) {
    const [any] = await db.select({ id: sysPasswordHistory.id }).from(sysPasswordHistory).where(eq(sysPasswordHistory.user_key, userKey)).limit(1);
    if (!any) await db.insert(sysPasswordHistory).values({ user_key: userKey, password_hash: previousHash, create_time: new Date(Date.now() - 1) });
  }
  await db.insert(sysPasswordHistory).values({ user_key: userKey, password_hash: passwordHash });
  const keep = await db.select({ id: sysPasswordHistory.id }).from(sysPasswordHistory)
    .where(eq(sysPasswordHistory.user_key, userKey)).orderBy(desc(sysPasswordHistory.create_time), desc(sysPasswordHistory.id)).limit(25);
  const all = await db.select({ id: sysPasswordHistory.id }).from(sysPasswordHistory).where(eq(sysPasswordHistory.user_key, userKey));
  const kept = new Set(keep.map((row) => row.id));
  const extra = all.map((row) => row.id).filter((id) => !kept.has(id));
  if (extra.length > 0) await db.delete(sysPasswordHistory).where(inArray(sysPasswordHistory.id, extra));
}
